import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordIfLower } from '../src/providers/flight-supply/simulator/price-history-recorder.ts';
import {
  readHistory,
  type PriceHistoryRow,
} from '../src/providers/price-prediction/price-history.repository.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A search records the lowest fare of its route and date for the day; this process skips the writes that could
// not lower what it already wrote (issue 13: a write on every search of a busy route was most of the database's
// work during a search load).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const key = { origin: 'BOS', destination: 'SEA', departureDate: '2025-07-01' };
const row = (lowestPriceMinor: number): PriceHistoryRow => ({
  ...key,
  observedOn: '2025-06-02',
  lowestPriceMinor,
  currency: 'USD',
});
const prices = async () => (await readHistory(t.db, key, '2025-06-30')).map((r) => r.lowestPriceMinor);

describe('recordIfLower', () => {
  it('writes the first observation, skips one that is not lower, writes a lower one', async () => {
    await recordIfLower(t.db, [row(30_000)]);
    expect(await prices()).toEqual([30_000]);
    // Removed behind the process's back: a skipped write leaves it absent, a written one brings it back.
    await t.db.execute(sql`delete from flight_price_history where origin = 'BOS' and destination = 'SEA'`);
    await recordIfLower(t.db, [row(30_000)]);
    await recordIfLower(t.db, [row(31_000)]);
    expect(await prices()).toEqual([]);
    await recordIfLower(t.db, [row(29_500)]);
    expect(await prices()).toEqual([29_500]);
  });

  it('keeps another observation day apart', async () => {
    await recordIfLower(t.db, [{ ...row(40_000), observedOn: '2025-06-03' }]);
    expect(await prices()).toEqual([29_500, 40_000]);
  });
});
