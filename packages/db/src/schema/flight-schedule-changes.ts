import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

// Schedule changes of booked flights (issue 14 "Schedule changes"; spec §4 schedule-change next steps): the
// airline retimed or cancelled flights after the booking. The segments before and after are kept as the airline
// gave them (contracts FlightSegment, one list per slice), so the trip shows old against new times; the next
// step is not stored: it follows from the change, the ticket and the clock (domain scheduleChange).
export const flightScheduleChanges = pgTable(
  'flight_schedule_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // UNIQUE: a booking's change is recorded (and mailed) once, whatever sweeps run at the same time.
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    /** The segments as booked, one list per slice. */
    before: jsonb('before').$type<unknown[][]>().notNull(),
    /** The segments as the airline now schedules them (a cancelled one left out). */
    after: jsonb('after').$type<unknown[][]>().notNull(),
    /** Minor or Major when detected (the email says which). */
    severity: text('severity').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    /** The traveler accepted the new times (the booking's itinerary then carries them). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The traveler asked for help instead. */
    helpRequestedAt: timestamp('help_requested_at', { withTimezone: true }),
  },
  (t) => [
    check('flight_schedule_changes_severity_check', sql`${t.severity} in ('Minor', 'Major')`),
    check(
      'flight_schedule_changes_answered_once_check',
      sql`${t.acceptedAt} is null or ${t.helpRequestedAt} is null`,
    ),
  ],
);

/**
 * When the sweep last asked the airline about a booking (one row per booking checked): the sweep takes the
 * bookings not asked for longest first, so none waits behind the soonest departures, and claims each by
 * moving its time forward, so two processes never ask (or mail) about one booking in the same round.
 */
export const flightScheduleChecks = pgTable('flight_schedule_checks', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
