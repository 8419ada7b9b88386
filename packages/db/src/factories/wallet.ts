import type { DbOrTx } from '../client.ts';
import { walletLedger, walletOffers } from '../schema/wallet.ts';

export type WalletOfferRow = typeof walletOffers.$inferSelect;
export type WalletOfferOverrides = Partial<Omit<typeof walletOffers.$inferInsert, 'userId'>> & {
  expiresAt: Date;
};
export type WalletLedgerRow = typeof walletLedger.$inferSelect;
export type WalletEntryOverrides = Partial<Omit<typeof walletLedger.$inferInsert, 'userId'>>;

/** A $50-off vacation-rental offer of `userId`; the expiry is required because "live" depends on the clock. */
export async function createWalletOffer(
  db: DbOrTx,
  userId: string,
  overrides: WalletOfferOverrides,
): Promise<WalletOfferRow> {
  const [row] = await db
    .insert(walletOffers)
    .values({
      title: '$50 off vacation rentals',
      description: 'Save $50 on a vacation rental.',
      amountMinor: 5000,
      funnels: ['homes'],
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('wallet offer insert returned no row');
  return row;
}

/** One travel-credit movement of `userId` ($100 statement credit unless told otherwise). */
export async function createWalletEntry(
  db: DbOrTx,
  userId: string,
  overrides: WalletEntryOverrides = {},
): Promise<WalletLedgerRow> {
  const [row] = await db
    .insert(walletLedger)
    .values({
      amountMinor: 10_000,
      transactionType: 'StatementCreditCreated',
      description: 'Travel credit',
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('wallet ledger insert returned no row');
  return row;
}
