// The booking's side of a confirmed exchange, inside confirm's transaction: seats move between fare buckets,
// the itinerary is replaced (ticket Modified), the amount due is a payment of the booking, a residual value an
// airline travel credit, and the traveler gets an email. Nothing here talks to an outside party.
import type { Tx } from '@portal/db/client';
import { FlightExchangeConflictCode } from '@portal/contracts/flight-exchange';
import type { ExchangePrice } from '@portal/domain/flights/exchange';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { formatUsd } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import { queueEmail } from '../../modules/outbox/outbox.service.ts';
import { ApiError } from '../../plugins/errors.ts';
import { seedSeatBucket, takeSeats } from './flight-bookings.repository.ts';
import { validatingAirline } from './flight-cancel.ts';
import type { StoredOption } from './flight-exchange-supply.ts';
import { bucketOfSlice, exchangedItinerary, flightExchangeEmail } from './flight-exchange-itinerary.ts';
import {
  addBookingSeats,
  addToBookingTotal,
  insertCardPayment,
  listBookingSeats,
  replaceItinerary,
  returnBucketSeats,
  settleExchange,
} from './flight-exchange.repository.ts';
import type { LoadedFlight, StoredExchangePlan } from './flight-exchange.service.ts';
import { insertCredit } from './flight-trips.repository.ts';

export async function applyExchange(
  tx: Tx,
  jobs: AppDeps['jobs'],
  input: {
    current: LoadedFlight;
    stored: StoredExchangePlan;
    /** The chosen option of each change, by its key. */
    chosen: ReadonlyMap<string, StoredOption>;
    options: readonly StoredOption[];
    price: ExchangePrice;
    charge: { paymentMethodId: string; chargeId: string } | null;
    shopId: string;
    now: Date;
  },
): Promise<void> {
  const { current, stored, chosen, options, price, charge, shopId, now } = input;
  const seats = current.passengers.filter((p) => p.type !== 'INF').length;
  const booked = current.reservation.itinerary.slices;
  const held = (await listBookingSeats(tx, current.row.id)).map((s) => s.bucketKey);
  // Changed and removed slices give their seats back; then the new ones are taken in key order (no deadlock).
  for (const [i, pick] of stored.picks.entries()) {
    if (pick === 'keep') continue;
    const key = bucketOfSlice(held, booked[i]!);
    if (key) await returnBucketSeats(tx, current.row.id, key);
  }
  for (const o of [...options].sort((a, b) => (a.bucketKey < b.bucketKey ? -1 : 1))) {
    if (seats === 0) break;
    await seedSeatBucket(tx, o.bucketKey, o.seatsLeft);
    if (!(await takeSeats(tx, o.bucketKey, seats))) {
      throw new ApiError(
        409,
        FlightExchangeConflictCode.SeatsGone,
        'The last seats of a flight you chose were just sold. Please choose another flight.',
      );
    }
    await addBookingSeats(tx, current.row.id, o.bucketKey, seats);
  }
  const bySlice = new Map<number, StoredOption>();
  for (const c of stored.changes) if (c.sliceIndex !== null) bySlice.set(c.sliceIndex, chosen.get(c.key)!);
  const next = exchangedItinerary({
    booked: current.reservation.itinerary,
    fareIds: current.fareIds,
    picks: stored.picks,
    chosen: bySlice,
    added: chosen.get('added') ?? null,
  });
  await replaceItinerary(tx, current.row.id, {
    ...next,
    itinerary: next.itinerary as unknown as Record<string, unknown>,
  });
  if (charge) {
    await insertCardPayment(tx, {
      bookingId: current.row.id,
      amountMinor: price.dueMinor,
      paymentMethodId: charge.paymentMethodId,
      providerReference: charge.chargeId,
      createdAt: now,
    });
    await addToBookingTotal(tx, current.row.id, price.dueMinor);
  }
  // The leftover of a cheaper exchange stays with the validating airline as a travel credit (a no-credit
  // fare forfeits it: exchangePrice says which).
  if (price.residualCreditMinor > 0) {
    await insertCredit(tx, {
      userId: current.row.userId,
      bookingId: current.row.id,
      exchangeId: shopId,
      airlineCode: validatingAirline(current.reservation).code,
      amountMinor: price.residualCreditMinor,
      currency: 'USD',
      issuedAt: now,
      expiresAt: new Date(defaultFtcExpiry(current.row.createdAt.getTime())),
    });
  }
  await settleExchange(tx, shopId, {
    status: 'Confirmed',
    dueMinor: price.dueMinor,
    residualMinor: price.residualCreditMinor,
    settledAt: now,
    plan: { ...stored, price } as unknown as Record<string, unknown>,
  });
  await queueEmail(tx, jobs, {
    toAddress: current.row.email,
    ...flightExchangeEmail({
      code: current.row.confirmationCode,
      itinerary: next.itinerary,
      dueText: price.dueMinor > 0 ? formatUsd(price.dueMinor) : null,
      residualText: price.residualCreditMinor > 0 ? formatUsd(price.residualCreditMinor) : null,
    }),
  });
}
