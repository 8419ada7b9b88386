import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightPredictionAnswer } from '@portal/contracts/flight-prediction';
import { addDays } from '@portal/domain/iso-date';
import { createTestApp, TEST_NOW, type SignedIn, type TestApp } from './support/test-app.ts';
import { rowsOf } from './support/purchase-flow.ts';

// POST /api/v0/flights/prediction (spec §1 price prediction, §2 its funnel step): the embedded partner's advice,
// learned from flight_price_history, which the first question backfills with the demo's popular routes.

const TODAY = TEST_NOW.slice(0, 10);
let t: TestApp;
let session: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const ask = (body: unknown) => t.request('POST', '/api/v0/flights/prediction', { session, body });

describe('POST /api/v0/flights/prediction', () => {
  it('answers a popular route in spec shape, with the history ending today at the current price', async () => {
    const res = await ask({ origin: 'ord', destination: 'LAX', departureDate: addDays(TODAY, 45) });
    expect(res.statusCode).toBe(200);
    const answer = FlightPredictionAnswer.parse(res.json());
    if (answer.status !== 'Available') throw new Error(`expected a prediction, got ${answer.reason}`);
    expect(['wait', 'fair', 'good', 'great']).toContain(answer.recommendation);
    expect(answer.minPrice.fiat.value).toBeLessThanOrEqual(answer.currentPrice.fiat.value);
    expect(answer.maxPrice.fiat.value).toBeGreaterThanOrEqual(answer.currentPrice.fiat.value);
    expect(answer.minPrice.display).toMatch(/^\$[\d,]+$/);
    expect(answer.confidence).toBeGreaterThanOrEqual(0);
    expect(answer.confidence).toBeLessThanOrEqual(1);
    expect(answer.displayText.length).toBeGreaterThan(10);
    const last = answer.history.at(-1)!;
    expect(last).toEqual({ observedOn: TODAY, price: answer.currentPrice.fiat });
    expect(answer.history.length).toBeGreaterThan(30);
    const days = answer.history.map((h) => h.observedOn);
    expect([...days].sort()).toEqual(days);
  }, 90_000); // the first question backfills the demo's histories and fits the partner

  it('backfills a route nobody asked about yet, and a round trip adds both directions', async () => {
    const departureDate = addDays(TODAY, 30);
    const returnDate = addDays(TODAY, 37);
    const oneWay = FlightPredictionAnswer.parse(
      (await ask({ origin: 'PDX', destination: 'AUS', departureDate })).json(),
    );
    const back = FlightPredictionAnswer.parse(
      (await ask({ origin: 'AUS', destination: 'PDX', departureDate: returnDate })).json(),
    );
    const round = FlightPredictionAnswer.parse(
      (await ask({ origin: 'PDX', destination: 'AUS', departureDate, returnDate })).json(),
    );
    if (oneWay.status !== 'Available' || back.status !== 'Available' || round.status !== 'Available')
      throw new Error('expected predictions');
    expect(round.currentPrice.fiat.value).toBeCloseTo(
      oneWay.currentPrice.fiat.value + back.currentPrice.fiat.value,
      2,
    );
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from flight_price_history where origin = 'PDX' and destination = 'AUS'`,
      ),
    );
    expect(rows[0]!.n).toBeGreaterThan(60);
  });

  it('says NotAvailable, with the reason, for a flight leaving today or beyond 120 days', async () => {
    const today = FlightPredictionAnswer.parse(
      (await ask({ origin: 'ORD', destination: 'LAX', departureDate: TODAY })).json(),
    );
    expect(today).toMatchObject({ status: 'NotAvailable', reason: 'TooCloseToDeparture' });
    const far = FlightPredictionAnswer.parse(
      (await ask({ origin: 'ORD', destination: 'LAX', departureDate: addDays(TODAY, 200) })).json(),
    );
    expect(far).toMatchObject({ status: 'NotAvailable', reason: 'TooFarOut' });
  });

  it.each([
    [
      'a past date',
      { origin: 'ORD', destination: 'LAX', departureDate: addDays(TODAY, -1) },
      'departureDate',
    ],
    [
      'beyond the sale window',
      { origin: 'ORD', destination: 'LAX', departureDate: addDays(TODAY, 400) },
      'departureDate',
    ],
    [
      'not a calendar date',
      { origin: 'ORD', destination: 'LAX', departureDate: '2025-02-30' },
      'departureDate',
    ],
    [
      'the same airport',
      { origin: 'ORD', destination: 'ord', departureDate: addDays(TODAY, 9) },
      'destination',
    ],
    [
      'a return before the departure',
      { origin: 'ORD', destination: 'LAX', departureDate: addDays(TODAY, 9), returnDate: addDays(TODAY, 8) },
      'returnDate',
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await ask(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('refuses a malformed airport code and a missing session', async () => {
    expect(
      (await ask({ origin: 'ORDX', destination: 'LAX', departureDate: addDays(TODAY, 9) })).statusCode,
    ).toBe(400);
    const anonymous = await t.request('POST', '/api/v0/flights/prediction', {
      body: { origin: 'ORD', destination: 'LAX', departureDate: addDays(TODAY, 9) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
