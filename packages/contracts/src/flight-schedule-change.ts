import { z } from 'zod';
import { SCHEDULE_CHANGE_NEXT_STEPS } from '@portal/domain/flights/schedule-change';
import { AirlineInfo, FlightSegment } from './flights.ts';
import { CancelQuoteRequest } from './trips.ts';

// Schedule changes of a booked flight (issue 14 "Schedule changes"; spec §4 schedule-change next steps): the
// airline retimed or cancelled flights after the booking. A FlightTrip carries its change; the traveler accepts
// the new times (flights/schedule-change/accept) or asks for help (flights/schedule-change/help).

export const ScheduleChangeNextStep = z
  .enum(SCHEDULE_CHANGE_NEXT_STEPS)
  .meta({ id: 'ScheduleChangeNextStep' });
export type ScheduleChangeNextStep = z.infer<typeof ScheduleChangeNextStep>;

const EXAMPLE_BEFORE = {
  origin: { locationCode: 'ORD' },
  destination: { locationCode: 'LGA' },
  cabinClassName: 'Economy',
  marketingAirline: { code: 'UA', flightNumber: '855' },
  operatingAirline: { code: 'UA', flightNumber: '855' },
  scheduledDeparture: '2027-03-05T08:10',
  zonedScheduledDeparture: '2027-03-05T08:10-06:00',
  scheduledArrival: '2027-03-05T11:25',
  zonedScheduledArrival: '2027-03-05T11:25-05:00',
  durationMinutes: 135,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
  aircraft: 'Boeing 737-800',
};
const EXAMPLE_AFTER = {
  ...EXAMPLE_BEFORE,
  scheduledDeparture: '2027-03-05T08:55',
  zonedScheduledDeparture: '2027-03-05T08:55-06:00',
  scheduledArrival: '2027-03-05T12:10',
  zonedScheduledArrival: '2027-03-05T12:10-05:00',
};

/** One booked segment: as booked (`before`) and as the airline now flies it (`after`, null when cancelled). */
export const ScheduleChangeSegment = z
  .object({
    sliceIndex: z.number().int(),
    kind: z.enum(['Unchanged', 'Changed', 'Cancelled']),
    before: FlightSegment,
    after: FlightSegment.nullable(),
    /** Positive: later than booked. */
    departureShiftMinutes: z.number().int(),
    arrivalShiftMinutes: z.number().int(),
  })
  .meta({ id: 'ScheduleChangeSegment' });
export type ScheduleChangeSegment = z.infer<typeof ScheduleChangeSegment>;

/**
 * The change as the traveler decides on it now: `severity` (Major: 3 hours or more, an airport, a cancelled flight
 * or a broken connection), `nextStep` and whether the new schedule can be accepted here (`canAccept`).
 */
export const FlightScheduleChange = z
  .object({
    severity: z.enum(['Minor', 'Major']),
    nextStep: ScheduleChangeNextStep,
    canAccept: z.boolean(),
    segments: z.array(ScheduleChangeSegment),
    detectedAt: z.string(),
    acceptedAt: z.string().nullable(),
    helpRequestedAt: z.string().nullable(),
  })
  .meta({
    id: 'FlightScheduleChange',
    examples: [
      {
        severity: 'Minor',
        nextStep: 'ContactSupport',
        canAccept: true,
        segments: [
          {
            sliceIndex: 0,
            kind: 'Changed',
            before: EXAMPLE_BEFORE,
            after: EXAMPLE_AFTER,
            departureShiftMinutes: 45,
            arrivalShiftMinutes: 45,
          },
        ],
        detectedAt: '2027-02-01T10:00:00.000Z',
        acceptedAt: null,
        helpRequestedAt: null,
      },
    ],
  });
export type FlightScheduleChange = z.infer<typeof FlightScheduleChange>;

/** POST flights/schedule-change/accept and /help: the flight trip by its confirmation code (H-…). */
export const ScheduleChangeRequest = CancelQuoteRequest.meta({
  id: 'ScheduleChangeRequest',
  examples: [{ reservationId: 'H-7KQ2M9XA' }],
});
export type ScheduleChangeRequest = z.infer<typeof ScheduleChangeRequest>;

/** POST flights/schedule-change/accept: the change, now AlreadyDone; the trip carries the new times. */
export const ScheduleChangeAcceptAnswer = z.object({ scheduleChange: FlightScheduleChange }).meta({
  id: 'ScheduleChangeAcceptAnswer',
  examples: [
    {
      scheduleChange: {
        ...(FlightScheduleChange.meta()?.examples as FlightScheduleChange[])[0]!,
        nextStep: 'AlreadyDone',
        canAccept: false,
        acceptedAt: '2027-02-02T09:30:00.000Z',
      },
    },
  ],
});
export type ScheduleChangeAcceptAnswer = z.infer<typeof ScheduleChangeAcceptAnswer>;

/** Whom the traveler asks: the airline (with its record locator) or the portal's support line. */
export const ScheduleChangeContact = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('Airline'),
      airline: AirlineInfo,
      recordLocator: z.string().nullable(),
      message: z.string(),
    }),
    z.object({ kind: z.literal('Support'), phoneNumber: z.string(), message: z.string() }),
  ])
  .meta({ id: 'ScheduleChangeContact' });
export type ScheduleChangeContact = z.infer<typeof ScheduleChangeContact>;

/** POST flights/schedule-change/help: the request is recorded; whom to contact, by the next step. */
export const ScheduleChangeHelpAnswer = z
  .object({ scheduleChange: FlightScheduleChange, contact: ScheduleChangeContact })
  .meta({
    id: 'ScheduleChangeHelpAnswer',
    examples: [
      {
        scheduleChange: {
          ...(FlightScheduleChange.meta()?.examples as FlightScheduleChange[])[0]!,
          nextStep: 'AlreadyDone',
          canAccept: false,
          helpRequestedAt: '2027-02-02T09:30:00.000Z',
        },
        contact: {
          kind: 'Support',
          phoneNumber: '1-844-422-6922',
          message: 'Call us at 1-844-422-6922 and give your confirmation code H-7KQ2M9XA.',
        },
      },
    ],
  });
export type ScheduleChangeHelpAnswer = z.infer<typeof ScheduleChangeHelpAnswer>;

/** 409 codes of flights/schedule-change/*: no change to answer, or one that cannot be accepted here. */
export const ScheduleChangeConflictCode = {
  NothingToAnswer: 40921,
  NotAcceptable: 40922,
} as const;
