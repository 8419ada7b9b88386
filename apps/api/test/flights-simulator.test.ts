import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightReviewAnswer, FlightSearchAnswer } from '@portal/contracts/flights';
import { sql } from 'drizzle-orm';
import { addDays } from '@portal/domain/iso-date';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';

// The flight routes on the embedded supply simulator (the default provider), end to end: real airports and
// schedules, the results rules' scores, and a review of a searched fare.
let t: TestApp;
let session: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const day = (n: number) => addDays(TEST_NOW.slice(0, 10), n);

describe('flights on the supply simulator', () => {
  it('a round trip ORD-LAX: options on both slices, one of each score flag, a fare that reviews', async () => {
    const res = await t.request('POST', '/api/v0/flights/search', {
      session,
      body: {
        tripType: 'round_trip',
        slices: [
          { origin: 'ORD', destination: 'LAX', departureDate: day(30) },
          { origin: 'LAX', destination: 'ORD', departureDate: day(37) },
        ],
        passengers: { adultsCount: 1 },
      },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const answer = res.json<FlightSearchAnswer>();
    // What the search showed is today's observation in the price history the prediction partner learns from.
    const observed = await t.db.execute(
      sql`select origin, destination, lowest_price_minor from flight_price_history where observed_on = ${TEST_NOW.slice(0, 10)} and departure_date = ${day(30)}`,
    );
    const lowestShown = Math.min(
      ...answer.slices[0]!.options.flatMap((o) => o.fares.map((f) => Math.round(f.amount.fiat.value * 100))),
    );
    const rows = rowsOf<{ origin: string; destination: string; lowest_price_minor: number }>(observed);
    expect(rows.map((r) => [r.origin, r.destination])).toEqual([['ORD', 'LAX']]);
    // The row keeps cents; the answer's fiat may be rounded to whole dollars (spec §9).
    expect(Math.abs(rows[0]!.lowest_price_minor - lowestShown)).toBeLessThan(100);
    for (const s of answer.slices) {
      expect(s.options.length).toBeGreaterThan(0);
      for (const flag of ['isCheapest', 'isFastest', 'isBest', 'isBestQuality'] as const) {
        expect(s.options.filter((o) => o.fareScore[flag])).toHaveLength(1);
      }
      for (const o of s.options) {
        expect(o.segments[0]!.origin.locationCode).toBe(s.origin);
        expect(o.segments.at(-1)!.destination.locationCode).toBe(s.destination);
      }
    }
    expect(answer.airports.ORD?.timeZone).toBe('America/Chicago');
    const fareIds = answer.slices.map((s) => s.options[0]!.fares[0]!.fareId);
    const review = await t.request('POST', '/api/v0/flights/review', {
      session,
      body: { fareIds, passengers: { adultsCount: 1 } },
    });
    expect(review.statusCode, review.body.slice(0, 300)).toBe(200);
    const reviewed = review.json<FlightReviewAnswer>();
    expect(['Available', 'SoldOut']).toContain(reviewed.kind);
  });

  it('autocomplete finds Chicago from a typo and JFK first', async () => {
    const chicago = await t.request('GET', '/api/v0/autocomplete/flights?query=chicgo', { session });
    const first = chicago.json<{ suggestions: { kind: string; codes?: string[] }[] }>().suggestions[0];
    expect(first?.kind).toBe('City');
    expect(first?.codes).toEqual(expect.arrayContaining(['ORD', 'MDW']));
    const jfk = await t.request('GET', '/api/v0/autocomplete/flights?query=jfk', { session });
    expect(jfk.json<{ suggestions: { code?: string }[] }>().suggestions[0]?.code).toBe('JFK');
    const london = await t.request('GET', '/api/v0/autocomplete/flights?query=londn', { session });
    expect(london.json<{ suggestions: { city: string }[] }>().suggestions[0]?.city).toBe('London');
  });
});
