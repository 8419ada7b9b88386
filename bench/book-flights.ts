/**
 * The flights runs of bench:book (issue 14), beside the homes ones of book.ts, on the same server and buyers:
 *   race:   every buyer quotes one passenger on the same main-cabin fare, the fare's seat bucket is set to its last
 *           `seats` seats, then all fulfil at once; exactly `seats` bookings may succeed (Ticketed), the others
 *           answer NoAvailability, and the bucket is never oversold.
 *   spread: every buyer books a different flight (its own fare bucket) on several routes and dates at once.
 * The fares come from real searches of the embedded airline simulator; booking goes through purchase/quote and
 * purchase/fulfill with the Flights request, polled until ticketed, as the web app's flight checkout does.
 */
import { loadavg } from 'node:os';
import { addDays } from '@portal/domain/iso-date';
import { pool, type BenchClient, type Buyer, type Quote } from './book-client.ts';
import { resetBookings, type BenchDb } from './book-data.ts';
import { readyFlightQuote, searchFares, type FlightFare } from './book-flights-client.ts';
import { countKinds, failedInServer, fulfilAll, measureSpread, withCpu } from './book-fulfil.ts';
import type { Server } from './book-process.ts';
import type { SpreadRun } from './book-report.ts';
import { fulfilDurations, stats, type Stats } from './book-timings.ts';

export type FlightRaceRun = {
  seats: number;
  /** Buyers whose booking ended Success and Ticketed. */
  succeeded: number;
  /** flight_seat_buckets.seats_sold of the raced bucket afterwards, and the confirmed, ticketed flight bookings. */
  seatsSold: number;
  ticketed: number;
  kinds: Record<string, number>;
  wallMs: number;
  serverMs: Stats;
  cpuPerBuyer: { serverMs: number; postgresMs: number } | null;
  serverErrors: Record<string, number>;
  load: number;
};

/** Busy routes with many flights a day (none of README "Flights test inputs"), three to four weeks out. */
const ROUTES = [
  ['ORD', 'LGA'],
  ['ATL', 'LAX'],
  ['JFK', 'LAX'],
  ['ATL', 'ORD'],
  ['LAX', 'SFO'],
  ['DFW', 'ORD'],
  ['BOS', 'DCA'],
  ['DEN', 'LAX'],
] as const;
const DAYS_OUT = [21, 22, 23, 24, 25, 26, 27, 28];
/** At most this many options of one search, so the bookings spread over routes and dates. */
const PER_SEARCH = 12;
const SETUP_CONCURRENCY = 8;

/** `n` fares of different options (so different seat buckets) found by searching the routes day by day. */
export async function pickFlightFares(
  client: BenchClient,
  buyer: Buyer,
  today: string,
  n: number,
): Promise<FlightFare[]> {
  const picked = new Map<string, FlightFare>();
  for (const days of DAYS_OUT) {
    for (const [origin, destination] of ROUTES) {
      const fares = await searchFares(client, buyer, {
        origin,
        destination,
        departureDate: addDays(today, days),
      });
      for (const fare of fares.slice(0, PER_SEARCH)) picked.set(fare.bucketKey, fare);
      if (picked.size >= n) return [...picked.values()].slice(0, n);
    }
  }
  throw new Error(`only ${picked.size} flight fares found, ${n} wanted`);
}

async function quoteFlights(
  client: BenchClient,
  buyers: readonly Buyer[],
  fareOf: (i: number) => FlightFare,
) {
  const quotes = await pool(buyers, SETUP_CONCURRENCY, (b, i) => readyFlightQuote(client, b, fareOf(i)));
  const missing = quotes.findIndex((q) => q === null);
  if (missing >= 0) throw new Error(`buyer ${missing} could not quote ${fareOf(missing).fareId}`);
  return quotes as Quote[];
}

async function buyerIds(db: BenchDb, buyers: readonly Buyer[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id from users where email = any($1::text[])`, [
    buyers.map((b) => b.email),
  ]);
  return rows.map((r) => r.id);
}

export async function flightSpreadRun(
  client: BenchClient,
  db: BenchDb,
  server: Server,
  buyers: readonly Buyer[],
  fares: readonly FlightFare[],
): Promise<SpreadRun> {
  await resetBookings(db);
  const quotes = await quoteFlights(client, buyers, (i) => fares[i] as FlightFare);
  return measureSpread(client, db, server, buyers, quotes);
}

export async function flightRaceRun(
  client: BenchClient,
  db: BenchDb,
  server: Server,
  buyers: readonly Buyer[],
  fare: FlightFare,
  seats: number,
): Promise<FlightRaceRun> {
  await resetBookings(db);
  const quotes = await quoteFlights(client, buyers, () => fare);
  // The bucket on sale with its last seats, as if earlier buyers had sold it down (flights-race.test.ts).
  await db.query(
    `insert into flight_seat_buckets (bucket_key, seats_total, seats_sold) values ($1, $2, 0)
     on conflict (bucket_key) do update set seats_total = excluded.seats_total, seats_sold = 0`,
    [fare.bucketKey, seats],
  );
  await server.timings();
  server.takeErrors();
  const {
    result: { started, results },
    cpu,
  } = await withCpu(server, db.url, () => fulfilAll(client, buyers, quotes));
  const timings = await server.timings();
  const [sold] = await db.query<{ n: number }>(
    `select seats_sold as n from flight_seat_buckets where bucket_key = $1`,
    [fare.bucketKey],
  );
  const [ticketed] = await db.query<{ n: number }>(
    `select count(*)::int as n from bookings b join flight_bookings f on f.booking_id = b.id
     where b.status = 'Confirmed' and f.ticket_state = 'Ticketed' and b.user_id = any($1::uuid[])`,
    [await buyerIds(db, buyers)],
  );
  const kinds = countKinds(results.map((r) => r.outcome));
  const per = (ms: number) => ms / buyers.length;
  return {
    seats,
    succeeded: kinds.Success ?? 0,
    seatsSold: sold?.n ?? 0,
    ticketed: ticketed?.n ?? 0,
    kinds,
    wallMs: Math.max(...results.map((r) => r.at)) - started,
    serverMs: stats(fulfilDurations(timings).inServer.concat(failedInServer(timings))),
    cpuPerBuyer: cpu && { serverMs: per(cpu.serverMs), postgresMs: per(cpu.postgresMs) },
    serverErrors: server.takeErrors(),
    load: loadavg()[0] ?? NaN,
  };
}
