// flight_price_history's SQL: the lowest adult fare of a route and departure date per observation day. Searches
// and the demo backfill write it (the lowest of the day wins); the prediction partner reads it, and only it.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { flightPriceHistory } from '@portal/db/schema/flights';

export type PriceHistoryRow = {
  origin: string;
  destination: string;
  departureDate: string;
  observedOn: string;
  lowestPriceMinor: number;
  currency: string;
};

/** Rows per INSERT: PostgreSQL allows 65,535 parameters; six a row. */
const BATCH = 2_000;

/** Records observations; a second one of the same day keeps the lower price. */
export async function recordObservations(db: DbOrTx, rows: readonly PriceHistoryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(flightPriceHistory)
      .values(rows.slice(i, i + BATCH).map((row) => ({ ...row })))
      .onConflictDoUpdate({
        target: [
          flightPriceHistory.origin,
          flightPriceHistory.destination,
          flightPriceHistory.departureDate,
          flightPriceHistory.observedOn,
        ],
        set: {
          lowestPriceMinor: sql`least(${flightPriceHistory.lowestPriceMinor}, excluded.lowest_price_minor)`,
        },
      });
  }
}

/** One route and departure date's observations up to a day, oldest first. */
export async function readHistory(
  db: DbOrTx,
  key: { origin: string; destination: string; departureDate: string },
  upTo: string,
): Promise<PriceHistoryRow[]> {
  return db
    .select()
    .from(flightPriceHistory)
    .where(
      and(
        eq(flightPriceHistory.origin, key.origin),
        eq(flightPriceHistory.destination, key.destination),
        eq(flightPriceHistory.departureDate, key.departureDate),
        lte(flightPriceHistory.observedOn, upTo),
      ),
    )
    .orderBy(asc(flightPriceHistory.observedOn));
}

/** Whether a route and date has any observation (the lazy backfill's test). */
export async function countHistory(
  db: DbOrTx,
  key: { origin: string; destination: string; departureDate: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(flightPriceHistory)
    .where(
      and(
        eq(flightPriceHistory.origin, key.origin),
        eq(flightPriceHistory.destination, key.destination),
        eq(flightPriceHistory.departureDate, key.departureDate),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every observation of departure dates from `fromDeparture` on, observed up to `upTo`: what the partner learns from. */
export async function readTrainingRows(
  db: DbOrTx,
  fromDeparture: string,
  upTo: string,
): Promise<PriceHistoryRow[]> {
  return db
    .select()
    .from(flightPriceHistory)
    .where(
      and(gte(flightPriceHistory.departureDate, fromDeparture), lte(flightPriceHistory.observedOn, upTo)),
    );
}
