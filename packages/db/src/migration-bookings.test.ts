import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAtMigration, type MigrationTestDb } from './migration-test-db.ts';

// Migration 0007 turns `reservations` into `bookings` + `stay_bookings` in place: a database booked on the old
// schema keeps every booking, its payments, refunds, ledger rows and calendar hold, now keyed by the booking.

let db: MigrationTestDb;

const USER = '00000000-0000-4000-8000-000000000001';
const ACCOUNT = '00000000-0000-4000-8000-000000000002';
const RESERVATION = '00000000-0000-4000-8000-000000000003';
const PAYMENT = '00000000-0000-4000-8000-000000000004';

beforeAll(async () => {
  db = await openAtMigration(6);
  const { run } = db;
  await run(sql`insert into markets (id, name, city, state, lat, lon)
    values ('m1', 'Asheville, NC', 'Asheville', 'NC', 35.6, -82.55)`);
  await run(sql`insert into listings (id, market_id, name, address_line, city, state, postal_code, lat, lon,
      host_name, provider_listing_id, max_occupancy, pet_friendly, base_nightly_minor)
    values ('vr-1', 'm1', 'Cabin', '1 Main St', 'Asheville', 'NC', '28801', 35.6, -82.55, 'Host', 'p1', 4, false,
      10000)`);
  await run(sql`insert into users (id, email, password_hash, first_name, last_name)
    values (${USER}, 'old@example.test', 'x', 'Old', 'Booker')`);
  await run(sql`insert into rewards_accounts (id, user_id, account_reference_id, product_display_name,
      product_id, card_type, customer_account_role, last_four, currency, currency_description, earn)
    values (${ACCOUNT}, ${USER}, 'acct-1', 'Venture X', 'vx', 'Visa', 'Primary', '1111', 'Miles', 'miles', '{}')`);
  await run(sql`insert into reservations (id, confirmation_code, user_id, listing_id, from_date, until_date,
      guests, status, price, total_minor, cancellation_policy, email, cancelled_at)
    values (${RESERVATION}, 'H-OLD00001', ${USER}, 'vr-1', '2030-03-01', '2030-03-04',
      '{"adults":2,"children":0,"infants":0,"petsIncluded":false}', 'Cancelled', '{"nights":3}', 33000,
      '{"policy":"FullyRefundable","description":"Free","fullRefundDaysBefore":14,"partialRefundPercent":null,"partialRefundDaysBefore":null}',
      'old@example.test', now())`);
  await run(sql`insert into reservation_payments (id, reservation_id, kind, amount_minor, rewards_amount,
      rewards_account_id) values (${PAYMENT}, ${RESERVATION}, 'Rewards', 33000, 3300000, ${ACCOUNT})`);
  await run(sql`insert into reservation_refunds (reservation_id, payment_id, kind, method, amount_minor)
    values (${RESERVATION}, ${PAYMENT}, 'Rewards', 'Rewards', 33000)`);
  await run(sql`insert into rewards_ledger (account_id, amount, kind, reference, description)
    values (${ACCOUNT}, -3300000, 'Redemption', ${RESERVATION}, 'Vacation rental H-OLD00001'),
           (${ACCOUNT}, 1000, 'Earn', 'statement-7', 'Purchases')`);
  await run(sql`insert into stay_holds (listing_id, dates, kind, reservation_id)
    values ('vr-1', '[2030-03-01,2030-03-04)', 'Reservation', ${RESERVATION})`);
  await db.migrateForward();
}, 120_000);

afterAll(() => db?.close());

describe('migration 0007: reservations become bookings', () => {
  it('keeps the booking and moves its stay details to stay_bookings', async () => {
    expect(
      await db.rowsOf(sql`select b.product_line, b.confirmation_code, b.status, b.total_minor, s.listing_id,
          s.from_date::text as from_date, s.until_date::text as until_date, s.guests, s.cancellation_policy
        from bookings b join stay_bookings s on s.booking_id = b.id where b.id = ${RESERVATION}`),
    ).toEqual([
      {
        product_line: 'Homes',
        confirmation_code: 'H-OLD00001',
        status: 'Cancelled',
        total_minor: 33000,
        listing_id: 'vr-1',
        from_date: '2030-03-01',
        until_date: '2030-03-04',
        guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
        cancellation_policy: expect.objectContaining({ policy: 'FullyRefundable', fullRefundDaysBefore: 14 }),
      },
    ]);
  });

  it('points payments, refunds and the calendar hold at the booking', async () => {
    const [counts] = await db.rowsOf<Record<string, number>>(sql`select
      (select count(*)::int from booking_payments where booking_id = ${RESERVATION}) as payments,
      (select count(*)::int from booking_refunds where booking_id = ${RESERVATION}) as refunds,
      (select count(*)::int from stay_holds where booking_id = ${RESERVATION}) as holds`);
    expect(counts).toEqual({ payments: 1, refunds: 1, holds: 1 });
  });

  it("keys a booking's ledger rows by the booking and leaves the others alone", async () => {
    expect(await db.rowsOf(sql`select kind, booking_id from rewards_ledger order by kind`)).toEqual([
      { kind: 'Earn', booking_id: null },
      { kind: 'Redemption', booking_id: RESERVATION },
    ]);
  });

  it('refuses a status outside spec §4 and a stay of no booking', async () => {
    await expect(
      db.run(sql`update bookings set status = 'Lost' where id = ${RESERVATION}`),
    ).rejects.toThrow();
    await expect(
      db.run(sql`insert into stay_bookings (booking_id, listing_id, from_date, until_date, guests,
          cancellation_policy)
        values ('00000000-0000-4000-8000-0000000000ff', 'vr-1', '2030-01-01', '2030-01-02', '{}', '{}')`),
    ).rejects.toThrow();
  });
});
