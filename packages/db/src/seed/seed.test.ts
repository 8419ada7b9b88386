import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from '@portal/contracts/phone';
import { PolicyTier } from '@portal/contracts/session';
import { createDb, type DbHandle } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { listingPhotos, listings } from '../schema/listings.ts';
import { stayHolds } from '../schema/calendar.ts';
import { rewardsAccounts, rewardsLedger } from '../schema/rewards.ts';
import { travelers } from '../schema/travelers.ts';
import { policyTiers, users } from '../schema/users.ts';
import { walletLedger } from '../schema/wallet.ts';
import { demoUsers } from './demo-accounts.ts';
import { designatedListings } from './designated.ts';
import { hasDemoData, seedDemoData, truncateAll } from './seed.ts';

let handle: DbHandle;
const today = '2025-06-01';

async function snapshot() {
  const db = handle.db;
  return {
    listingIds: (await db.select({ id: listings.id }).from(listings).orderBy(listings.id)).map((r) => r.id),
    userIds: await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.email),
    holds: await db
      .select({ id: stayHolds.id, dates: stayHolds.dates })
      .from(stayHolds)
      .orderBy(stayHolds.id),
    photos: (await db.select({ n: sql<number>`count(*)::int` }).from(listingPhotos))[0]?.n,
  };
}

beforeAll(async () => {
  handle = await createDb({});
  await runMigrations(handle);
});

afterAll(async () => {
  await handle.close();
});

describe('seedDemoData', () => {
  it('is deterministic: same options, same rows and ids', async () => {
    expect(await hasDemoData(handle.db)).toBe(false);
    await seedDemoData(handle.db, { listings: 50, today });
    expect(await hasDemoData(handle.db)).toBe(true);
    const first = await snapshot();
    await truncateAll(handle.db);
    expect(await hasDemoData(handle.db)).toBe(false);
    await seedDemoData(handle.db, { listings: 50, today });
    const second = await snapshot();
    expect(second).toEqual(first);
    expect(first.listingIds).toHaveLength(50);
  });

  it('contains every designated listing and demo user', async () => {
    const ids = new Set((await handle.db.select({ id: listings.id }).from(listings)).map((r) => r.id));
    for (const d of designatedListings) expect(ids.has(d.id), d.id).toBe(true);
    const emails = new Set((await handle.db.select({ email: users.email }).from(users)).map((r) => r.email));
    for (const u of demoUsers) expect(emails.has(u.email), u.email).toBe(true);
  });

  it('saves a valid phone number for every account and every traveler that has one (the book page takes it as is)', async () => {
    const numbers = [
      ...(await handle.db.select({ n: users.phoneNumber }).from(users)),
      ...(await handle.db.select({ n: travelers.phoneNumber }).from(travelers)),
    ]
      .map((r) => r.n)
      .filter((n): n is string => n !== null);
    expect(numbers.length).toBeGreaterThan(demoUsers.length);
    for (const n of numbers) expect(isValidPhoneNumber(n), n).toBe(true);
  });

  it('lays out the designated rules', async () => {
    const [minStay] = await handle.db.select().from(listings).where(eq(listings.id, 'vr-demo-min-stay-7'));
    expect(minStay?.minStayNights).toBe(7);
    const blocked = await handle.db
      .select()
      .from(stayHolds)
      .where(eq(stayHolds.listingId, 'vr-demo-blocked-60'));
    expect(blocked.map((h) => h.dates)).toEqual(['[2025-06-01,2025-07-31)']);
    const [checkIn] = await handle.db
      .select()
      .from(listings)
      .where(eq(listings.id, 'vr-demo-checkin-saturday'));
    expect(checkIn?.checkInWeekdays).toEqual([6]);
  });

  it('gives primary@demo.test several Primary accounts, 3 travelers and a wallet balance', async () => {
    const [primary] = await handle.db.select().from(users).where(eq(users.email, 'primary@demo.test'));
    if (!primary) throw new Error('no primary user');
    const accounts = await handle.db
      .select()
      .from(rewardsAccounts)
      .where(eq(rewardsAccounts.userId, primary.id));
    expect(accounts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(accounts.map((a) => a.customerAccountRole))).toEqual(new Set(['Primary']));
    const below = accounts.find((a) => a.redemptionMin > 0);
    const [balance] = await handle.db
      .select({ sum: sql<number>`sum(${rewardsLedger.amount})::int` })
      .from(rewardsLedger)
      .where(eq(rewardsLedger.accountId, below?.id ?? ''));
    expect(balance?.sum).toBeLessThan(below?.redemptionMin ?? 0);
    expect(await handle.db.select().from(travelers).where(eq(travelers.userId, primary.id))).toHaveLength(3);
    const [credit] = await handle.db
      .select({ sum: sql<number>`sum(${walletLedger.amountMinor})::int` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, primary.id));
    expect(credit?.sum).toBeGreaterThan(0);
  });

  it('stores the policy tier in the contract shape', async () => {
    const [tier] = await handle.db.select().from(policyTiers);
    expect(PolicyTier.parse(tier?.policy).settings.isApprovalRequired).toBe(true);
  });
});
