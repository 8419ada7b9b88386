/** A reservation, its payments and refunds as the api.md HomeTrip. */
import type { Rewards } from '@portal/contracts/common';
import type { FeeKind } from '@portal/contracts/listings';
import type { BookedPrice, HomeTrip, TripPayment, TripRefund } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import type { CancellationTerms } from '@portal/domain/cancellation';
import { tripTimeState } from '@portal/domain/lifecycles';
import { majorToMinor, mulDivHalfUp, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { BookedPayment } from '@portal/domain/trips';
import type { ReservationRow } from '../../checkout/reservations.repository.ts';
import { toReservation } from '../../products/homes/reservation-mapping.ts';
import type { TripPaymentRow, TripRefundRow } from './trips.repository.ts';

const DOMAIN_KIND = {
  UserCard: 'Card',
  Rewards: 'Rewards',
  TravelWalletOffer: 'Offer',
  TravelWalletCredit: 'Credit',
} as const;

export function bookedPaymentOf(row: TripPaymentRow): BookedPayment {
  return {
    id: row.id,
    kind: DOMAIN_KIND[row.kind],
    amountMinor: row.amountMinor,
    rewardsMinor: row.rewardsAmount,
  };
}

export function termsOf(row: ReservationRow): CancellationTerms {
  const stored = row.cancellationPolicy as Partial<CancellationTerms>;
  return {
    policy: stored.policy ?? 'Unknown',
    fullRefundDaysBefore: stored.fullRefundDaysBefore ?? null,
    partialRefundPercent: stored.partialRefundPercent ?? null,
    partialRefundDaysBefore: stored.partialRefundDaysBefore ?? null,
  };
}

export function rewardsOf(minor: number, currency: string, description: string | null): Rewards {
  return {
    value: rewardsMinorToValue(minor, currency),
    currency,
    ...(description ? { currencyDescription: description } : {}),
  };
}

function toPayment(row: TripPaymentRow): TripPayment {
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

function toRefund(row: TripRefundRow): TripRefund {
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

type StoredLine = { description?: string; amount?: { value?: number } };
type StoredGroup = { kind?: string; total?: { value?: number } };
type StoredPrice = {
  nights?: number;
  rate?: {
    detailedPrice?: {
      fees?: { kind: FeeKind; amount: { value: number } }[];
      discounts?: StoredLine[];
      agentFee?: { value?: number };
      groupedItems?: StoredGroup[];
    };
  };
};

const minorOf = (value: number | undefined) => majorToMinor(value ?? 0);

/** The price as booked, read from the quote stored with the reservation (purchase/quote-pricing.ts). */
export function bookedPriceOf(row: ReservationRow): BookedPrice {
  const price = row.price as StoredPrice;
  const detailed = price.rate?.detailedPrice ?? {};
  const group = (kind: string) => minorOf(detailed.groupedItems?.find((g) => g.kind === kind)?.total?.value);
  const nights = price.nights ?? 1;
  const rentMinor = group('Rent');
  return {
    nightly: toFiat(nights > 0 ? mulDivHalfUp(rentMinor, 1, nights) : rentMinor),
    nights,
    rent: toFiat(rentMinor),
    discounts: (detailed.discounts ?? []).map((d) => ({
      description: d.description ?? '',
      amount: toFiat(minorOf(d.amount?.value)),
    })),
    fees: (detailed.fees ?? []).map((f) => ({ kind: f.kind, amount: toFiat(minorOf(f.amount.value)) })),
    feesTotal: toFiat(group('Fees')),
    taxes: toFiat(group('Taxes')),
    agentFee: toFiat(minorOf(detailed.agentFee?.value)),
    total: toFiat(row.totalMinor),
  };
}

export async function toHomeTrip(
  db: DbOrTx,
  row: ReservationRow,
  payments: readonly TripPaymentRow[],
  refunds: readonly TripRefundRow[],
  today: string,
): Promise<HomeTrip> {
  const reservation = await toReservation(db, row);
  const timeState = tripTimeState({ from: row.fromDate, until: row.untilDate, today, status: row.status });
  const mine = refunds.filter((r) => r.reservationId === row.id);
  return {
    ...reservation,
    tripKind: 'Home',
    timeState,
    confirmationCode: row.confirmationCode,
    bookedAt: row.createdAt.toISOString(),
    payments: payments.filter((p) => p.reservationId === row.id).map(toPayment),
    price: bookedPriceOf(row),
    refunds: mine.map(toRefund),
    refundTotal: toFiat(mine.reduce((sum, r) => sum + r.amountMinor, 0)),
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
  };
}
