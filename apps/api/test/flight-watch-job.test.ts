import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FlightWatch } from '@portal/contracts/flight-watch';
import type { Providers } from '../src/deps.ts';
import {
  checkDueWatches,
  checkWatch,
  WATCH_CHECK_INTERVAL_MS,
} from '../src/products/flights/flight-watch-check.ts';
import { fakeFlights } from './support/flight-watch-fakes.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// The watch job (spec §4 flight watch): the first check sets the price, later ones email (through the outbox)
// when the prediction turns to buy or the price drops by the threshold; a check is claimed so two processes
// never check or email one watch twice; a departed trip stops being watched; a supplier failure is retried.

const flights = fakeFlights();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    jobs: true,
    // Checks are hours apart: the sessions of the test outlive the clock's moves.
    config: { publicUrl: 'https://travel.example.test', sessionTtlMinutes: 60 * 24 * 30 },
    // The job finds the supplier and the partner among the providers, as the composition root gives them.
    providers: { flightSupply: flights.supply, pricePrediction: flights.prediction } as Partial<Providers>,
  });
  // What other files of a PostgreSQL run left queued is not this file's.
  await t.deps.jobs.runDue('flight-watch');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  flights.fares.clear();
  flights.recommendation = 'wait';
  flights.failing = false;
  flights.searches = 0;
});

const oneWay = (origin: string, destination: string, departureDate = '2025-07-10') => ({
  tripType: 'one_way',
  slices: [{ origin, destination, departureDate }],
  passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
  cabin: 'Economy',
});

async function watch(s: SignedIn, search: unknown): Promise<FlightWatch> {
  const res = await t.request('POST', '/api/v0/flights/watch/create', { session: s, body: { search } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ watch: FlightWatch }>().watch;
}
async function listed(s: SignedIn, watchId: string) {
  const res = await t.request('PUT', '/api/v0/flights/watch/list', { session: s, body: {} });
  return res.json<{ watches: FlightWatch[] }>().watches.find((w) => w.watchId === watchId);
}
/** The user's emails in the outbox, newest first (GET /outbox lists booking emails only). */
const emailsTo = async (s: { user: { email: string } }) =>
  rowsOf<{ to: string; subject: string; text: string }>(
    await t.db.execute(
      sql`select to_address as "to", subject, text from email_outbox
          where to_address = ${s.user.email} order by created_at desc, id desc`,
    ),
  );
const nextRound = () => t.clock.advance(WATCH_CHECK_INTERVAL_MS + 1);

describe('the flight watch job', () => {
  it('a new watch is checked by its own job: Watching with the price, no email', async () => {
    const s = await t.signedInUser();
    flights.fares.set('BOS-SFO', 320_00);
    const w = await watch(s, oneWay('BOS', 'SFO'));
    expect(await t.deps.jobs.runDue('flight-watch')).toBe(1);
    expect(t.jobErrors).toEqual([]);
    expect(await listed(s, w.watchId)).toMatchObject({
      state: 'Watching',
      recommendation: 'wait',
      price: { fiat: { value: 320 } },
      lastNotifiedAt: null,
    });
    expect(await emailsTo(s)).toEqual([]);
  });

  it('emails once when the price drops by the threshold, with the route, both prices and a link', async () => {
    const s = await t.signedInUser();
    flights.fares.set('ORD-MIA', 400_00);
    const w = await watch(s, oneWay('ORD', 'MIA'));
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');

    // Not due again within the interval: the supplier is not even asked.
    flights.fares.set('ORD-MIA', 300_00);
    const asked = flights.searches;
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('NotDue');
    expect(flights.searches).toBe(asked);

    nextRound();
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Notified');
    const [email, ...more] = await emailsTo(s);
    expect(more).toEqual([]);
    expect(email?.to).toBe(s.user.email);
    expect(email?.subject).toBe('Price drop: ORD to MIA is now $300.00');
    expect(email?.text).toContain('Flight 1: ORD to MIA, ');
    expect(email?.text).toContain('$400.00 -> $300.00 ($100.00 less)');
    expect(email?.text).toContain(
      'https://travel.example.test/flights/shop/?trip=one_way&from=ORD&to=MIA&date=2025-07-10&adults=1&cabin=Economy',
    );
    expect((await listed(s, w.watchId))?.lastNotifiedAt).toBe(t.clock.now().toISOString());

    // The same price next round is not news.
    nextRound();
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');
    expect(await emailsTo(s)).toHaveLength(1);
  });

  it('emails when the prediction turns to buy, and not again while it stays there', async () => {
    const s = await t.signedInUser();
    flights.fares.set('SEA-DEN', 250_00);
    const w = await watch(s, oneWay('SEA', 'DEN'));
    await checkWatch(t.deps, flights, w.watchId);
    flights.recommendation = 'great';
    nextRound();
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Notified');
    nextRound();
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');
    const emails = await emailsTo(s);
    expect(emails.map((e) => e.subject)).toEqual(['Time to book: SEA to DEN at $250.00']);
    expect(emails[0]?.text).toContain('Prediction: a great price: book now');
  });

  it('two processes sweeping at once check each due watch once and email once', async () => {
    const s = await t.signedInUser();
    flights.fares.set('ATL-LAS', 500_00);
    const w = await watch(s, oneWay('ATL', 'LAS'));
    await checkWatch(t.deps, flights, w.watchId);
    flights.fares.set('ATL-LAS', 420_00);
    nextRound();
    const [one, two] = await Promise.all([
      checkDueWatches(t.deps, flights),
      checkDueWatches(t.deps, flights),
    ]);
    expect((one?.Notified ?? 0) + (two?.Notified ?? 0)).toBe(1);
    expect(await emailsTo(s)).toHaveLength(1);
    const jobs = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from email_outbox where to_address = ${s.user.email}`),
    );
    expect(jobs[0]?.n).toBe(1);
  });

  it('stops watching a trip once its departure date has passed', async () => {
    const s = await t.signedInUser();
    flights.fares.set('DFW-PHX', 150_00);
    const w = await watch(s, oneWay('DFW', 'PHX', '2025-06-05'));
    await checkWatch(t.deps, flights, w.watchId);
    t.clock.advance(5 * 24 * 3_600_000);
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Stopped');
    expect(await listed(s, w.watchId)).toBeUndefined();
    const [row] = rowsOf<{ state: string }>(
      await t.db.execute(sql`select state from flight_watches where id = ${w.watchId}`),
    );
    expect(row?.state).toBe('NotWatching');
  });

  it('gives the check back when the supplier fails, so the retry prices it', async () => {
    const s = await t.signedInUser();
    flights.fares.set('IAD-MCO', 180_00);
    const w = await watch(s, oneWay('IAD', 'MCO'));
    flights.failing = true;
    await expect(checkWatch(t.deps, flights, w.watchId)).rejects.toThrow('supplier timed out');
    expect(await listed(s, w.watchId)).toMatchObject({ state: 'JustWatched', lastCheckedAt: null });
    flights.failing = false;
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');
    expect((await listed(s, w.watchId))?.price?.fiat.value).toBe(180);
  });

  it('keeps the last price when the supplier has no flight that day', async () => {
    const s = await t.signedInUser();
    flights.fares.set('MSP-AUS', 210_00);
    const w = await watch(s, oneWay('MSP', 'AUS'));
    await checkWatch(t.deps, flights, w.watchId);
    flights.fares.delete('MSP-AUS');
    nextRound();
    expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');
    expect((await listed(s, w.watchId))?.price?.fiat.value).toBe(210);
  });

  it('a watch stopped while it was being checked sends nothing', async () => {
    const s = await t.signedInUser();
    flights.fares.set('PDX-SAN', 300_00);
    const w = await watch(s, oneWay('PDX', 'SAN'));
    await checkWatch(t.deps, flights, w.watchId);
    flights.fares.set('PDX-SAN', 200_00);
    nextRound();
    // The user stops watching while the supplier answers.
    const search = flights.supply.search;
    flights.supply.search = async (request, now) => {
      await t.request('POST', '/api/v0/flights/watch/delete', { session: s, body: { watchId: w.watchId } });
      return search(request, now);
    };
    try {
      expect(await checkWatch(t.deps, flights, w.watchId)).toBe('Checked');
    } finally {
      flights.supply.search = search;
    }
    expect(await emailsTo(s)).toEqual([]);
  });
});
