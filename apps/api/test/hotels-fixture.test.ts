import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHotelFixture, type HotelFixture } from '@portal/db/factories/hotels';
import { HotelAvailabilityAnswer } from '@portal/contracts/hotels';
import { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// The shop on the catalog's test factory (packages/db factories/hotels.ts): its rate plans of every refund policy
// and payment timing, and its one-room allotment for sold-out nights.

const TODAY = '2025-06-02';
let t: TestApp;
let session: SignedIn;
let f: HotelFixture;

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z` });
  f = await createHotelFixture(t.db, { from: TODAY, nights: 30, allotment: 1 });
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const stay = {
  fromDate: '2025-06-10',
  untilDate: '2025-06-12',
  adultsCount: 2,
  childrenAges: [],
  roomsCount: 1,
};
const shop = async (lodgingId: string, over: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/v0/hotels/shop', {
    session,
    body: { ...stay, lodgingId, ...over },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return HotelShopAnswer.parse(res.json());
};

describe('hotel shop on the factory hotels', () => {
  it('prices every refund policy and payment timing with its policy in words', async () => {
    const { rooms } = await shop(f.hotels.miami);
    const rates = new Map(
      rooms
        .flatMap((r) => r.rates)
        .filter((rate) => rate.isDefault !== false)
        .map((rate) => [rate.rateId, rate]),
    );
    expect(rates.get(f.rates.nonRefundable)?.cancellationPolicy.description).toBe('Non-refundable');
    const payAtHotel = rates.get(f.rates.payAtHotel)!;
    expect(payAtHotel.paymentTiming).toBe('PayLater');
    expect(payAtHotel.payNow.value).toBe(0);
    expect(payAtHotel.payAtHotel.value).toBe(payAtHotel.tripTotal.fiat.value);
    expect(rates.get(f.rates.flexible)?.cancellationPolicy.description).toMatch(/^Free cancellation until /);
    const premier = await shop(f.hotels.premier);
    const partial = premier.rooms.flatMap((r) => r.rates).find((r) => r.rateId === f.rates.premierPartial)!;
    expect(partial.refundPolicy).toBe('PartiallyRefundable');
    expect(partial.cancellationPolicy.description).toMatch(/^Partially refundable until /);
  });

  it('the last room sold on one night makes the stay over it unavailable, and the search drops the hotel', async () => {
    await t.db.execute(
      sql`update hotel_room_nights set booked = allotment
          where room_type_id in (select id from hotel_room_types where lodging_id = ${f.hotels.paris})
            and night = '2025-06-11'`,
    );
    const { availability, rooms } = await shop(f.hotels.paris);
    expect(availability.violations.map((v) => v.violation)).toEqual(['BlockedDates']);
    expect(rooms.every((r) => r.unavailableReason === 'SoldOut')).toBe(true);
    const search = await t.request('POST', '/api/v0/hotels/availability', {
      session,
      body: { ...stay, lodgingSelection: { kind: 'Lodging', lodgingId: f.hotels.paris } },
    });
    expect(HotelAvailabilityAnswer.parse(search.json()).lodgings).toEqual([]);
    const after = await shop(f.hotels.paris, { fromDate: '2025-06-12', untilDate: '2025-06-14' });
    expect(after.availability.result).toBe('Available');
  });
});
