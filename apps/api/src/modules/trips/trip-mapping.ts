/** A booking's payments and refunds as every line's trip shows them (api.md TripPayment, TripRefund). */
import type { Rewards } from '@portal/contracts/common';
import type { Fiat } from '@portal/contracts/common';
import type { TripPayment, TripRefund } from '@portal/contracts/trips';
import { rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { BookedPayment } from '@portal/domain/trips';
import type { TripPaymentRow, TripRefundRow } from './trips.repository.ts';

const DOMAIN_KIND = {
  UserCard: 'Card',
  Rewards: 'Rewards',
  TravelWalletOffer: 'Offer',
  TravelWalletCredit: 'Credit',
  // Flights only; their cancel takes it out before planning the refund (flight-cancel.service.ts).
  AirlineTravelCredit: 'Credit',
} as const;

export function bookedPaymentOf(row: TripPaymentRow): BookedPayment {
  return {
    id: row.id,
    kind: DOMAIN_KIND[row.kind],
    amountMinor: row.amountMinor,
    rewardsMinor: row.rewardsAmount,
  };
}

export function rewardsOf(minor: number, currency: string, description: string | null): Rewards {
  return {
    value: rewardsMinorToValue(minor, currency),
    currency,
    ...(description ? { currencyDescription: description } : {}),
  };
}

export function toPayment(row: TripPaymentRow): TripPayment {
  const payment: TripPayment = { kind: row.kind, amount: toFiat(row.amountMinor) };
  if (row.kind === 'Rewards' && row.rewardsAmount !== null && row.rewardsCurrency) {
    payment.rewards = rewardsOf(row.rewardsAmount, row.rewardsCurrency, row.rewardsCurrencyDescription);
  }
  const accountName = row.kind === 'UserCard' ? row.cardAccountName : row.rewardsAccountName;
  if (accountName) payment.accountName = accountName;
  if (row.cardLastFour) payment.cardLastFour = row.cardLastFour;
  if (row.offerTitle) payment.offerDescription = row.offerTitle;
  return payment;
}

export function toRefund(row: TripRefundRow): TripRefund {
  const refund: TripRefund = {
    kind: row.kind,
    amount: toFiat(row.amountMinor),
    at: row.createdAt.toISOString(),
  };
  if (row.rewardsAmount !== null && row.rewardsCurrency) {
    refund.rewards = rewardsOf(row.rewardsAmount, row.rewardsCurrency, row.rewardsCurrencyDescription);
  }
  return refund;
}

/** One booking's payments, refunds and refund total, from rows loaded for a page of bookings. */
export function paymentsOfBooking(
  bookingId: string,
  payments: readonly TripPaymentRow[],
  refunds: readonly TripRefundRow[],
): { payments: TripPayment[]; refunds: TripRefund[]; refundTotal: Fiat } {
  const mine = refunds.filter((r) => r.bookingId === bookingId);
  return {
    payments: payments.filter((p) => p.bookingId === bookingId).map(toPayment),
    refunds: mine.map(toRefund),
    refundTotal: toFiat(mine.reduce((sum, r) => sum + r.amountMinor, 0)),
  };
}
