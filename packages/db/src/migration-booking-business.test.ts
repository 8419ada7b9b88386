import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAtMigration, type MigrationTestDb } from './migration-test-db.ts';

// Migration 0028 gives every booking the business it was made for (issue 15). Rows booked before it are
// backfilled: the approval request's business, else the checked policy tier's, else the booker's only membership
// on the corporate portal; a consumer-portal booking, and one of a member of several businesses with neither,
// stay personal. On TEST_DATABASE_URL (a database of its own, created and dropped here) when set, else PGlite.

let db: MigrationTestDb;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ACME = id(1);
const GLOBEX = id(2);
const GLOBEX_TIER = id(3);
const SOLO = id(10); // corporate portal, one membership (Acme)
const MULTI = id(11); // corporate portal, Acme and Globex
const CONSUMER = id(12); // consumer portal, yet a member of Acme
const B = { solo: id(20), approved: id(21), checked: id(22), multiPlain: id(23), consumer: id(24) };

beforeAll(async () => {
  db = await openAtMigration(27, { serverUrl: process.env.TEST_DATABASE_URL });
  const { run } = db;
  await run(sql`insert into businesses (id, tenant, name, account_reference_id)
    values (${ACME}, 'capone-corporate', 'Acme', 'acct-acme'), (${GLOBEX}, 'capone-corporate', 'Globex', 'acct-gx')`);
  await run(sql`insert into policy_tiers (id, business_id, name, policy)
    values (${GLOBEX_TIER}, ${GLOBEX}, 'Globex standard', '{}')`);
  await run(sql`insert into users (id, email, password_hash, first_name, last_name, tenant) values
    (${SOLO}, 'solo@example.test', 'x', 'So', 'Lo', 'capone-corporate'),
    (${MULTI}, 'multi@example.test', 'x', 'Mul', 'Ti', 'capone-corporate'),
    (${CONSUMER}, 'consumer@example.test', 'x', 'Con', 'Sumer', 'capone')`);
  await run(sql`insert into corporate_memberships (user_id, business_id, in_use) values
    (${SOLO}, ${ACME}, true), (${MULTI}, ${ACME}, true), (${MULTI}, ${GLOBEX}, false),
    (${CONSUMER}, ${ACME}, true)`);
  const quote = (n: number, userId: string) =>
    run(sql`insert into quote_sessions (id, token_hash, user_id, request, email, expires_at)
      values (${id(n)}, ${`tok-${n}`}, ${userId}, '{}', 'x@example.test', now())`);
  await quote(30, MULTI);
  await quote(31, MULTI);
  const booking = (bookingId: string, userId: string, quoteId: string | null, code: string) =>
    run(sql`insert into bookings (id, product_line, confirmation_code, user_id, quote_session_id, status, price,
        total_minor, email)
      values (${bookingId}, 'Homes', ${code}, ${userId}, ${quoteId}, 'Confirmed', '{}', 1000, 'x@example.test')`);
  await booking(B.solo, SOLO, null, 'H-BB000001');
  await booking(B.approved, MULTI, id(30), 'H-BB000002');
  await booking(B.checked, MULTI, id(31), 'H-BB000003');
  await booking(B.multiPlain, MULTI, null, 'H-BB000004');
  await booking(B.consumer, CONSUMER, null, 'H-BB000005');
  await run(sql`insert into approval_requests (quote_session_id, booking_id, business_id, user_id, status,
      requested_at) values (${id(30)}, ${B.approved}, ${GLOBEX}, ${MULTI}, 'Approved', now())`);
  await run(sql`insert into checkout_policy_checks (quote_session_id, user_id, policy_tier_id, policy_tier_name,
      in_policy, violations, checked_at)
    values (${id(31)}, ${MULTI}, ${GLOBEX_TIER}, 'Globex standard', true, '[]', now())`);
  await db.migrateForward();
}, 120_000);

afterAll(() => db?.close());

describe('migration 0028: bookings.business_id', () => {
  it('backfills the business each booking was made for, or none', async () => {
    const rows = await db.rowsOf<{ id: string; business_id: string | null }>(
      sql`select id, business_id from bookings order by confirmation_code`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.business_id]))).toEqual({
      [B.solo]: ACME,
      [B.approved]: GLOBEX,
      [B.checked]: GLOBEX,
      [B.multiPlain]: null,
      [B.consumer]: null,
    });
  });

  it('refuses a business that does not exist', async () => {
    await expect(
      db.run(sql`update bookings set business_id = ${id(99)} where id = ${B.solo}`),
    ).rejects.toThrow();
  });
});
