// Writing the price history (issue 13): a search records today's lowest adult fare of each slice it found, and the
// demo backfills earlier days of its popular routes (and lazily of any route asked about) with the simulator's
// dynamics. Both go through the repository; the partner reads the rows and never this file's sources.
import type { DbOrTx } from '@portal/db/client';
import { addDays, diffDays, isoDateOfInstant } from '@portal/domain/iso-date';
import type { TripSearch } from '@portal/domain/flights/model';
import type { FlightSearchAnswer } from '../flight-supply.ts';
import { recordObservations, type PriceHistoryRow } from '../../price-prediction/price-history.repository.ts';
import { simulatedHistory, type RouteRef } from './price-history.ts';

/**
 * The lowest price this process last wrote per route, departure date and observation day, per database: a busy
 * route is searched many times a day at the same or a higher fare, and each of those writes would change nothing
 * (the row keeps the lower price). Skipping them took a write off almost every search. Only a lower fare is
 * written again; another process writing the same rows can only have made them lower still.
 */
const written = new WeakMap<object, Map<string, number>>();
/** Bounded so a long-running server does not keep every route and date it ever saw. */
const WRITTEN_MAX = 50_000;

function keyOf(row: PriceHistoryRow): string {
  return `${row.origin}|${row.destination}|${row.departureDate}|${row.observedOn}|${row.currency}`;
}

/** The rows that would lower what this process last wrote (all of them the first time). */
export async function recordIfLower(db: DbOrTx, rows: readonly PriceHistoryRow[]): Promise<void> {
  let memo = written.get(db);
  if (!memo) {
    memo = new Map();
    written.set(db, memo);
  }
  const known = memo;
  const fresh = rows.filter((row) => {
    const last = known.get(keyOf(row));
    return last === undefined || row.lowestPriceMinor < last;
  });
  if (fresh.length === 0) return;
  await recordObservations(db, fresh);
  if (known.size + fresh.length > WRITTEN_MAX) known.clear();
  for (const row of fresh) known.set(keyOf(row), row.lowestPriceMinor);
}

/** Records a search's findings: the lowest adult fare of each slice, observed today. */
export async function recordSearchObservations(
  db: DbOrTx,
  search: TripSearch,
  answer: FlightSearchAnswer,
  now: Date,
): Promise<void> {
  if (answer.kind !== 'Found') return;
  const observedOn = isoDateOfInstant(now);
  const rows: PriceHistoryRow[] = [];
  search.slices.forEach((slice, index) => {
    let lowest: { minor: number; currency: string } | null = null;
    for (const option of answer.slices[index] ?? []) {
      for (const fare of option.fares) {
        const adult = fare.pricePerPassenger.adult;
        if (!lowest || adult < lowest.minor) lowest = { minor: adult, currency: fare.currency };
      }
    }
    if (lowest && slice.departureDate >= observedOn) {
      rows.push({
        origin: slice.origin,
        destination: slice.destination,
        departureDate: slice.departureDate,
        observedOn,
        lowestPriceMinor: lowest.minor,
        currency: lowest.currency,
      });
    }
  });
  if (rows.length > 0) await recordIfLower(db, rows);
}

/** How many days of observations a backfill writes, and how far out fares open. */
export const BACKFILL_DAYS = 90;
const FARES_OPEN_DAYS = 120;

/** The simulated observations of one route and date from fares opening (at most `days` ago) to today. */
export function backfillRows(
  route: RouteRef,
  departureDate: string,
  today: string,
  days = BACKFILL_DAYS,
): PriceHistoryRow[] {
  const opened = addDays(departureDate, -FARES_OPEN_DAYS);
  const first = opened > addDays(today, -days) ? opened : addDays(today, -days);
  return simulatedHistory(route, departureDate, first, today);
}

/** Backfills one route and date (a prediction asked about a route nobody searched yet). */
export async function backfillRouteHistory(
  db: DbOrTx,
  route: RouteRef,
  departureDate: string,
  today: string,
): Promise<void> {
  await recordObservations(db, backfillRows(route, departureDate, today));
}

/** The demo's popular routes: what the partner first learns from. */
export const DEMO_PREDICTION_ROUTES: readonly RouteRef[] = [
  { origin: 'ORD', destination: 'LAX' },
  { origin: 'JFK', destination: 'SFO' },
  { origin: 'ATL', destination: 'MCO' },
  { origin: 'DFW', destination: 'DEN' },
  { origin: 'SEA', destination: 'LAS' },
  { origin: 'MIA', destination: 'BOS' },
];

/**
 * The demo's history: for each popular route, departure dates every `step` days from `pastDays` ago (histories
 * that ran to departure from fares opening: the partner learns how they ended) to `aheadDays` ahead, observed
 * over the last BACKFILL_DAYS days. About 14,000 rows with the defaults, so the first prediction stays quick.
 */
export function demoBackfillRows(
  today: string,
  options: { pastDays?: number; aheadDays?: number; step?: number } = {},
): PriceHistoryRow[] {
  const { pastDays = 40, aheadDays = 60, step = 4 } = options;
  const rows: PriceHistoryRow[] = [];
  for (const route of DEMO_PREDICTION_ROUTES) {
    for (let offset = -pastDays; offset <= aheadDays; offset += step) {
      const departureDate = addDays(today, offset);
      const lastObserved = diffDays(departureDate, today) < 0 ? departureDate : today;
      rows.push(...backfillRows(route, departureDate, lastObserved, BACKFILL_DAYS + Math.max(0, -offset)));
    }
  }
  return rows;
}

export async function backfillDemoHistories(db: DbOrTx, today: string): Promise<void> {
  await recordObservations(db, demoBackfillRows(today));
}
