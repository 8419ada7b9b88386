/**
 * POST flights/exchange/confirm (issue 14 "Exchange"): the traveler's choice among the shop's flights, priced
 * again here with exchangePrice from what shop stored. The amount due is authorized on the booking's card first (a
 * decline asks nothing of the airline); then the airline is asked to reissue the ticket (keyed by the shop, so a
 * retry asks once), and a refusal voids the hold and counts as a failed attempt (afterChangeFailed). The hold is
 * captured after the transaction commits (voided when it does not); seats, the itinerary, the payment and the
 * email commit in one transaction. A confirmed shop answers its retry with the same trip.
 */
import type {
  FlightExchangeConfirmAnswer,
  FlightExchangeConfirmRequest,
  FlightExchangePrice,
} from '@portal/contracts/flight-exchange';
import { FlightExchangeConflictCode } from '@portal/contracts/flight-exchange';
import type { DbOrTx } from '@portal/db/client';
import { afterChangeFailed, exchangePrice, type ExchangePrice } from '@portal/domain/flights/exchange';
import { toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import type { TicketedPassenger } from '../../providers/flight-supply/flight-supply.ts';
import { findFlightBookings } from './flight-bookings.repository.ts';
import { applyExchange } from './flight-exchange-apply.ts';
import type { StoredOption } from './flight-exchange-supply.ts';
import {
  countFailedExchanges,
  findBookingCard,
  findExchange,
  settleExchange,
  type FlightExchangeRow,
} from './flight-exchange.repository.ts';
import { entryOf, loadFlight, type StoredExchangePlan } from './flight-exchange.service.ts';
import { loadFlightTrips } from './flight-trips.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'providers'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Settled = StoredExchangePlan & { price?: ExchangePrice };

const priceAnswer = (p: ExchangePrice): FlightExchangePrice => ({
  fareDifference: toFiat(p.fareDifferenceMinor),
  penalty: toFiat(p.penaltyMinor),
  due: toFiat(p.dueMinor),
  residualCredit: toFiat(p.residualCreditMinor),
  forfeited: toFiat(p.forfeitedMinor),
});

/** The user's shop; another user's, or an unknown token, is answered alike. */
async function shopOf(db: DbOrTx, userId: string, token: string, lock: boolean) {
  const row = UUID.test(token) ? await findExchange(db, token, lock) : undefined;
  if (!row || row.userId !== userId) throw notFound('Exchange');
  return row;
}

/** The chosen option of each change; 400 unless every change names exactly one of its shop's flights. */
function chosenOf(plan: StoredExchangePlan, request: FlightExchangeConfirmRequest) {
  const chosen = new Map<string, StoredOption>();
  for (const change of plan.changes) {
    const picks = request.choices.filter((c) => c.key === change.key);
    const option = change.options.find((o) => o.optionId === picks[0]?.optionId);
    if (picks.length !== 1 || !option) {
      throw new ApiError(
        400,
        40000,
        `Choose one of the listed flights for ${change.origin} to ${change.destination}.`,
      );
    }
    chosen.set(change.key, option);
  }
  if (request.choices.length !== plan.changes.length) {
    throw new ApiError(400, 40000, 'Choose exactly one flight for each change.');
  }
  return chosen;
}

async function answerOf(db: DbOrTx, bookingId: string, price: ExchangePrice, now: Date) {
  const [trip] = await loadFlightTrips(db, [bookingId], now);
  if (!trip) throw new Error(`Exchanged flight ${bookingId} could not be read back`);
  return { step: 'ChangeRequested' as const, price: priceAnswer(price), trip };
}

/** 409 unless the shop can still be confirmed (retries of a confirmed one are answered by the caller). */
async function assertOpen(
  deps: Deps,
  db: DbOrTx,
  shop: FlightExchangeRow,
  line: ProductLine,
  userId: string,
) {
  if (shop.status === 'Failed') {
    throw new ApiError(
      409,
      FlightExchangeConflictCode.ChangeFailed,
      'This change request failed. Please start again.',
    );
  }
  const now = deps.clock.now();
  if (shop.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(
      409,
      FlightExchangeConflictCode.ShopExpired,
      'These flights and prices have expired. Please search again.',
    );
  }
  const [booked] = await findFlightBookings(db, [shop.bookingId]);
  if (!booked) throw notFound('Trip');
  const flight = await loadFlight(db, line, userId, booked.confirmationCode, db !== deps.db);
  const entry = await entryOf(db, flight, now);
  if (entry.step !== 'SliceSelection') {
    throw new ApiError(
      409,
      FlightExchangeConflictCode.NotExchangeable,
      'This flight can no longer be changed online.',
      {
        step: entry.step,
      },
    );
  }
  return { flight, now };
}

export async function confirmFlightExchange(
  deps: Deps,
  line: ProductLine,
  session: AuthSession,
  request: FlightExchangeConfirmRequest,
): Promise<FlightExchangeConfirmAnswer> {
  const shop = await shopOf(deps.db, session.userId, request.shopToken, false);
  const stored = shop.plan as unknown as Settled;
  if (shop.status === 'Confirmed' && stored.price) {
    return answerOf(deps.db, shop.bookingId, stored.price, deps.clock.now());
  }
  const { flight, now } = await assertOpen(deps, deps.db, shop, line, session.userId);
  const chosen = chosenOf(stored, request);
  const options = [...chosen.values()];
  const price = exchangePrice({
    unflownValueMinor: stored.removedValueMinor + stored.changes.reduce((s, c) => s + c.bookedValueMinor, 0),
    newFareMinor: options.reduce((s, o) => s + o.newFareMinor, 0),
    changePenalty: stored.penalty,
    ticketedPassengers: stored.ticketedPassengers,
    refundability: stored.refundability,
  });

  // The amount due is held on the card before the airline is asked: a declined card must not leave a reissued
  // ticket behind that nobody paid for.
  const chargeKey = `exchange:${shop.id}:charge`;
  let charge: { paymentMethodId: string; chargeId: string } | null = null;
  if (price.dueMinor > 0) {
    const card = await findBookingCard(deps.db, shop.bookingId);
    if (!card) {
      throw new ApiError(
        409,
        FlightExchangeConflictCode.PaymentFailed,
        'This trip was not paid by card. Please contact Customer Support to change it.',
      );
    }
    const auth = await deps.providers.payments.authorize({
      token: card.token,
      last4: card.last4,
      amountMinor: price.dueMinor,
      currency: 'USD',
      idempotencyKey: chargeKey,
    });
    if (auth.outcome !== 'Authorized') {
      throw new ApiError(409, FlightExchangeConflictCode.PaymentFailed, auth.message);
    }
    charge = { paymentMethodId: card.id, chargeId: auth.chargeId };
  }

  // The airline reissues the ticket for the new flights; keyed by the shop, a retried confirm asks once.
  const supply = deps.providers.flightSupply;
  const ticket = await (async () => {
    if (!supply.book) return { kind: 'Rejected', reason: 'NotSupported' } as const;
    try {
      return await supply.book({
        fareIds: options.map((o) => o.fareId),
        passengers: flight.passengers as TicketedPassenger[],
        contact: flight.contact,
        idempotencyKey: `exchange:${shop.id}`,
        requestedAt: shop.createdAt,
        now,
      });
    } catch (error) {
      if (charge) await deps.providers.payments.void(chargeKey);
      throw error;
    }
  })();
  if (ticket.kind !== 'Ticketed') {
    if (charge) await deps.providers.payments.void(chargeKey);
    const reason = ticket.kind === 'Rejected' ? ticket.reason : ticket.kind;
    await settleExchange(deps.db, shop.id, { status: 'Failed', failureReason: reason, settledAt: now });
    const next = afterChangeFailed(await countFailedExchanges(deps.db, shop.bookingId));
    throw new ApiError(
      409,
      FlightExchangeConflictCode.ChangeFailed,
      next === 'TooManyAttemptsSupport'
        ? 'The airline refused this change. Please contact Customer Support to change this trip.'
        : 'The airline refused this change. Please try other flights.',
      { step: 'ChangeFailed', next },
    );
  }

  let answer: FlightExchangeConfirmAnswer;
  try {
    answer = await deps.db.transaction(async (tx) => {
      const locked = await shopOf(tx, session.userId, shop.id, true);
      const again = locked.plan as unknown as Settled;
      if (locked.status === 'Confirmed' && again.price)
        return answerOf(tx, locked.bookingId, again.price, now);
      const { flight: current } = await assertOpen(deps, tx, locked, line, session.userId);
      await applyExchange(tx, deps.jobs, {
        current,
        stored,
        chosen,
        options,
        price,
        charge,
        shopId: shop.id,
        now,
      });
      return answerOf(tx, current.row.id, price, now);
    });
  } catch (error) {
    if (charge) await deps.providers.payments.void(chargeKey);
    throw error;
  }
  if (charge) await deps.providers.payments.capture(chargeKey);
  return answer;
}
