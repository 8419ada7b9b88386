/**
 * The searches of `npm run bench:hotels`: a random city of the bench catalog, a 1-7 night stay anywhere in the
 * year of inventory, 1-2 rooms with an adult or two each. A seeded generator, so two runs send the same searches.
 */
import pg from 'pg';
import { addDays } from '@portal/domain/iso-date';
import { placeTerm } from '@portal/api/products/hotels/place-match';
import type { HotelAvailabilityRequest } from '@portal/contracts/hotels';

/** mulberry32: small, fast and good enough to spread searches; Math.random cannot be seeded. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The place terms of every city that holds hotels, as a Place suggestion carries them ('Chicago, IL'). */
export async function catalogCityTerms(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; region: string }>(
      `select c.name, c.region from hotel_cities c where exists (select 1 from hotels h where h.city_id = c.id)
       order by c.id`,
    );
    return rows.map(placeTerm);
  } finally {
    await client.end();
  }
}

/**
 * Request i of a run. `nights` is the inventory's length from `today`: check-in is tomorrow at the earliest (so a
 * hotel's own today, up to a day behind or ahead of UTC, never makes it a past date) and the last night is inside it.
 */
export function hotelSearches(
  terms: readonly string[],
  today: string,
  nights: number,
  seed: number,
): (i: number) => HotelAvailabilityRequest {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  return () => {
    const stayNights = 1 + pick(7);
    const fromDate = addDays(today, 1 + pick(nights - 1 - stayNights));
    const roomsCount = 1 + pick(2);
    return {
      lodgingSelection: { kind: 'Place', searchTerm: terms[pick(terms.length)] ?? '' },
      fromDate,
      untilDate: addDays(fromDate, stayNights),
      adultsCount: roomsCount + pick(roomsCount + 1),
      childrenAges: [],
      roomsCount,
      sortOrder: 'MostRecommended',
      filters: {},
      page: { offset: 0, limit: 20 },
    };
  };
}

/** Hotels with a room for the stay in one answer (before filters), read without parsing the whole answer. */
export function answerHotels(text: string): number {
  const match = /"totalUnfiltered":(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}
