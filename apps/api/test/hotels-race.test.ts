// The last room under a crowd: 200 buyers holding a quote of the same room type's last room book at once. The
// conditional UPDATE of hotel_room_nights (and its CHECK booked <= allotment) lets exactly one through; every
// other buyer's card authorization is voided, so nobody is charged without a booking. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the fulfils really run in parallel on a pool. The database holds only
// the race's city and hotel, and the buyers get ready a few at a time (sign-in, quote, main guest, card are
// independent per buyer), so the setup overlaps the app's work with the database's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelCities } from '@portal/db/schema/hotels';
import { insertHotel, roomIds } from './support/hotels-world.ts';
import { CITIES, WORLD_TODAY } from './support/hotels-world-data.ts';
import { bookedRooms, pollHotelFulfil, readyHotelQuote } from './support/hotels-checkout.ts';
import { readyBuyers, scheduleAllByCard } from './support/line-checkout.ts';
import { count } from './support/purchase-flow.ts';
import { liveCardCharges } from './support/simulator-books.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const BUYERS = 200;
const HOTEL = 'htl_r_lastroom';
const STAY = { from: '2025-06-20', until: '2025-06-23' };

/** Buyers made ready at once: enough to overlap the app's and the database's work, few enough for a small pool. */
const SETUP_CONCURRENCY = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: `${WORLD_TODAY}T12:00:00Z` });
  await t.db.insert(hotelCities).values(CITIES.filter((c) => c.id === 'test_cty_chi'));
  await insertHotel(t.db, {
    id: HOTEL,
    cityId: 'test_cty_chi',
    name: 'Last Room Hotel',
    starRating: 3,
    lat: 41.88,
    lon: -87.63,
    baseMinor: 150_00,
  });
  // One room of the King on every night: the last room.
  await t.db.execute(
    sql`update hotel_room_nights set allotment = 1, booked = 0 where room_type_id = ${roomIds(HOTEL).king}`,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the last room', () => {
  it(`${BUYERS} concurrent buyers: exactly one booking, booked never above allotment, nobody charged without one`, async () => {
    const buyers = await readyBuyers(BUYERS, SETUP_CONCURRENCY, async () => {
      const s = await t.signedInUser();
      return { s, ready: await readyHotelQuote(t, s, s.user.id, { lodgingId: HOTEL, ...STAY }) };
    });
    // Every buyer holds a quote of the one room left.
    expect(new Set(buyers.map((b) => b.ready.token)).size).toBe(BUYERS);
    const tokens = await scheduleAllByCard(t, buyers);
    const chargesBefore = await liveCardCharges(t);
    const answers = await Promise.all(buyers.map(({ s }, i) => pollHotelFulfil(t, s, tokens[i]!)));
    const won = answers.filter((a) => a.FulfillResponse === 'Success');
    const lost = answers.filter((a) => a.FulfillResponse === 'Failure');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(BUYERS - 1);
    for (const a of lost) expect(a.errors?.[0]).toMatchObject({ Error: 'NoAvailability' });

    expect(await count(t, sql`select count(*) as n from hotel_bookings where lodging_id = ${HOTEL}`)).toBe(1);
    expect(await bookedRooms(t, roomIds(HOTEL).king, STAY.from, STAY.until)).toEqual([
      { booked: 1, allotment: 1 },
      { booked: 1, allotment: 1 },
      { booked: 1, allotment: 1 },
    ]);
    expect(
      await count(t, sql`select count(*) as n from hotel_room_nights where booked > allotment or booked < 0`),
    ).toBe(0);
    // Every buyer's card was authorized; only the winner's stays charged, the others were voided.
    expect((await liveCardCharges(t)) - chargesBefore).toBe(1);
    expect(
      await count(
        t,
        sql`select count(*) as n from bookings b join hotel_bookings h on h.booking_id = b.id
            where h.lodging_id = ${HOTEL} and b.status = 'Confirmed'`,
      ),
    ).toBe(1);
  }, 300_000);
});
