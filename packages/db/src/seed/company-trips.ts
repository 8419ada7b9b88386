/**
 * Acme Outdoor Co.'s trips over the last year (company-trips-data.ts), so the admin's Reports screen has
 * months of spend, travelers, departments, out-of-policy stays with reasons and savings under the cap, and two
 * employees away right now. Home stays go in with the people (buildCompanyHomeTrips); hotel stays need the
 * hotel catalog, so they are written after it (seedCompanyHotelTrips).
 */
import { Faker, en } from '@faker-js/faker';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays } from '@portal/domain/iso-date';
import type { Db } from '../client.ts';
import { bookedQuoteJson, factoryPrice, TERMS } from '../factories/reservations.ts';
import { bookings } from '../schema/bookings.ts';
import type { stayHolds } from '../schema/calendar.ts';
import { dateRangeLiteral } from '../schema/columns.ts';
import { hotelBookings, hotelRatePlans, hotelRoomTypes, hotels } from '../schema/hotels.ts';
import type { listings } from '../schema/listings.ts';
import { checkoutPolicyChecks } from '../schema/policy.ts';
import { bookingPayments } from '../schema/purchase.ts';
import { quoteSessions } from '../schema/quote-sessions.ts';
import type { stayBookings } from '../schema/stay-bookings.ts';
import { policyTiers, users } from '../schema/users.ts';
import {
  ACME_NAME,
  ACME_NIGHTLY_CAP_MINOR,
  ACME_PHONES,
  ACME_TRAVELERS,
  COMPANY_TRIPS,
  HOME_MARKETS,
  type AcmeTraveler,
  type CompanyTrip,
} from './company-trips-data.ts';
import type { PeopleRows } from './people-builder.ts';

type ListingRow = typeof listings.$inferInsert;
export type CompanyHomeRows = {
  bookings: (typeof bookings.$inferInsert)[];
  stays: (typeof stayBookings.$inferInsert)[];
  payments: (typeof bookingPayments.$inferInsert)[];
  holds: (typeof stayHolds.$inferInsert)[];
};

const HOTEL_TAX = 1.14;
const bookedAtOf = (today: string, daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T14:30:00Z`);
const code = (n: number) => `H-ACME${String(n + 1).padStart(4, '0')}`;
const datesOf = (trip: CompanyTrip, today: string) => {
  const from = addDays(today, trip.leadDays - trip.bookedDaysAgo);
  return { from, until: addDays(from, trip.nights) };
};

/** The home stays of Acme's staff, and a contact phone on each traveler (duty of care calls them). */
export function buildCompanyHomeTrips(input: {
  people: PeopleRows;
  listings: readonly ListingRow[];
  /** The listings' own holds (blocked nights): a stay going on now must not overlap one. */
  holds: readonly { listingId: string; dates: string }[];
  today: string;
}): CompanyHomeRows {
  const rows: CompanyHomeRows = { bookings: [], stays: [], payments: [], holds: [] };
  const f = new Faker({ locale: [en] });
  f.seed(1515);
  const userOf = (who: AcmeTraveler) => input.people.users.find((u) => u.email === ACME_TRAVELERS[who]);
  // Business trips: each booked for Acme, the business its staff have in use.
  const acme = input.people.businesses.find((b) => b.name === ACME_NAME);
  for (const who of Object.keys(ACME_TRAVELERS) as AcmeTraveler[]) {
    const user = userOf(who);
    if (user) user.phoneNumber = ACME_PHONES[who];
  }
  // Plain listings (not the designated ones the e2e journeys use), one per market named, in the order named.
  const plain = input.listings.filter((l) => !l.id.startsWith('vr-demo'));
  const pool = HOME_MARKETS.map((m) => plain.find((l) => l.marketId === m)).filter(
    (l): l is ListingRow => l !== undefined,
  );
  if (pool.length === 0 && plain[0]) pool.push(plain[0]);
  const taken = input.holds.map((h) => ({ listingId: h.listingId, dates: h.dates }));
  const free = (listingId: string, from: string, until: string) =>
    taken.every((h) => {
      if (h.listingId !== listingId) return true;
      const [a, b] = h.dates.slice(1, -1).split(',');
      return (b ?? '') <= from || (a ?? '') >= until;
    });
  let homes = 0;
  COMPANY_TRIPS.forEach((trip, n) => {
    const user = userOf(trip.who);
    if (trip.line !== 'Homes' || !user?.id) return;
    const { from, until } = datesOf(trip, input.today);
    const holds = until >= input.today;
    // A past stay goes round the markets; one not over yet takes the first listing free on its nights.
    const listing = holds
      ? [...pool.slice(homes % pool.length), ...pool, ...plain].find((l) => free(l.id, from, until))
      : pool[homes % Math.max(pool.length, 1)];
    if (!listing) return;
    homes += 1;
    const price = factoryPrice(trip.nightlyUsd * 100 * trip.nights);
    const id = f.string.uuid();
    const bookedAt = bookedAtOf(input.today, trip.bookedDaysAgo);
    rows.bookings.push({
      id,
      productLine: 'Homes',
      confirmationCode: code(n),
      userId: user.id,
      businessId: acme?.id ?? null,
      status: 'Confirmed',
      price: bookedQuoteJson({ nights: trip.nights, ...price }),
      totalMinor: price.totalMinor,
      email: user.email,
      createdAt: bookedAt,
    });
    rows.stays.push({
      bookingId: id,
      listingId: listing.id,
      fromDate: from,
      untilDate: until,
      guests: { adults: 1, children: 0, infants: 0, petsIncluded: false },
      cancellationPolicy: TERMS.FullyRefundable,
    });
    rows.payments.push({
      id: f.string.uuid(),
      bookingId: id,
      kind: 'UserCard',
      amountMinor: price.totalMinor,
      providerReference: `ch_sim_acme${n}`,
      createdAt: bookedAt,
    });
    // Only stays not over yet hold their nights; a past stay's nights are no one's to book any more.
    if (holds) {
      taken.push({ listingId: listing.id, dates: dateRangeLiteral(from, until) });
      rows.holds.push({
        id: f.string.uuid(),
        listingId: listing.id,
        dates: dateRangeLiteral(from, until),
        kind: 'Reservation',
        bookingId: id,
        createdAt: bookedAt,
      });
    }
  });
  return rows;
}

/** A pay-now rate of a hotel in each of several cities: where the hotel stays go, round-robin. */
async function hotelRates(db: Db) {
  const rows = await db
    .select({
      lodgingId: hotels.id,
      cityId: hotels.cityId,
      roomTypeId: hotelRoomTypes.id,
      ratePlanId: hotelRatePlans.id,
    })
    .from(hotels)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.lodgingId, hotels.id))
    .innerJoin(hotelRatePlans, eq(hotelRatePlans.roomTypeId, hotelRoomTypes.id))
    .where(and(eq(hotelRatePlans.paymentTiming, 'PayNow'), inArray(hotels.starRating, [3, 4])))
    .orderBy(asc(hotels.id), asc(hotelRoomTypes.id), asc(hotelRatePlans.id));
  const byCity = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byCity.has(row.cityId)) byCity.set(row.cityId, row);
  return [...byCity.values()].slice(0, 8);
}

/**
 * Acme's past hotel stays, each with the policy check its checkout wrote: the Standard tier's nightly cap over
 * the stay (taxes on it, as on the rate) and, over it, the traveler's reason. Nothing without the catalog.
 */
export async function seedCompanyHotelTrips(db: Db, today: string): Promise<number> {
  const rates = await hotelRates(db);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(ACME_TRAVELERS)));
  const [tier] = await db
    .select({ id: policyTiers.id, name: policyTiers.name, businessId: policyTiers.businessId })
    .from(policyTiers)
    .where(eq(policyTiers.name, 'Standard travel policy'));
  if (rates.length === 0 || !tier) return 0;
  const f = new Faker({ locale: [en] });
  f.seed(1516);
  let count = 0;
  await db.transaction(async (tx) => {
    for (const [n, trip] of COMPANY_TRIPS.entries()) {
      const user = people.find((p) => p.email === ACME_TRAVELERS[trip.who]);
      const rate = rates[count % rates.length];
      if (trip.line !== 'Hotels' || !user || !rate) continue;
      count += 1;
      const { from, until } = datesOf(trip, today);
      const bookedAt = bookedAtOf(today, trip.bookedDaysAgo);
      const roomMinor = trip.nightlyUsd * 100 * trip.nights;
      const totalMinor = Math.round(roomMinor * HOTEL_TAX);
      const capMinor = Math.round(ACME_NIGHTLY_CAP_MINOR * trip.nights * HOTEL_TAX);
      const quoteId = f.string.uuid();
      const bookingId = f.string.uuid();
      await tx.insert(quoteSessions).values({
        id: quoteId,
        tokenHash: `seed-acme-${n}`,
        userId: user.id,
        productLine: 'Hotels',
        status: 'Success',
        request: { lodgingId: rate.lodgingId, from, until },
        totalMinor,
        email: user.email,
        createdAt: bookedAt,
        expiresAt: bookedAt,
      });
      await tx.insert(bookings).values({
        id: bookingId,
        productLine: 'Hotels',
        confirmationCode: code(n),
        userId: user.id,
        quoteSessionId: quoteId,
        // Booked for Acme, whose Standard travel policy checked it.
        businessId: tier.businessId,
        status: 'Confirmed',
        price: {
          rate: {
            perNightBeforeDiscount: { fiat: { value: trip.nightlyUsd } },
            sellRate: { fiat: { value: roomMinor / 100 } },
            taxes: [{ kind: 'Taxes', amount: { value: (totalMinor - roomMinor) / 100 } }],
          },
        },
        totalMinor,
        email: user.email,
        createdAt: bookedAt,
      });
      await tx.insert(hotelBookings).values({
        bookingId,
        lodgingId: rate.lodgingId,
        roomTypeId: rate.roomTypeId,
        ratePlanId: rate.ratePlanId,
        checkIn: from,
        checkOut: until,
        rooms: 1,
        adults: 1,
        paymentTiming: 'PayNow',
        cancellation: { refundPolicy: 'NonRefundable' },
        confirmationState: 'Confirmed',
        supplierConfirmationCode: `ACME${String(4100 + n)}`,
      });
      await tx.insert(bookingPayments).values({
        id: f.string.uuid(),
        bookingId,
        kind: 'UserCard',
        amountMinor: totalMinor,
        providerReference: `ch_sim_acmehotel${n}`,
        createdAt: bookedAt,
      });
      const over = trip.nightlyUsd * 100 > ACME_NIGHTLY_CAP_MINOR;
      await tx.insert(checkoutPolicyChecks).values({
        quoteSessionId: quoteId,
        userId: user.id,
        policyTierId: tier.id,
        policyTierName: tier.name,
        inPolicy: !over,
        violations: over ? ['Over the $300 nightly cap'] : [],
        outOfPolicyReason: over ? (trip.reason ?? 'Booked over the cap') : null,
        capMinor,
        checkedAt: bookedAt,
      });
    }
  });
  return count;
}
