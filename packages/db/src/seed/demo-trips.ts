/**
 * Trips of primary@demo.test (docs/demo-data.md "Trips"): upcoming, in progress, past and cancelled stays paid by
 * card, rewards and a wallet offer, under every refund policy, enough of them to page. They sit on designated
 * listings the e2e journeys never book, on nights no test searches, and are laid out relative to `today`.
 */
import { Faker, en } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import type { stayHolds } from '../schema/calendar.ts';
import { dateRangeLiteral } from '../schema/columns.ts';
import type { listings } from '../schema/listings.ts';
import type { bookings } from '../schema/bookings.ts';
import type { bookingPayments } from '../schema/purchase.ts';
import type { stayBookings } from '../schema/stay-bookings.ts';
import type { bookingRefunds } from '../schema/trips.ts';
import { bookedQuoteJson, factoryPrice, TERMS } from '../factories/reservations.ts';
import type { CancellationTermsJson } from '../factories/reservations.ts';
import {
  CASH_REWARDS_PAID_CENTS,
  DEMO_TRIPS,
  LISTING_POOL,
  MILES_PAID,
  OFFER_MINOR,
  type Policy,
} from './demo-trips-data.ts';
import type { PeopleRows } from './people-builder.ts';

export type TripRows = {
  bookings: (typeof bookings.$inferInsert)[];
  stays: (typeof stayBookings.$inferInsert)[];
  payments: (typeof bookingPayments.$inferInsert)[];
  refunds: (typeof bookingRefunds.$inferInsert)[];
  holds: (typeof stayHolds.$inferInsert)[];
};

type ListingRow = typeof listings.$inferInsert;

const at = (today: string, daysAgo: number, hour = 15) =>
  new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`);

function listingFor(pool: readonly ListingRow[], policy: Policy, n: number): ListingRow {
  const matching = pool.filter((l) => (l.cancellationPolicy ?? 'FullyRefundable') === policy);
  // A listing of another policy still works: a stay keeps the terms it was booked under.
  const from = matching.length > 0 ? matching : pool;
  const listing = from[n % from.length];
  if (!listing) throw new Error('demo trips need the designated listings');
  return listing;
}

function termsOf(listing: ListingRow, policy: Policy): CancellationTermsJson {
  if (listing.cancellationPolicy !== policy) return TERMS[policy];
  return {
    policy,
    description: listing.cancellationDescription ?? TERMS[policy].description,
    fullRefundDaysBefore: listing.fullRefundDaysBefore ?? null,
    partialRefundPercent: listing.partialRefundPercent ?? null,
    partialRefundDaysBefore: listing.partialRefundDaysBefore ?? null,
  };
}

/**
 * The trips, plus their ledger rows and the used offer added to `people`. A redemption's rewards are added to
 * the account's opening balance too, so the balances the demo accounts document stay what they are.
 */
export function buildDemoTrips(input: {
  people: PeopleRows;
  listings: readonly ListingRow[];
  today: string;
  seed: number;
}): TripRows {
  const { people, today } = input;
  // Its own generator: the trips must not shift the ids of everything seeded after them.
  const f = new Faker({ locale: [en] });
  f.seed(input.seed + 5);
  const rows: TripRows = { bookings: [], stays: [], payments: [], refunds: [], holds: [] };
  const user = people.users.find((u) => u.email === 'primary@demo.test');
  const account = (ref: string) => people.rewardsAccounts.find((a) => a.accountReferenceId === ref);
  const miles = account('acct-primary-venture-x');
  const cash = account('acct-primary-quicksilver');
  if (!user?.id || !miles?.id || !cash?.id) return rows;
  const cardOf = (accountId: string) => people.paymentMethods.find((p) => p.rewardsAccountId === accountId);
  const pool = LISTING_POOL.map((id) => input.listings.find((l) => l.id === id)).filter(
    (l): l is ListingRow => l !== undefined,
  );
  if (pool.length === 0) return rows;

  const bumpOpening = (accountId: string, amount: number) => {
    const opening = people.rewardsLedger.find(
      (r) => r.accountId === accountId && r.kind === 'OpeningBalance',
    );
    if (opening) opening.amount += amount;
  };

  DEMO_TRIPS.forEach((trip, n) => {
    const listing = listingFor(pool, trip.policy, n);
    const from = addDays(today, trip.from);
    const until = addDays(from, trip.nights);
    const price = factoryPrice((listing.baseNightlyMinor ?? 20_000) * trip.nights);
    const id = f.string.uuid();
    const bookedAt = at(today, trip.bookedDaysAgo);
    const cancelled = trip.cancelledDaysAgo !== undefined;
    rows.bookings.push({
      id,
      productLine: 'Homes',
      confirmationCode: trip.code,
      userId: user.id as string,
      status: cancelled ? 'Cancelled' : 'Confirmed',
      price: bookedQuoteJson({ nights: trip.nights, ...price }),
      totalMinor: price.totalMinor,
      email: user.email,
      createdAt: bookedAt,
      cancelledAt: cancelled ? at(today, trip.cancelledDaysAgo ?? 0, 18) : null,
    });
    rows.stays.push({
      bookingId: id,
      listingId: listing.id,
      fromDate: from,
      untilDate: until,
      guests: { adults: trip.adults ?? 2, children: 0, infants: 0, petsIncluded: false },
      cancellationPolicy: termsOf(listing, trip.policy),
    });
    if (!cancelled) {
      rows.holds.push({
        id: f.string.uuid(),
        listingId: listing.id,
        dates: dateRangeLiteral(from, until),
        kind: 'Reservation',
        bookingId: id,
        createdAt: bookedAt,
      });
    }

    let cardMinor = price.totalMinor;
    const payment = (values: Omit<typeof bookingPayments.$inferInsert, 'bookingId' | 'createdAt'>) =>
      rows.payments.push({ ...values, bookingId: id, createdAt: bookedAt });
    if (trip.pay === 'miles+card') {
      payment({
        id: f.string.uuid(),
        kind: 'Rewards',
        amountMinor: MILES_PAID,
        rewardsAmount: MILES_PAID,
        rewardsAccountId: miles.id,
        providerReference: `rd_sim_demo${n}`,
      });
      people.rewardsLedger.push({
        id: f.string.uuid(),
        accountId: miles.id as string,
        amount: -MILES_PAID,
        kind: 'Redemption',
        reference: id,
        bookingId: id,
        description: `Vacation rental ${trip.code}`,
        createdAt: bookedAt,
      });
      bumpOpening(miles.id as string, MILES_PAID);
      cardMinor -= MILES_PAID;
    }
    if (trip.pay === 'cash-rewards') {
      payment({
        id: f.string.uuid(),
        kind: 'Rewards',
        amountMinor: CASH_REWARDS_PAID_CENTS,
        rewardsAmount: CASH_REWARDS_PAID_CENTS,
        rewardsAccountId: cash.id,
        providerReference: `rd_sim_demo${n}`,
      });
      people.rewardsLedger.push({
        id: f.string.uuid(),
        accountId: cash.id as string,
        amount: -CASH_REWARDS_PAID_CENTS,
        kind: 'Redemption',
        reference: id,
        bookingId: id,
        description: `Vacation rental ${trip.code}`,
        createdAt: bookedAt,
      });
      bumpOpening(cash.id as string, CASH_REWARDS_PAID_CENTS);
      cardMinor -= CASH_REWARDS_PAID_CENTS;
    }
    if (trip.pay === 'offer+card') {
      const offerId = f.string.uuid();
      people.walletOffers.push({
        id: offerId,
        userId: user.id as string,
        title: '$40 off a vacation rental',
        description: 'Save $40 on one vacation rental booking.',
        amountMinor: OFFER_MINOR,
        funnels: ['homes'],
        expiresAt: new Date(`${addDays(today, 120)}T23:59:59Z`),
        status: 'Used',
        createdAt: at(today, 30),
      });
      payment({
        id: f.string.uuid(),
        kind: 'TravelWalletOffer',
        amountMinor: OFFER_MINOR,
        walletOfferId: offerId,
      });
      // As a booking writes it: the offer credits and spends its value at once, so the balance does not move.
      people.walletLedger.push(
        {
          id: f.string.uuid(),
          userId: user.id as string,
          amountMinor: OFFER_MINOR,
          transactionType: 'TravelOffer',
          description: '$40 off a vacation rental',
          reference: id,
          bookingId: id,
          createdAt: bookedAt,
        },
        {
          id: f.string.uuid(),
          userId: user.id as string,
          amountMinor: -OFFER_MINOR,
          transactionType: 'Redeemed',
          description: `Applied to ${listing.name}`,
          reference: id,
          bookingId: id,
          createdAt: bookedAt,
        },
      );
      cardMinor -= OFFER_MINOR;
    }
    const cardAccount = trip.pay === 'cash-rewards' ? cash.id : miles.id;
    const cardPaymentId = f.string.uuid();
    payment({
      id: cardPaymentId,
      kind: 'UserCard',
      amountMinor: cardMinor,
      paymentMethodId: cardOf(cardAccount as string)?.id ?? null,
      providerReference: `ch_sim_demo${n}`,
    });
    if (cancelled) {
      // Cancelled while fully refundable: the whole card charge came back.
      rows.refunds.push({
        id: f.string.uuid(),
        bookingId: id,
        paymentId: cardPaymentId,
        kind: 'UserCard',
        method: 'Card',
        amountMinor: cardMinor,
        providerReference: `re_sim_demo${n}`,
        createdAt: at(today, trip.cancelledDaysAgo ?? 0, 18),
      });
    }
  });
  return rows;
}
