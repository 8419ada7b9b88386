/**
 * flights/exchange/eligibility and flights/exchange/shop (issue 14 "Exchange"). Eligibility is exchangeEntry on the
 * booking as stored; shop checks the traveler's picks with sliceActions, asks the supplier for replacement flights
 * in the same cabin for the same passengers, and keeps them (with their prices) under a shopToken the user owns,
 * so confirm charges what the server priced, never what a client sends.
 */
import type { BookedFlightSlice, FlightReservation } from '@portal/contracts/flight-booking';
import type {
  FlightExchangeChange,
  FlightExchangeEligibilityAnswer,
  FlightExchangeShopAnswer,
  FlightExchangeShopRequest,
} from '@portal/contracts/flight-exchange';
import { FlightExchangeConflictCode } from '@portal/contracts/flight-exchange';
import type { DbOrTx } from '@portal/db/client';
import {
  exchangeEntry,
  sliceActions,
  type SliceAction,
  type SlicePick,
} from '@portal/domain/flights/exchange';
import type { Refundability } from '@portal/domain/flights/enums';
import { sliceValuesMinor } from '@portal/domain/flights/exchange-value';
import { toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import { findUserBooking } from '../../checkout/bookings.service.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { todayOf } from '../../lib/today.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { findPendingCancellation } from './flight-cancellations.repository.ts';
import { findFlightBookings } from './flight-bookings.repository.ts';
import { validatingAirline } from './flight-cancel.ts';
import {
  changePenaltyOf,
  exchangeFacts,
  exchangeMessage,
  exchangeSlices,
  ticketedPassengers,
  tripRefundability,
  type StoredPassenger,
} from './flight-exchange.ts';
import { countFailedExchanges, insertExchange } from './flight-exchange.repository.ts';
import { shopReplacements, type StoredOption } from './flight-exchange-supply.ts';
import { toFlightReservation } from './flight-reservation.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'providers'>;

/** A shop holds its flights and prices this long: fares move, and the seats are not held meanwhile. */
export const EXCHANGE_SHOP_TTL_MS = 30 * 60_000;

const CANCELLED = new Set(['Cancelled', 'CancelledWithErrors']);

/** What shop keeps under its token (flight_exchanges.plan). */
export type StoredExchangePlan = {
  picks: SlicePick[];
  actions: SliceAction[];
  changes: (Omit<FlightExchangeChange, 'bookedValue' | 'options'> & {
    /** The booked slice replaced, or null for the added one. */
    sliceIndex: number | null;
    bookedValueMinor: number;
    options: StoredOption[];
  })[];
  removedValueMinor: number;
  penalty: ReturnType<typeof changePenaltyOf>;
  ticketedPassengers: number;
  refundability: Refundability;
};

export type LoadedFlight = {
  row: BookingRow;
  fareIds: string[];
  contact: { emailAddress: string; phoneNumber: string };
  reservation: FlightReservation;
  passengers: StoredPassenger[];
  faresMinor: number;
};

/** The user's flight booking as stored; another user's, or another line's, is answered like an unknown code. */
export async function loadFlight(
  db: DbOrTx,
  line: ProductLine,
  userId: string,
  code: string,
  lock: boolean,
): Promise<LoadedFlight> {
  const booking = await findUserBooking(db, userId, code, lock);
  if (!booking || booking.productLine !== line.type) throw notFound('Trip');
  const [row] = await findFlightBookings(db, [booking.id]);
  if (!row) throw notFound('Trip');
  const quote = (row.price ?? {}) as { pricing?: { total?: { value?: number } } };
  return {
    row: booking,
    fareIds: row.fareIds,
    contact: row.contact,
    reservation: await toFlightReservation(db, row),
    passengers: row.passengers as unknown as StoredPassenger[],
    // The fares the traveler paid (taxes in, the portal's fee out: the airline never had it).
    faresMinor: Math.round((quote.pricing?.total?.value ?? row.totalMinor / 100) * 100),
  };
}

/** exchangeEntry on the booking now; a cancelled booking cannot be exchanged at all. */
export async function entryOf(db: DbOrTx, flight: LoadedFlight, now: Date) {
  // A cancelled booking, or one the airline is cancelling (cancellation pending), cannot be exchanged.
  if (CANCELLED.has(flight.row.status) || (await findPendingCancellation(db, flight.row.id))) {
    return { step: 'IneligibleForExchange', reason: 'RebookNotEligible' } as const;
  }
  return exchangeEntry(
    exchangeFacts({
      reservation: flight.reservation,
      purchasedAtMs: flight.row.createdAt.getTime(),
      failedAttempts: await countFailedExchanges(db, flight.row.id),
      nowMs: now.getTime(),
    }),
  );
}

/** POST flights/exchange/eligibility. */
export async function exchangeEligibility(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  code: string,
): Promise<FlightExchangeEligibilityAnswer> {
  const flight = await loadFlight(deps.db, line, session.userId, code, false);
  const now = deps.clock.now();
  const entry = await entryOf(deps.db, flight, now);
  const penalty = changePenaltyOf(flight.reservation);
  return {
    step: entry.step,
    reason: entry.reason,
    message: exchangeMessage(entry, validatingAirline(flight.reservation).name),
    slices: exchangeSlices(flight.reservation, now.getTime()),
    penaltyPerTicket: toFiat(penalty.kind === 'WithFee' ? penalty.amountMinor : 0),
    ticketedPassengers: ticketedPassengers(flight.reservation),
  };
}

const NOT_ROUTE = {
  NothingChanged: 'Choose at least one flight to change, remove or add.',
  FlownSliceChanged: 'A flight that has already left cannot be changed or removed.',
  EverySliceRemoved: 'Removing every flight is a cancellation. Cancel the trip instead.',
} as const;

/** The picks in booked-slice order; 400 when they do not name each booked slice exactly once. */
function picksOf(request: FlightExchangeShopRequest, slices: readonly BookedFlightSlice[]) {
  const picks: SlicePick[] = [];
  const dates: (string | undefined)[] = [];
  for (const [index] of slices.entries()) {
    const matches = request.slices.filter((s) => s.index === index);
    if (matches.length !== 1) {
      throw new ApiError(400, 40000, `Say once whether to keep, change or remove flight ${index + 1}.`);
    }
    picks.push(matches[0]!.action);
    dates.push(matches[0]!.date);
  }
  if (request.slices.length !== slices.length) {
    throw new ApiError(400, 40000, `This trip has ${slices.length} flights.`);
  }
  return { picks, dates };
}

/** POST flights/exchange/shop. */
export async function shopExchange(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  request: FlightExchangeShopRequest,
): Promise<FlightExchangeShopAnswer> {
  const flight = await loadFlight(deps.db, line, session.userId, request.reservationId, false);
  const now = deps.clock.now();
  const entry = await entryOf(deps.db, flight, now);
  if (entry.step !== 'SliceSelection') {
    const airline = validatingAirline(flight.reservation).name;
    throw new ApiError(409, FlightExchangeConflictCode.NotExchangeable, exchangeMessage(entry, airline)!, {
      step: entry.step,
    });
  }
  const slices = flight.reservation.itinerary.slices;
  const { picks, dates } = picksOf(request, slices);
  const today = todayOf(deps.clock);
  for (const date of [...dates, request.added?.date]) {
    if (date !== undefined && date < today) throw new ApiError(400, 40000, 'Choose a date from today on.');
  }
  const plan = sliceActions({
    sliceDeparturesMs: slices.map((s) => Date.parse(s.segments[0]!.zonedScheduledDeparture)),
    picks,
    addedSlices: request.added ? 1 : 0,
    nowMs: now.getTime(),
  });
  if (!plan.ok) throw new ApiError(400, 40000, NOT_ROUTE[plan.detail], { reason: plan.reason });

  const values = sliceValuesMinor(flight.faresMinor, slices.length);
  const wanted = [
    ...slices.flatMap((s, i) =>
      picks[i] === 'change' && plan.actions[i] === 'Change'
        ? [
            {
              key: `slice-${i}`,
              sliceIndex: i as number | null,
              action: 'Change' as const,
              origin: s.origin,
              destination: s.destination,
              date: dates[i] ?? s.departureDate,
              cabin: s.cabinClassName,
              shelf: s.fareShelf.rating,
              bookedValueMinor: values[i]!,
            },
          ]
        : [],
    ),
    ...(request.added
      ? [
          {
            key: 'added',
            sliceIndex: null,
            action: 'Add' as const,
            ...request.added,
            cabin: slices[0]!.cabinClassName,
            shelf: slices[0]!.fareShelf.rating,
            bookedValueMinor: 0,
          },
        ]
      : []),
  ];
  const changes: StoredExchangePlan['changes'] = [];
  const airlines = new Set(slices.flatMap((s) => s.segments.map((seg) => seg.marketingAirline.code)));
  for (const { cabin, shelf, ...want } of wanted) {
    const options = await shopReplacements(deps.providers.flightSupply, {
      ...want,
      cabin,
      shelf,
      passengers: flight.passengers,
      airlines,
      now,
    });
    changes.push({ ...want, options });
  }
  const stored: StoredExchangePlan = {
    picks,
    actions: plan.actions,
    changes,
    removedValueMinor: picks.reduce((sum, p, i) => sum + (p === 'remove' ? values[i]! : 0), 0),
    penalty: changePenaltyOf(flight.reservation),
    ticketedPassengers: ticketedPassengers(flight.reservation),
    refundability: tripRefundability(flight.reservation),
  };
  const expiresAt = new Date(now.getTime() + EXCHANGE_SHOP_TTL_MS);
  const row = await insertExchange(deps.db, {
    bookingId: flight.row.id,
    userId: session.userId,
    plan: stored as unknown as Record<string, unknown>,
    createdAt: now,
    expiresAt,
  });
  return {
    shopToken: row.id,
    expiresAt: expiresAt.toISOString(),
    actions: plan.actions,
    changes: changes.map(({ sliceIndex: _s, bookedValueMinor, options, ...c }) => ({
      ...c,
      bookedValue: toFiat(bookedValueMinor),
      options: options.map((o) => ({
        optionId: o.optionId,
        slice: o.slice,
        newFare: toFiat(o.newFareMinor),
        fareDifference: toFiat(o.newFareMinor - bookedValueMinor),
      })),
    })),
    removedValue: toFiat(stored.removedValueMinor),
    penaltyPerTicket: toFiat(stored.penalty.kind === 'WithFee' ? stored.penalty.amountMinor : 0),
    ticketedPassengers: stored.ticketedPassengers,
    refundability: stored.refundability,
  };
}
