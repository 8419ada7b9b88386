/**
 * The booking benchmark's database: portal_bench_book with the demo seed and 200 buyers (a card and a saved
 * traveler each, the traveler flying their flight bookings), kept and
 * reused while its bench_meta row matches (same DATA_VERSION, seeded today, enough buyers), plus the reset that
 * deletes every row a run's bookings wrote.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { seedDemoData } from '@portal/db/seed/seed';
import { createUser, FACTORY_PASSWORD } from '@portal/db/factories/users';
import { createPaymentMethod, createRewardsAccount } from '@portal/db/factories/cards';
import { createTraveler } from '@portal/db/factories/travelers';
import type { Buyer, Stay } from './book-client.ts';

/** Bump when what prepareDatabase generates changes, so a kept database is regenerated. */
const DATA_VERSION = 3;
const BUYER_EMAILS = `buyer-%@bench.test`;

export type BenchDb = { url: string; query: <T>(text: string, values?: unknown[]) => Promise<T[]> };

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function benchDb(url: string): BenchDb {
  return {
    url,
    query: <T>(text: string, values: unknown[] = []) =>
      withClient(url, async (c) => (await c.query(text, values)).rows as T[]),
  };
}

async function isKept(db: BenchDb, today: string, listings: number, buyers: number): Promise<boolean> {
  try {
    const rows = await db.query(
      `select 1 from bench_meta where version = $1 and today = $2::date and listings = $3 and buyers >= $4`,
      [DATA_VERSION, today, listings, buyers],
    );
    return rows.length > 0;
  } catch {
    return false;
  }
}

/** Creates (or reuses) the database; answers how long generating it took, 0 when it was reused. */
export async function prepareDatabase(opts: {
  serverUrl: string;
  name: string;
  today: string;
  listings: number;
  buyers: number;
  fresh: boolean;
}): Promise<number> {
  const url = `${opts.serverUrl}/${opts.name}`;
  const admin = `${opts.serverUrl}/postgres`;
  const exists = await withClient(admin, (c) =>
    c.query('select 1 from pg_database where datname = $1', [opts.name]),
  );
  if (!opts.fresh && exists.rowCount && (await isKept(benchDb(url), opts.today, opts.listings, opts.buyers)))
    return 0;
  const started = performance.now();
  await withClient(admin, async (c) => {
    await c.query(`drop database if exists ${opts.name} with (force)`);
    await c.query(`create database ${opts.name}`);
  });
  const handle = await createDb({ databaseUrl: url, poolSize: 4 });
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db, { listings: opts.listings, today: opts.today });
    for (let i = 0; i < opts.buyers; i++) {
      const user = await createUser(handle.db, { email: `buyer-${i}@bench.test` });
      await createRewardsAccount(handle.db, user.id);
      await createPaymentMethod(handle.db, user.id);
      await createTraveler(handle.db, user.id, { givenName: 'Bench', surname: 'Buyer' });
    }
    await handle.db.execute(
      sql`create table bench_meta (version int not null, today date not null, listings int not null, buyers int not null)`,
    );
    await handle.db.execute(
      sql`insert into bench_meta values (${DATA_VERSION}, ${opts.today}::date, ${opts.listings}, ${opts.buyers})`,
    );
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

/** The buyers in the order of their number, each with the id of their saved card and of their saved traveler. */
export async function loadBuyers(db: BenchDb, count: number): Promise<Buyer[]> {
  const rows = await db.query<{ email: string; card_id: string; traveler_id: string }>(
    `select u.email, p.id as card_id, t.id as traveler_id
     from users u join payment_methods p on p.user_id = u.id join travelers t on t.user_id = u.id
     where u.email like $1 order by (substring(u.email from 'buyer-(\\d+)@'))::int limit $2`,
    [BUYER_EMAILS, count],
  );
  return rows.map((r) => ({
    email: r.email,
    password: FACTORY_PASSWORD,
    cardId: r.card_id,
    travelerId: r.traveler_id,
  }));
}

export async function listingIds(db: BenchDb): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id from listings order by id`);
  return rows.map((r) => r.id);
}

/** Deletes everything the buyers' quotes and bookings wrote, so every run starts from the same calendar. */
export async function resetBookings(db: BenchDb): Promise<void> {
  await withClient(db.url, async (c) => {
    const buyers = `(select id from users where email like '${BUYER_EMAILS}')`;
    const theirs = `(select id from bookings where user_id in ${buyers})`;
    await c.query('begin');
    // Rows that reference a booking first: ledgers, holds, the stay details, payments.
    await c.query(
      `delete from rewards_ledger where account_id in (select id from rewards_accounts where user_id in ${buyers})`,
    );
    await c.query(`delete from wallet_ledger where user_id in ${buyers}`);
    await c.query(`delete from stay_holds where booking_id in ${theirs}`);
    await c.query(`delete from stay_bookings where booking_id in ${theirs}`);
    await c.query(`delete from booking_payments where booking_id in ${theirs}`);
    // A flight's seats, credits and details, and every bucket no other booking holds seats of, so each run
    // sells from the supplier's seats again (a bucket is seeded from them at its first sale).
    await c.query(`delete from flight_booking_seats where booking_id in ${theirs}`);
    await c.query(`delete from flight_travel_credits where booking_id in ${theirs}`);
    await c.query(`delete from flight_bookings where booking_id in ${theirs}`);
    await c.query(
      `delete from flight_seat_buckets b where not exists (select 1 from flight_booking_seats s where s.bucket_key = b.bucket_key)`,
    );
    await c.query(
      `delete from payment_intents where fulfil_session_id in (select id from fulfil_sessions where user_id in ${buyers})`,
    );
    await c.query(`delete from fulfil_sessions where user_id in ${buyers}`);
    await c.query(`delete from bookings where user_id in ${buyers}`);
    await c.query(`delete from quote_sessions where user_id in ${buyers}`);
    await c.query(`delete from email_outbox where to_address like '${BUYER_EMAILS}'`);
    await c.query('commit');
    // Dead rows and gist entries of the deleted bookings would make each run slower than the one before.
    await c.query(
      'vacuum analyze stay_holds, stay_bookings, flight_booking_seats, flight_bookings, flight_seat_buckets, booking_payments, payment_intents, fulfil_sessions, bookings, quote_sessions, email_outbox',
    );
  });
}

export async function reservationsOf(db: BenchDb, listingId: string, stay: Stay): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from stay_bookings where listing_id = $1 and from_date = $2 and until_date = $3`,
    [listingId, stay.from, stay.until],
  );
  return row?.n ?? 0;
}

/** Per reservation of the buyers: its created_at (the booking's clock reading) minus its fulfil session's. */
export async function dbScheduleToBookMs(db: BenchDb): Promise<number[]> {
  const rows = await db.query<{ ms: number }>(
    `select extract(epoch from (r.created_at - f.created_at)) * 1000 as ms
     from fulfil_sessions f join bookings r on r.id = f.booking_id
     where f.user_id in (select id from users where email like $1)`,
    [BUYER_EMAILS],
  );
  return rows.map((r) => Number(r.ms));
}
