import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedHotelCatalog } from '@portal/db/seed/hotels/seed-hotels';
import { HotelAvailabilityAnswer, LodgingAutocompleteAnswer } from '@portal/contracts/hotels';
import { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// The shop against the catalog generator's demo hotels (packages/db seed/hotels): whatever the generator makes
// (every refund policy, fee basis, meal plan, time zone), search and details answer within their contracts.

const TODAY = '2025-06-02';
let t: TestApp;
let session: SignedIn;
let cities: { name: string; region: string }[];

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z` });
  await seedHotelCatalog(t.db, { today: TODAY, nights: 21 });
  session = await t.signedInUser();
  const result = await t.db.execute(sql`select name, region from hotel_cities order by id`);
  cities = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as typeof cities;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown) => t.request('POST', `/api/v0${url}`, { session, body });
const stay = {
  fromDate: '2025-06-12',
  untilDate: '2025-06-16',
  adultsCount: 2,
  childrenAges: [5],
  roomsCount: 1,
};

describe('hotel shop on the demo catalog', () => {
  it('every city finds hotels, within the contract, priced with taxes and fees', async () => {
    for (const city of cities) {
      const term = `${city.name}, ${city.region}`;
      const res = await post('/hotels/availability', {
        ...stay,
        lodgingSelection: { kind: 'Place', searchTerm: term },
      });
      expect(res.statusCode, `${term}: ${res.body.slice(0, 300)}`).toBe(200);
      const answer = HotelAvailabilityAnswer.parse(res.json());
      expect(answer.lodgings.length, term).toBeGreaterThan(0);
      for (const hotel of answer.lodgings)
        expect(hotel.lead.tripTotal.fiat.value).toBeGreaterThanOrEqual(hotel.lead.sellRate.fiat.value);
    }
  }, 120_000);

  it('every hotel of a few cities shows its rooms and rates within the contract', async () => {
    for (const city of cities.slice(0, 4)) {
      const search = await post('/hotels/availability', {
        ...stay,
        lodgingSelection: { kind: 'Place', searchTerm: `${city.name}, ${city.region}` },
      });
      for (const { lodgingId } of HotelAvailabilityAnswer.parse(search.json()).lodgings) {
        const res = await post('/hotels/shop', { ...stay, lodgingId });
        expect(res.statusCode, `${lodgingId}: ${res.body.slice(0, 300)}`).toBe(200);
        const answer = HotelShopAnswer.parse(res.json());
        expect(answer.availability.result).toBe('Available');
        expect(answer.rooms.some((r) => r.rates.length > 1)).toBe(true);
      }
    }
  }, 120_000);

  it('autocomplete finds a generated city and hotel by a word of its name', async () => {
    const city = cities[0]!;
    const res = await t.request(
      'GET',
      `/api/v0/autocomplete/lodging?types=Hotels&query=${encodeURIComponent(city.name.slice(0, 4))}`,
      { session },
    );
    const { suggestions } = LodgingAutocompleteAnswer.parse(res.json());
    expect(suggestions.some((s) => s.kind === 'Place' && s.city === city.name)).toBe(true);
  });
});
