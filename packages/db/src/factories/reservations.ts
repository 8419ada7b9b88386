import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { stayHolds } from '../schema/calendar.ts';
import { dateRangeLiteral } from '../schema/columns.ts';
import type { BookingStatus } from '@portal/domain/enums';
import { bookings } from '../schema/bookings.ts';
import { bookingPayments } from '../schema/purchase.ts';
import { stayBookings, type StoredCancellationPolicy } from '../schema/stay-bookings.ts';

/** A homes booking with its stay details, as one row. */
export type ReservationRow = typeof bookings.$inferSelect &
  Omit<typeof stayBookings.$inferSelect, 'bookingId'>;
export type ReservationPaymentRow = typeof bookingPayments.$inferSelect;

export type CancellationTermsJson = StoredCancellationPolicy;

/** The terms the seeded listings use for each policy (packages/db/src/seed/listing-builder.ts). */
export const TERMS: Record<CancellationTermsJson['policy'], CancellationTermsJson> = {
  FullyRefundable: {
    policy: 'FullyRefundable',
    description:
      'Free cancellation until 14 days before check-in. After that, the booking is non-refundable.',
    fullRefundDaysBefore: 14,
    partialRefundPercent: null,
    partialRefundDaysBefore: null,
  },
  PartiallyRefundable: {
    policy: 'PartiallyRefundable',
    description:
      'Full refund if cancelled at least 30 days before check-in; 50% refund if cancelled at least 7 days before check-in.',
    fullRefundDaysBefore: 30,
    partialRefundPercent: 50,
    partialRefundDaysBefore: 7,
  },
  NonRefundable: {
    policy: 'NonRefundable',
    description: 'This booking is non-refundable.',
    fullRefundDaysBefore: null,
    partialRefundPercent: null,
    partialRefundDaysBefore: null,
  },
  Unknown: {
    policy: 'Unknown',
    description: 'Cancellation terms are set by the property manager; contact support for details.',
    fullRefundDaysBefore: null,
    partialRefundPercent: null,
    partialRefundDaysBefore: null,
  },
};

const usd = (minor: number) => ({ value: minor / 100, currencyCode: 'USD', currencySymbol: '$' });

/**
 * The stored quote of a booking (the shape purchase/quote-pricing.ts stores) for a price split into rent, a
 * cleaning fee and taxes; what the trips screens read back as the booked price.
 */
export function bookedQuoteJson(input: {
  nights: number;
  rentMinor: number;
  feesMinor: number;
  taxesMinor: number;
}): Record<string, unknown> {
  const { nights, rentMinor, feesMinor, taxesMinor } = input;
  const total = rentMinor + feesMinor + taxesMinor;
  const line = (description: string, minor: number) => ({ description, amount: usd(minor) });
  return {
    nights,
    rate: {
      detailedPrice: {
        payNowTotal: { fiat: usd(total), rewards: {} },
        sellPrice: { fiat: usd(total), rewards: {} },
        fees: [
          { kind: 'CleaningFee', amount: usd(feesMinor) },
          { kind: 'Tax', amount: usd(taxesMinor) },
        ],
        discounts: [],
        agentFee: usd(0),
        groupedItems: [
          { kind: 'Rent', total: usd(rentMinor), lines: [line(`${nights} nights`, rentMinor)] },
          { kind: 'Discounts', total: usd(0), lines: [] },
          { kind: 'Fees', total: usd(feesMinor), lines: [line('CleaningFee', feesMinor)] },
          { kind: 'Taxes', total: usd(taxesMinor), lines: [line('Tax', taxesMinor)] },
        ],
      },
    },
    tripTotal: { fiat: usd(total), rewards: {} },
  };
}

export type ReservationOverrides = {
  listingId?: string;
  from: string;
  until: string;
  status?: BookingStatus;
  terms?: CancellationTermsJson;
  /** Rent; fees and taxes are added on top (10% and 12% of it). */
  rentMinor?: number;
  createdAt?: Date;
  cancelledAt?: Date | null;
  /** The business it was booked for (bookings.business_id); default none, a personal booking. */
  businessId?: string | null;
  /** Keep the nights on the calendar (default for every status but the cancelled and failed ones). */
  hold?: boolean;
  /** Payments summing to the total; default: one card payment of the whole total with a simulator charge id. */
  payments?: (Omit<typeof bookingPayments.$inferInsert, 'bookingId'> & { amountMinor: number })[];
};

/** Splits a total the way the factory prices a stay: rent, a 10% cleaning fee and 12% taxes. */
export function factoryPrice(rentMinor: number) {
  const feesMinor = Math.round(rentMinor / 10);
  const taxesMinor = Math.round((rentMinor * 12) / 100);
  return { rentMinor, feesMinor, taxesMinor, totalMinor: rentMinor + feesMinor + taxesMinor };
}

/**
 * A homes reservation of `userId` as a booking leaves it: the booking, its stay details, its calendar hold and its
 * payment rows (no ledger
 * rows: add them when a test counts balances). Confirmed, fully refundable, on vr-demo-open unless told otherwise.
 */
export async function createReservation(
  db: DbOrTx,
  userId: string,
  overrides: ReservationOverrides,
): Promise<{ reservation: ReservationRow; payments: ReservationPaymentRow[]; totalMinor: number }> {
  const status = overrides.status ?? 'Confirmed';
  const listingId = overrides.listingId ?? 'vr-demo-open';
  const nights = Math.round(
    (Date.parse(`${overrides.until}T00:00:00Z`) - Date.parse(`${overrides.from}T00:00:00Z`)) / 86_400_000,
  );
  const price = factoryPrice(overrides.rentMinor ?? 50_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      productLine: 'Homes',
      confirmationCode: `H-${randomBytes(6).toString('hex').slice(0, 8).toUpperCase()}`,
      userId,
      status,
      price: bookedQuoteJson({ nights, ...price }),
      totalMinor: price.totalMinor,
      email: 'guest@example.test',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      cancelledAt: overrides.cancelledAt ?? null,
      businessId: overrides.businessId ?? null,
    })
    .returning();
  if (!booking) throw new Error('booking insert returned no row');
  const [stay] = await db
    .insert(stayBookings)
    .values({
      bookingId: booking.id,
      listingId,
      fromDate: overrides.from,
      untilDate: overrides.until,
      guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
      cancellationPolicy: overrides.terms ?? TERMS.FullyRefundable,
    })
    .returning();
  if (!stay) throw new Error('stay booking insert returned no row');
  const { bookingId: _bookingId, ...details } = stay;
  const reservation: ReservationRow = { ...booking, ...details };
  const hold = overrides.hold ?? !['Cancelled', 'CancelledWithErrors', 'Failure'].includes(status);
  if (hold) {
    await db.insert(stayHolds).values({
      listingId,
      dates: dateRangeLiteral(overrides.from, overrides.until),
      kind: 'Reservation',
      bookingId: reservation.id,
    });
  }
  const paymentValues = (
    overrides.payments ?? [
      {
        kind: 'UserCard' as const,
        amountMinor: price.totalMinor,
        providerReference: `ch_sim_factory${randomBytes(6).toString('hex')}`,
      },
    ]
  ).map((p) => ({ ...p, bookingId: reservation.id }));
  const payments =
    paymentValues.length > 0 ? await db.insert(bookingPayments).values(paymentValues).returning() : [];
  return { reservation, payments, totalMinor: price.totalMinor };
}
