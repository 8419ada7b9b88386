// What cancelling a flight decides and does, shared by the direct cancel (flight-cancel.service.ts) and the sweep
// that finishes a cancellation the airline took as "cancel requested" (flight-cancel-sweep.ts), so both refund
// and issue the credit exactly alike.
import type { DbOrTx, Tx } from '@portal/db/client';
import type { CancelDecision } from '@portal/domain/flights/cancel-outcome';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { airlineCreditBack } from '@portal/domain/flights/travel-credit-refund';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import { planRefund, type RefundAction } from '@portal/domain/trips';
import type { AppDeps } from '../../deps.ts';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import type { ProductLine } from '../../checkout/product-line.ts';
import {
  bookedPaymentOf,
  listPayments,
  settleCancellation,
  type CardRefunds,
  type TripPaymentRow,
} from '../../modules/trips/refunds.service.ts';
import { setTicket } from './flight-bookings.repository.ts';
import { flightCancelDecision, validatingAirline, type FlightCancelFacts } from './flight-cancel.ts';
import { flightReservationOf } from './flight-reservation.ts';
import { insertCredit } from './flight-trips.repository.ts';

export type Planned = {
  row: BookingRow;
  facts: FlightCancelFacts;
  decision: CancelDecision;
  payments: TripPaymentRow[];
  actions: RefundAction[];
};

/**
 * The decision for the booking at `at` and, when it refunds money, which payments get how much back. The sweep
 * passes the time the traveler asked, so a cancel the airline finished later gives what the quote showed.
 */
export async function planFor(
  db: DbOrTx,
  row: BookingRow,
  at: Date,
  cancellationPending: boolean,
): Promise<Planned> {
  const reservation = await flightReservationOf(db, row.id);
  const payments = await listPayments(db, [row.id]);
  const facts: FlightCancelFacts = {
    reservation,
    paidMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
    purchasedAtMs: row.createdAt.getTime(),
    nowMs: at.getTime(),
    cancellationPending,
  };
  const decided = flightCancelDecision(facts);
  const refundMinor = decided.fallback === null ? decided.money.refundMinor : 0;
  const offer = payments.find((p) => p.kind === 'TravelWalletOffer');
  const planned =
    refundMinor > 0
      ? planRefund({
          refundMinor,
          payments: payments.map(bookedPaymentOf),
          offerStillValid: !offer?.offerExpiresAt || offer.offerExpiresAt.getTime() > at.getTime(),
        })
      : [];
  // What an airline travel credit paid comes back as airline credit, never as money (travel-credit-refund.ts).
  const back = airlineCreditBack(
    decided.money,
    planned,
    payments.filter((p) => p.kind === 'AirlineTravelCredit').map((p) => p.id),
  );
  const decision = { ...decided, money: back.money };
  return { row, facts, decision, payments, actions: back.actions };
}

export function refundKindOf(p: Planned) {
  const { refundMinor } = p.decision.money;
  return refundMinor === 0 ? 'None' : refundMinor >= p.facts.paidMinor ? 'Full' : 'Partial';
}

/**
 * In the cancelling transaction, once the airline has cancelled: the engine's settleCancellation (seats back through
 * the line's release, each refund, the booking cancelled, the email) with the flights line's own records, the
 * airline credit and the cancelled ticket. Answers what was refunded.
 */
export async function settleFlightCancel(
  deps: Pick<AppDeps, 'clock' | 'jobs'>,
  tx: Tx,
  line: ProductLine,
  planned: Planned,
  cardRefunds: CardRefunds,
  now: Date,
): Promise<number> {
  const { row, decision, facts } = planned;
  assertTransition(RESERVATION, row.status, 'Cancelled');
  const { refunded } = await settleCancellation(deps, tx, line, {
    booking: row,
    actions: planned.actions,
    payments: planned.payments,
    cardRefunds,
    refundText: `Refund for cancelled flight ${row.confirmationCode}`,
    now,
    lineRecords: async (records) => {
      if (decision.money.creditMinor > 0) {
        await insertCredit(records, {
          userId: row.userId,
          bookingId: row.id,
          airlineCode: validatingAirline(facts.reservation).code,
          amountMinor: decision.money.creditMinor,
          currency: decision.money.currency,
          issuedAt: now,
          expiresAt: new Date(defaultFtcExpiry(facts.purchasedAtMs)),
        });
      }
      await setTicket(records, row.id, 'Canceled', facts.reservation.recordLocator ?? null);
    },
  });
  return refunded.reduce((sum, action) => sum + action.amountMinor, 0);
}
