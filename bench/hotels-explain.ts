/** --explain: EXPLAIN (ANALYZE, BUFFERS) of exactly the statement the API runs for one benchmark search. */
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { diffDays, weekday } from '@portal/domain/iso-date';
import { HotelAvailabilityRequest } from '@portal/contracts/hotels';
import { assertHotelStay } from '@portal/api/products/hotels/hotel-stay-request';
import { cityOfTerm } from '@portal/api/products/hotels/place-match';
import { availabilityQuery, findAllCities } from '@portal/api/products/hotels/hotels-search.repository';

export async function explainHotelSearch(databaseUrl: string, body: unknown, today: string): Promise<void> {
  const handle = await createDb({ databaseUrl, poolSize: 1 });
  try {
    const req = HotelAvailabilityRequest.parse(body);
    const stay = assertHotelStay(req, today);
    const term = req.lodgingSelection.kind === 'Place' ? req.lodgingSelection.searchTerm : '';
    const city = cityOfTerm(await findAllCities(handle.db), term);
    if (!city) throw new Error(`No hotel city for ${term}`);
    // The criteria as hotels-search.service.ts builds them for a city search.
    const query = availabilityQuery({
      scope: { kind: 'City', cityId: city.id },
      from: stay.from,
      until: stay.until,
      nights: stay.nights,
      checkInWeekday: weekday(stay.from),
      checkOutWeekday: weekday(stay.until),
      daysAhead: diffDays(stay.from, today),
      rooms: stay.rooms,
      peoplePerRoom: stay.peoplePerRoom,
    });
    const result = await handle.db.execute(sql`explain (analyze, buffers) ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    console.log(
      `  EXPLAIN ANALYZE on ${new URL(databaseUrl).pathname.slice(1)} (${term}, ${stay.from} to ${stay.until}):`,
    );
    console.log(rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
  } finally {
    await handle.close();
  }
}
