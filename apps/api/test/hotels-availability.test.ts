import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HotelAvailabilityAnswer } from '@portal/contracts/hotels';
import { chicagoSearch, createHotelsTestApp, ids, type HotelsTestApp } from './support/hotels-setup.ts';
import { roomIds } from './support/hotels-world.ts';

let t: HotelsTestApp;
beforeAll(async () => {
  t = await createHotelsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = (over: Record<string, unknown> = {}) => t.post('/hotels/availability', chicagoSearch(over));

describe('POST /hotels/availability: which hotels', () => {
  it('lists the city hotels with a room every night; sold-out and no-inventory hotels are left out', async () => {
    const res = await search();
    expect(res.statusCode).toBe(200);
    const answer = HotelAvailabilityAnswer.parse(res.json());
    expect(answer.place).toMatchObject({ term: 'Chicago, IL', countryCode: 'US' });
    expect(answer.nights).toBe(3);
    expect(new Set(ids(res))).toEqual(new Set(['htl_t_lakeshore', 'htl_t_loop', 'htl_t_river']));
    expect(answer.total).toBe(3);
    expect(answer.totalUnfiltered).toBe(3);
  });

  it('a night without allotment excludes a hotel only for stays that cover it', async () => {
    expect(ids(await search({ fromDate: '2025-06-12', untilDate: '2025-06-14' }))).toContain('htl_t_gap');
    expect(ids(await search({ fromDate: '2025-06-11', untilDate: '2025-06-12' }))).not.toContain('htl_t_gap');
  });

  it('needs roomsCount free rooms on every night: a room type with fewer on one night drops out', async () => {
    const { king, suite } = roomIds('htl_t_river');
    await t.db.execute(
      sql`update hotel_room_nights set booked = 4 where room_type_id in (${king}, ${suite}) and night = '2025-06-11'`,
    );
    try {
      expect(ids(await search({ adultsCount: 2, roomsCount: 1 }))).toContain('htl_t_river');
      expect(ids(await search({ adultsCount: 2, roomsCount: 2 }))).not.toContain('htl_t_river');
      expect(ids(await search({ adultsCount: 2, roomsCount: 2, fromDate: '2025-06-12' }))).toContain(
        'htl_t_river',
      );
    } finally {
      await t.db.execute(
        sql`update hotel_room_nights set booked = 0 where room_type_id in (${king}, ${suite})`,
      );
    }
  });

  it('puts 3 adults and a child in one room only into room types that sleep four (the suite)', async () => {
    const res = await search({ adultsCount: 3, childrenAges: [8] });
    const loop = (res.json() as HotelAvailabilityAnswer).lodgings.find((l) => l.lodgingId === 'htl_t_loop');
    expect(loop?.lead.roomId).toBe(roomIds('htl_t_loop').suite);
  });

  it('a stay rule (minimum stay) leaves a hotel out of a shorter search', async () => {
    const evanston = { lodgingSelection: { kind: 'Place', searchTerm: 'Evanston, IL' } };
    expect(ids(await search({ ...evanston, untilDate: '2025-06-11' }))).toEqual([]);
    expect(ids(await search(evanston))).toEqual(['htl_t_evanston']);
  });

  it('searches one hotel by lodging id, and answers 404 for a hotel that does not exist', async () => {
    const one = await search({ lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_t_river' } });
    expect(ids(one)).toEqual(['htl_t_river']);
    expect(one.json().lodgings[0].distanceKm).toBeNull();
    const sold = await search({ lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_t_soldout' } });
    expect(sold.statusCode).toBe(200);
    expect(ids(sold)).toEqual([]);
    const missing = await search({ lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_nope' } });
    expect(missing.statusCode).toBe(404);
  });

  it('an unknown place answers an empty result, not an error', async () => {
    const res = await search({ lodgingSelection: { kind: 'Place', searchTerm: 'Atlantis' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ place: null, lodgings: [], total: 0 });
  });

  it('a map box finds the hotels inside it, whatever their city', async () => {
    const res = await search({ bounds: { south: 41.88, west: -87.7, north: 42.1, east: -87.6 } });
    expect(new Set(ids(res))).toEqual(
      new Set(['htl_t_lakeshore', 'htl_t_river', 'htl_t_evanston', 'htl_t_loop']),
    );
  });
});

describe('POST /hotels/availability: prices on every card', () => {
  it('shows the cheapest offer with taxes and fees in the total (spec Fiat values)', async () => {
    const { lodgings } = (await search()).json() as HotelAvailabilityAnswer;
    const loop = lodgings.find((l) => l.lodgingId === 'htl_t_loop')!;
    // 90.00 x 0.9 = 81.00 a night, 3 nights = 243.00, tax 15% = 36.45.
    expect(loop.lead.perNightSellRate.fiat).toEqual({ value: 81, currencyCode: 'USD', currencySymbol: '$' });
    expect(loop.lead.total.fiat.value).toBe(279.45);
    expect(loop.lead.tripTotal.fiat.value).toBe(279.45);
    expect(loop.lead.taxesAndFees.fiat.value).toBe(36.45);
    expect(loop.lead).toMatchObject({
      refundPolicy: 'NonRefundable',
      freeCancellation: false,
      mealPlan: 'RoomOnly',
    });
    const lake = lodgings.find((l) => l.lodgingId === 'htl_t_lakeshore')!;
    // 270 x 3 = 810, tax 121.50, resort fee 25 x 3 paid at the hotel: in the trip total, not the total.
    expect(lake.lead.total.fiat.value).toBe(931.5);
    expect(lake.lead.tripTotal.fiat.value).toBe(1006.5);
  });

  it('prices every room: two rooms cost twice one', async () => {
    const one = (await search()).json() as HotelAvailabilityAnswer;
    const two = (await search({ roomsCount: 2 })).json() as HotelAvailabilityAnswer;
    const total = (a: HotelAvailabilityAnswer, id: string) =>
      a.lodgings.find((l) => l.lodgingId === id)!.lead.tripTotal.fiat.value;
    expect(total(two, 'htl_t_loop')).toBeCloseTo(total(one, 'htl_t_loop') * 2, 2);
  });

  it('applies the complimentary fourth night at a select hotel for 4 nights or more', async () => {
    const res = await search({ untilDate: '2025-06-14' });
    const lake = (res.json() as HotelAvailabilityAnswer).lodgings.find(
      (l) => l.lodgingId === 'htl_t_lakeshore',
    )!;
    expect(lake.lead.complimentaryNightApplies).toBe(true);
    expect(lake.lead.sellRate.fiat.value).toBe(810); // 4 nights at 270, the 4th free
  });
});

describe('POST /hotels/availability: sort keys', () => {
  it.each([
    ['Price', ['htl_t_loop', 'htl_t_river', 'htl_t_lakeshore']],
    ['StarRating', ['htl_t_lakeshore', 'htl_t_river', 'htl_t_loop']],
    ['UserRating', ['htl_t_lakeshore', 'htl_t_river', 'htl_t_loop']],
    ['MostRecommended', ['htl_t_lakeshore', 'htl_t_river', 'htl_t_loop']],
    ['DistanceAscending', ['htl_t_loop', 'htl_t_river', 'htl_t_lakeshore']],
  ])('%s', async (sortOrder, expected) => {
    expect(ids(await search({ sortOrder }))).toEqual(expected);
  });

  it('DistanceAscending measures from `center` when given', async () => {
    const res = await search({ sortOrder: 'DistanceAscending', center: { lat: 41.8925, lon: -87.6172 } });
    expect(ids(res)[0]).toBe('htl_t_lakeshore');
    expect(res.json().lodgings[0].distanceKm).toBe(0);
  });
});

describe('POST /hotels/availability: filters and facets', () => {
  const filtered = async (filters: Record<string, unknown>) => new Set(ids(await search({ filters })));

  it.each([
    [{ minStarRating: 'Four' }, ['htl_t_lakeshore', 'htl_t_river']],
    [{ minGuestRating: 9 }, ['htl_t_lakeshore']],
    [{ freeCancellation: true }, ['htl_t_lakeshore', 'htl_t_river']],
    [{ mealPlans: ['Breakfast'] }, ['htl_t_lakeshore', 'htl_t_river']],
    [{ chainsOrPrograms: ['MAR'] }, ['htl_t_lakeshore']],
    [{ chainsOrPrograms: ['Hilton', 'MAR'] }, ['htl_t_lakeshore', 'htl_t_river']],
    [{ amenities: ['Pool', 'Spa'] }, ['htl_t_lakeshore']],
    [{ collections: ['Lifestyle'] }, ['htl_t_river']],
    [{ maxPricePerNight: 200 }, ['htl_t_loop', 'htl_t_river']],
    [{ minPricePerNight: 150, maxPricePerNight: 300 }, ['htl_t_lakeshore', 'htl_t_river']],
  ])('%j', async (filters, expected) => {
    expect(await filtered(filters)).toEqual(new Set(expected));
  });

  it('the lead offer is the cheapest that passes the rate filters', async () => {
    const res = await search({ filters: { freeCancellation: true } });
    const river = (res.json() as HotelAvailabilityAnswer).lodgings.find(
      (l) => l.lodgingId === 'htl_t_river',
    )!;
    expect(river.lead).toMatchObject({
      rateId: `${roomIds('htl_t_river').king}_flex`,
      freeCancellation: true,
    });
    expect(river.lead.freeCancellationUntil).toBe('2025-06-08T20:00:00.000Z'); // 48 h before 15:00 CDT
  });

  it('counts each facet over the hotels that pass the other filters', async () => {
    const res = await search({ filters: { minStarRating: 'Five' } });
    const { facets, total } = res.json() as HotelAvailabilityAnswer;
    expect(total).toBe(1);
    expect(facets.starRatings).toEqual(
      expect.arrayContaining([
        { value: 'Five', count: 1 },
        { value: 'Four', count: 1 },
        { value: 'Two', count: 1 },
      ]),
    );
    expect(facets.collections).toEqual([
      { value: 'Premier', count: 1 },
      { value: 'Lifestyle', count: 0 },
      { value: 'NoCollection', count: 0 },
    ]);
    expect(facets.chains).toEqual([{ value: 'Marriott International', loyaltyProgramCode: 'MAR', count: 1 }]);
    expect(facets.freeCancellation).toBe(1);
    expect(facets.pricePerNight).toEqual({ min: 27_000, max: 27_000 });
  });
});

describe('POST /hotels/availability: paging and bad input', () => {
  it('pages the sorted results; total counts every page', async () => {
    const first = await search({ sortOrder: 'Price', page: { offset: 0, limit: 2 } });
    const second = await search({ sortOrder: 'Price', page: { offset: 2, limit: 2 } });
    expect(ids(first)).toEqual(['htl_t_loop', 'htl_t_river']);
    expect(ids(second)).toEqual(['htl_t_lakeshore']);
    expect(second.json().total).toBe(3);
  });

  it.each([
    [{ untilDate: '2025-06-10' }, 'untilDate', 'Must be after the from date'],
    [{ fromDate: '2025-13-01' }, 'fromDate', undefined],
    [{ roomsCount: 3, adultsCount: 2 }, 'roomsCount', 'Each room needs an adult: no more rooms than adults'],
    [{ roomsCount: 11, adultsCount: 12 }, 'roomsCount', undefined],
    [{ adultsCount: 0 }, 'adultsCount', undefined],
    [{ childrenAges: [18] }, 'childrenAges', undefined],
    [{ adultsCount: 10, childrenAges: [1, 2, 3, 4, 5, 6, 7] }, 'childrenAges', undefined],
    [{ sortOrder: 'Cheapest' }, 'sortOrder', undefined],
    [{ filters: { minPricePerNight: 300, maxPricePerNight: 100 } }, 'filters', undefined],
    [{ bounds: { south: 42, west: -87, north: 41, east: -86 } }, 'bounds', undefined],
    [{ page: { offset: 0, limit: 500 } }, 'page', undefined],
  ])('%j is refused with 400 naming %s', async (over, field, message) => {
    const res = await search(over);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields?: { field: string; message: string }[] };
    const fields = (body.fields ?? []).map((f) => f.field).join(' ');
    expect(`${fields} ${body.message}`).toContain(field);
    if (message) expect(body.fields?.map((f) => f.message)).toContain(message);
  });
});
