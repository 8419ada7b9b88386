import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { roomIds } from './support/hotels-world.ts';

let t: HotelsTestApp;
beforeAll(async () => {
  t = await createHotelsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const shop = (lodgingId: string, over: Record<string, unknown> = {}) =>
  t.post('/hotels/shop', {
    lodgingId,
    fromDate: '2025-06-10',
    untilDate: '2025-06-13',
    adultsCount: 2,
    childrenAges: [],
    roomsCount: 1,
    ...over,
  });

const answerOf = async (lodgingId: string, over: Record<string, unknown> = {}) => {
  const res = await shop(lodgingId, over);
  expect(res.statusCode).toBe(200);
  return HotelShopAnswer.parse(res.json());
};

describe('POST /hotels/shop: the hotel', () => {
  it('answers the hotel with its location, policies, rating with the spec label (95 is above 90: Excellent) and collection perks', async () => {
    const { lodging, availability, stay } = await answerOf('htl_t_lakeshore');
    expect(lodging).toMatchObject({
      lodgingId: 'htl_t_lakeshore',
      name: 'The Lakeshore Grand',
      starRating: 'Five',
      collection: 'Premier',
      chainName: 'Marriott International',
      loyaltyProgramCode: 'MAR',
      location: { timeZone: 'America/Chicago', address: { city: 'Chicago', state: 'IL', countryCode: 'US' } },
      policies: { checkInTime: '15:00', checkOutTime: '11:00', petFriendly: false },
      perks: ['Daily breakfast for two', '$100 experience credit'],
      userRating: { overallScore: 0.95, outOfTen: 9.5, label: 'Excellent', reviewCount: 800 },
    });
    expect(lodging.media[0]).toEqual({
      url: '/media/hotels/htl_t_lakeshore.jpg',
      alt: 'The Lakeshore Grand',
    });
    expect(availability).toEqual({ result: 'Available', violations: [] });
    expect(stay).toEqual({ fromDate: '2025-06-10', untilDate: '2025-06-13', nights: 3, roomsCount: 1 });
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await shop('htl_does_not_exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, message: 'Hotel not found' });
  });
});

describe('POST /hotels/shop: rooms and rates', () => {
  it('lists each room type with its rates side by side, cheapest first, with spec §3 room product fields', async () => {
    const { rooms } = await answerOf('htl_t_river');
    const { king, suite } = roomIds('htl_t_river');
    expect(rooms.map((r) => r.roomId)).toEqual([king, suite]);
    // The base products (a refundable variant may follow one: hotels-cfar.test.ts).
    const [nonRef, flex] = rooms[0]!.rates.filter((r) => r.isDefault !== false);
    expect(rooms[0]).toMatchObject({
      name: 'Standard King',
      beds: [{ type: 'King', count: 1 }],
      roomsLeft: 5,
    });
    // 180 x 0.9 = 162 a night; tax 15% of 486 = 72.90.
    expect(nonRef).toMatchObject({
      rateId: `${king}_nr`,
      sellRate: { fiat: { value: 486 } },
      perNightSellRate: { fiat: { value: 162 } },
      total: { fiat: { value: 558.9 } },
      tripTotal: { fiat: { value: 558.9 } },
      tripTotalExcludingTaxes: { fiat: { value: 486 } },
      payNow: { value: 558.9 },
      payAtHotel: { value: 0 },
      paymentTiming: 'PayNow',
      mealPlan: 'RoomOnly',
      refundPolicy: 'NonRefundable',
      cancellationPolicy: { deadline: null, freeCancellation: false, description: 'Non-refundable' },
      priceFreezeOffer: null,
    });
    expect(nonRef!.nightly.map((n) => n.price.value)).toEqual([162, 162, 162]);
    // (180 + 20 breakfast) x 3 = 600, tax 90; pay at the hotel: nothing now.
    expect(flex).toMatchObject({
      rateId: `${king}_flex`,
      tripTotal: { fiat: { value: 690 } },
      payNow: { value: 0 },
      payAtHotel: { value: 690 },
      paymentTiming: 'PayLater',
      mealPlan: 'Breakfast',
      refundPolicy: 'FullyRefundable',
      cancellationPolicy: { deadline: '2025-06-08T20:00:00.000Z', freeCancellation: true },
    });
    expect(flex!.cancellationPolicy.description).toMatch(
      /^Free cancellation until .*Jun 8, 2025, 3:00 PM \(hotel time\)/,
    );
  });

  it('applies the complimentary fourth night at a select hotel and says so', async () => {
    const { lodging, rooms } = await answerOf('htl_t_lakeshore', { untilDate: '2025-06-14' });
    expect(lodging.complimentaryNight).toEqual({
      offered: true,
      applies: true,
      freeNights: 1,
      termsPath: '/terms/complimentary-night/',
    });
    const rate = rooms[0]!.rates[0]!;
    expect(rate.nightly.map((n) => n.complimentary)).toEqual([false, false, false, true]);
    expect(rate.complimentaryNightDiscount.value).toBe(270);
    expect(rate.dueAtProperty).toEqual([
      { kind: 'ResortFee', amount: { value: 100, currencyCode: 'USD', currencySymbol: '$' } },
    ]);
    const short = await answerOf('htl_t_lakeshore');
    expect(short.lodging.complimentaryNight).toMatchObject({ offered: true, applies: false, freeNights: 0 });
  });

  it('marks a room type too small for the guests as unavailable for Occupancy, keeping the suite', async () => {
    const { rooms } = await answerOf('htl_t_river', { adultsCount: 3 });
    const king = rooms.find((r) => r.roomId === roomIds('htl_t_river').king)!;
    expect(king).toMatchObject({ available: false, unavailableReason: 'Occupancy', rates: [] });
    expect(rooms[0]!.available).toBe(true);
  });
});

describe('POST /hotels/shop: unavailable stays (spec §8 stay violations)', () => {
  it('a sold-out hotel: BlockedDates with its message, every room SoldOut', async () => {
    const { availability, rooms } = await answerOf('htl_t_soldout');
    expect(availability.result).toBe('Unavailable');
    expect(availability.violations.map((v) => v.violation)).toEqual(['BlockedDates']);
    expect(availability.violations[0]).toMatchObject({ prompt: 'dates' });
    expect(availability.violations[0]!.title.length).toBeGreaterThan(0);
    expect(rooms.every((r) => !r.available && r.unavailableReason === 'SoldOut' && r.roomsLeft === 0)).toBe(
      true,
    );
  });

  it('a night without inventory blocks the stay over it', async () => {
    const { availability } = await answerOf('htl_t_gap');
    expect(availability.violations.map((v) => v.violation)).toEqual(['BlockedDates']);
  });

  it('a stay shorter than the minimum: MinStay with the spec message and a dates prompt', async () => {
    const { availability, rooms } = await answerOf('htl_t_evanston', { untilDate: '2025-06-11' });
    expect(availability.result).toBe('Unavailable');
    expect(availability.violations).toEqual([
      expect.objectContaining({ violation: 'MinStay', prompt: 'dates' }),
    ]);
    expect(rooms.every((r) => r.rates.length === 0)).toBe(true);
  });

  it('more people than any room sleeps: Occupancy with a guests prompt', async () => {
    const { availability } = await answerOf('htl_t_river', { adultsCount: 4, childrenAges: [3] });
    expect(availability.violations).toEqual([
      expect.objectContaining({ violation: 'Occupancy', prompt: 'guests' }),
    ]);
  });
});

describe('POST /hotels/shop: bad input', () => {
  it.each([
    [{ lodgingId: '' }, 'lodgingId'],
    [{ untilDate: '2025-06-09' }, 'untilDate'],
    [{ fromDate: '2024-01-01', untilDate: '2024-01-03' }, 'fromDate'],
    [{ untilDate: '2026-09-01' }, 'untilDate'],
    [{ roomsCount: 2, adultsCount: 1 }, 'roomsCount'],
    [{ childrenAges: [-1] }, 'childrenAges'],
  ])('%j is refused with 400 naming %s', async (over, field) => {
    const res = await shop('htl_t_river', over);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields?: { field: string }[] };
    expect(`${(body.fields ?? []).map((f) => f.field).join(' ')} ${body.message}`).toContain(field);
  });
});
