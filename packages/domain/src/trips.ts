/** Trips of vacation rentals: which list tab a trip sits in, and whether and how it can be cancelled. */
import { refundFor, splitRefund } from './cancellation.ts';
import type { CancellationTerms, PaidPart, PaymentKind } from './cancellation.ts';
import { compare } from './iso-date.ts';
import { canTransition, RESERVATION, tripTimeState } from './lifecycles.ts';
import type { ReservationStatus, TripTimeState } from './lifecycles.ts';
import { mulDivHalfUp } from './money.ts';

export type TripsTab = 'Upcoming' | 'Past' | 'WithOffers';

/** Spec §2 tabs of one trip. A stay in progress is still upcoming; a cancelled one is past. */
export function tripTabs(timeState: TripTimeState, paidWithOffer: boolean): TripsTab[] {
  const tabs: TripsTab[] = [];
  if (timeState === 'Future' || timeState === 'Present') tabs.push('Upcoming');
  if (timeState === 'Past' || timeState === 'Canceled') tabs.push('Past');
  // A failed booking charged nothing and is shown nowhere, even if an offer was planned for it.
  if (paidWithOffer && timeState !== 'Invalid') tabs.push('WithOffers');
  return tabs;
}

/** Whether a trip is listed under `tab`; no tab means every trip worth showing. */
export function isInTab(
  timeState: TripTimeState,
  paidWithOffer: boolean,
  tab: TripsTab | undefined,
): boolean {
  if (timeState === 'Invalid') return false;
  return tab === undefined || tripTabs(timeState, paidWithOffer).includes(tab);
}

export type CancelRefusal = 'ContactSupport' | 'AlreadyCancelled' | 'PastStay' | 'Pending';

export type CancelQuoteDecision =
  | { ok: false; reason: CancelRefusal }
  | { ok: true; kind: 'Full' | 'Partial' | 'None'; percent: number; refundMinor: number };

/**
 * Whether the guest can cancel online today, and the refund due by the booked terms. A stay can be cancelled up
 * to its check-in day (the policy decides what that day refunds); once a night has passed only support can help.
 */
export function decideCancellation(input: {
  status: ReservationStatus;
  from: string;
  until: string;
  today: string;
  terms: CancellationTerms;
  paidMinor: number;
}): CancelQuoteDecision {
  const { status, today } = input;
  if (status === 'Cancelled' || status === 'CancelledWithErrors')
    return { ok: false, reason: 'AlreadyCancelled' };
  // Received: the booking is still being processed, nothing can be undone yet.
  if (status === 'Received') return { ok: false, reason: 'Pending' };
  if (!canTransition(RESERVATION, status, 'Cancelled')) return { ok: false, reason: 'ContactSupport' };
  const time = tripTimeState({ from: input.from, until: input.until, today, status });
  if (time === 'Invalid') return { ok: false, reason: 'ContactSupport' };
  if (time === 'Past' || compare(today, input.from) > 0) return { ok: false, reason: 'PastStay' };
  const refund = refundFor({
    terms: input.terms,
    paidMinor: input.paidMinor,
    cancelDate: today,
    checkInDate: input.from,
  });
  if (refund.kind === 'ContactSupport') return { ok: false, reason: 'ContactSupport' };
  return { ok: true, ...refund };
}

export type BookedPayment = {
  id: string;
  kind: PaymentKind;
  amountMinor: number;
  /** Rewards redeemed, in the account's minor unit (Rewards payments only). */
  rewardsMinor?: number | null;
};

export type RefundAction =
  /** The whole offer is given back: it becomes Available again. */
  | { kind: 'RestoreOffer'; paymentId: string; amountMinor: number }
  /** The offer's share of a partial refund (or of an offer that has expired since) becomes travel credit. */
  | { kind: 'OfferAsCredit'; paymentId: string; amountMinor: number }
  | { kind: 'Card'; paymentId: string; amountMinor: number }
  | { kind: 'Rewards'; paymentId: string; amountMinor: number; rewardsMinor: number }
  | { kind: 'Credit'; paymentId: string; amountMinor: number };

/**
 * Where each cent of a refund goes: back to the payment it came from, in proportion to what each paid
 * (splitRefund). Rewards go back to their account in the same proportion of the rewards redeemed (all of them on
 * a full refund). A single-use offer cannot be given back in part: a full refund restores it (if it has not
 * expired meanwhile), a partial refund turns its share into travel credit.
 */
export function planRefund(input: {
  refundMinor: number;
  payments: readonly BookedPayment[];
  offerStillValid: boolean;
}): RefundAction[] {
  const { refundMinor, payments } = input;
  const paid = payments.reduce((sum, p) => sum + Math.max(0, p.amountMinor), 0);
  const full = refundMinor === paid;
  const shares = splitRefund(
    refundMinor,
    payments.map((p): PaidPart => ({ kind: p.kind, amountMinor: p.amountMinor })),
  );
  const actions: RefundAction[] = [];
  payments.forEach((payment, index) => {
    const amountMinor = shares[index]?.amountMinor ?? 0;
    if (amountMinor <= 0) return;
    const paymentId = payment.id;
    switch (payment.kind) {
      case 'Offer':
        actions.push({
          kind: full && input.offerStillValid ? 'RestoreOffer' : 'OfferAsCredit',
          paymentId,
          amountMinor,
        });
        return;
      case 'Card':
        actions.push({ kind: 'Card', paymentId, amountMinor });
        return;
      case 'Credit':
        actions.push({ kind: 'Credit', paymentId, amountMinor });
        return;
      case 'Rewards': {
        const redeemed = payment.rewardsMinor ?? 0;
        const rewardsMinor =
          amountMinor === payment.amountMinor
            ? redeemed
            : mulDivHalfUp(redeemed, amountMinor, payment.amountMinor);
        actions.push({ kind: 'Rewards', paymentId, amountMinor, rewardsMinor });
        return;
      }
    }
  });
  return actions;
}

export type TripOrderFacts = { id: string; from: string; until: string; timeState: TripTimeState };

/** 0: under way, 1: ahead (a cancelled stay whose dates are ahead too), 2: behind. */
function tripRank(trip: TripOrderFacts, today: string): 0 | 1 | 2 {
  if (trip.timeState === 'Present') return 0;
  if (trip.timeState === 'Future') return 1;
  return trip.timeState === 'Canceled' && compare(trip.from, today) >= 0 ? 1 : 2;
}

/**
 * The order of My trips in every tab: a stay in progress first, then the stays ahead by check-in (soonest first),
 * then the stays behind (latest first). A cancelled stay sits by its dates, not by when it was booked or
 * cancelled; the id breaks ties so pages never shuffle.
 */
export function compareTrips(a: TripOrderFacts, b: TripOrderFacts, today: string): number {
  const rank = tripRank(a, today) - tripRank(b, today);
  if (rank !== 0) return rank;
  const ahead = tripRank(a, today) < 2;
  const byDates = compare(a.from, b.from) || compare(a.until, b.until);
  if (byDates !== 0) return ahead ? byDates : -byDates;
  return compare(a.id, b.id);
}
