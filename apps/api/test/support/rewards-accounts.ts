import { randomUUID } from 'node:crypto';
import { rewardsAccounts, rewardsLedger } from '@portal/db/schema/rewards';
import type { SignedIn, TestApp } from './test-app.ts';

export type AccountInput = Partial<typeof rewardsAccounts.$inferInsert> & {
  userId: string;
  /** Ledger rows in stored units (miles, or cents for Cash). */
  ledger?: number[];
};

/** A rewards account with the given ledger rows; answers its reference id. */
export async function addAccount(t: TestApp, { ledger = [], ...values }: AccountInput): Promise<string> {
  const ref = values.accountReferenceId ?? `acct-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(rewardsAccounts)
    .values({
      accountReferenceId: ref,
      productDisplayName: 'Venture',
      productId: 'VENTURE',
      cardType: 'Visa Signature',
      customerAccountRole: 'Primary',
      lastFour: '1234',
      currency: 'Miles',
      currencyDescription: 'miles',
      earn: { homesMultiplier: 5, hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 4 },
      ...values,
    })
    .returning();
  if (!row) throw new Error('no account row');
  for (const amount of ledger) {
    await t.db.insert(rewardsLedger).values({ accountId: row.id, amount, kind: 'Earn', description: 'test' });
  }
  return ref;
}

export const listAccounts = (t: TestApp, session: SignedIn) =>
  t.request('PUT', '/api/v0/rewards/accounts', { session, body: {} });
export const toEarn = (t: TestApp, session: SignedIn, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v0/rewards/convert/productToEarn', {
    session,
    body: { travelProduct: 'Homes', ...body },
  });
export const toUsd = (t: TestApp, session: SignedIn, body: Record<string, unknown>) =>
  t.request('PUT', '/api/v0/rewards/convert/redeem/rewardsToUsd', { session, body });
