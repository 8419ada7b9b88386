/** A homes booking, its payments and refunds as the api.md HomeTrip. */
import type { FeeKind } from '@portal/contracts/listings';
import type { BookedPrice, HomeTrip } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import type { CancellationTerms } from '@portal/domain/cancellation';
import { tripTimeState } from '@portal/domain/lifecycles';
import { majorToMinor, mulDivHalfUp, toFiat } from '@portal/domain/money';
import type { TripPayments } from '../../modules/trips/trips.service.ts';
import { toReservation } from './reservation-mapping.ts';
import type { StayBookingRow, StayDetailsRow } from './stay-bookings.repository.ts';

/** The terms a stay was booked on; a stay stored before terms were kept is Unknown (contact support). */
export function termsOf(row: Pick<StayDetailsRow, 'cancellationPolicy'>): CancellationTerms {
  const stored: Partial<CancellationTerms> = row.cancellationPolicy;
  return {
    policy: stored.policy ?? 'Unknown',
    fullRefundDaysBefore: stored.fullRefundDaysBefore ?? null,
    partialRefundPercent: stored.partialRefundPercent ?? null,
    partialRefundDaysBefore: stored.partialRefundDaysBefore ?? null,
  };
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

/** The price as booked, read from the quote stored with the booking (homes-quote.ts). */
export function bookedPriceOf(row: Pick<StayBookingRow, 'price' | 'totalMinor'>): BookedPrice {
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
  row: StayBookingRow,
  payments: TripPayments,
  today: string,
): Promise<HomeTrip> {
  const reservation = await toReservation(db, row);
  const timeState = tripTimeState({ from: row.fromDate, until: row.untilDate, today, status: row.status });
  return {
    ...reservation,
    tripKind: 'Home',
    timeState,
    confirmationCode: row.confirmationCode,
    bookedAt: row.createdAt.toISOString(),
    price: bookedPriceOf(row),
    ...payments,
    ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
  };
}
