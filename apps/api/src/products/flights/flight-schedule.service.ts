// flights/schedule-change/accept and /help (issue 14 "Schedule changes"). Each runs in one transaction with the
// change row locked, so a double click or two tabs answer a change once: accepting applies the airline's new
// times to the booking (the trip then shows them); help records the request and says whom to contact.
import type {
  FlightScheduleChange,
  ScheduleChangeAcceptAnswer,
  ScheduleChangeContact,
  ScheduleChangeHelpAnswer,
} from '@portal/contracts/flight-schedule-change';
import { ScheduleChangeConflictCode } from '@portal/contracts/flight-schedule-change';
import type { BookedItinerary } from '@portal/contracts/flight-booking';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import type { FlightSegment } from '@portal/contracts/flights';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import { findUserBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { findFlightBookings } from './flight-bookings.repository.ts';
import { scheduleFactsOf, toScheduleChange } from './flight-schedule-change.ts';
import { applySchedule, lockScheduleChange, recordAnswer } from './flight-schedule.repository.ts';
import { loadFlightTrips } from './flight-trips.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const nothingToAnswer = () =>
  new ApiError(409, ScheduleChangeConflictCode.NothingToAnswer, 'This trip has no schedule change to answer');

/** The user's flight, its change (locked) and its trip; another user's trip is answered like an unknown code. */
async function load(tx: DbOrTx, line: ProductLine, session: AuthSession, code: string, now: Date) {
  const booking = await findUserBooking(tx, session.userId, code, true);
  if (!booking || booking.productLine !== line.type) throw notFound('Trip');
  const row = await lockScheduleChange(tx, booking.id);
  const [trip] = await loadFlightTrips(tx, [booking.id], now);
  if (!row || !trip?.scheduleChange) throw nothingToAnswer();
  return { booking, row, trip, change: trip.scheduleChange };
}

/** The itinerary with each slice's segments as the airline now flies them. */
function retimed(itinerary: BookedItinerary, after: FlightSegment[][]): BookedItinerary {
  return {
    ...itinerary,
    slices: itinerary.slices.map((slice, i) => {
      const segments = after[i];
      if (!segments || segments.length === 0) return slice;
      return {
        ...slice,
        segments,
        departureDate: segments[0]!.scheduledDeparture.slice(0, 10),
      };
    }),
  };
}

export async function acceptScheduleChange(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  code: string,
): Promise<ScheduleChangeAcceptAnswer> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { booking, row, change } = await load(tx, line, session, code, now);
    if (!change.canAccept) {
      if (change.nextStep === 'AlreadyDone') throw nothingToAnswer();
      throw new ApiError(
        409,
        ScheduleChangeConflictCode.NotAcceptable,
        change.nextStep === 'NotAllowed'
          ? 'This schedule change can no longer be answered'
          : 'This schedule change cannot be accepted online: please get help',
        { nextStep: change.nextStep },
      );
    }
    if (!(await recordAnswer(tx, booking.id, 'accepted', now))) throw nothingToAnswer();
    const [flight] = await findFlightBookings(tx, [booking.id]);
    const itinerary = retimed(
      flight!.itinerary as unknown as BookedItinerary,
      row.after as FlightSegment[][],
    );
    const first = itinerary.slices[0]!.segments[0]!;
    const last = itinerary.slices.at(-1)!.segments.at(-1)!;
    await applySchedule(tx, booking.id, {
      itinerary: itinerary as unknown as Record<string, unknown>,
      firstDepartureAt: new Date(first.zonedScheduledDeparture),
      lastArrivalAt: new Date(last.zonedScheduledArrival),
      departureDate: first.scheduledDeparture.slice(0, 10),
      returnDate: last.scheduledArrival.slice(0, 10),
    });
    const [trip] = await loadFlightTrips(tx, [booking.id], now);
    return { scheduleChange: trip!.scheduleChange! };
  });
}

/** Whom to contact for the step the change had before the traveler answered. */
export function helpContact(
  trip: FlightTrip,
  step: FlightScheduleChange,
  supportPhone: string,
): ScheduleChangeContact {
  if (step.nextStep === 'ContactAirline') {
    const moved = step.segments.find((s) => s.kind !== 'Unchanged') ?? step.segments[0]!;
    const code = moved.before.marketingAirline.code;
    const airline = trip.itinerary.airlines[code] ?? { code, name: code, lowCost: false };
    const locator = trip.recordLocator ? ` and give your airline confirmation ${trip.recordLocator}` : '';
    return {
      kind: 'Airline',
      airline,
      recordLocator: trip.recordLocator,
      message: `Call ${airline.name}${locator}: only the airline can move you to other flights.`,
    };
  }
  return {
    kind: 'Support',
    phoneNumber: supportPhone,
    message: `Call us at ${supportPhone} and give your confirmation code ${trip.confirmationCode}.`,
  };
}

export async function requestScheduleHelp(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  code: string,
  supportPhone: string,
): Promise<ScheduleChangeHelpAnswer> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { booking, row, trip, change } = await load(tx, line, session, code, now);
    const facts = scheduleFactsOf(trip, now.getTime());
    const unanswered = toScheduleChange(row, facts, true);
    // Asked twice: the same contact again, nothing recorded twice.
    if (change.helpRequestedAt)
      return { scheduleChange: change, contact: helpContact(trip, unanswered, supportPhone) };
    if (change.acceptedAt) throw nothingToAnswer();
    if (change.nextStep === 'NotAllowed')
      throw new ApiError(
        409,
        ScheduleChangeConflictCode.NotAcceptable,
        'This schedule change can no longer be answered',
        { nextStep: change.nextStep },
      );
    if (!(await recordAnswer(tx, booking.id, 'help', now))) throw nothingToAnswer();
    const [after] = await loadFlightTrips(tx, [booking.id], now);
    return { scheduleChange: after!.scheduleChange!, contact: helpContact(trip, unanswered, supportPhone) };
  });
}
