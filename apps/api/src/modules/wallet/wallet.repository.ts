import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { walletLedger, walletOffers } from '@portal/db/schema/wallet';
import type { WalletTransactionType } from '@portal/domain/enums';

export type WalletOfferRow = typeof walletOffers.$inferSelect;
export type WalletLedgerRow = typeof walletLedger.$inferSelect;

/** Offers the user can still use: available and not past their expiry, soonest expiry first. */
export async function findLiveOffers(db: DbOrTx, userId: string, now: Date): Promise<WalletOfferRow[]> {
  return db
    .select()
    .from(walletOffers)
    .where(
      and(
        eq(walletOffers.userId, userId),
        eq(walletOffers.status, 'Available'),
        gt(walletOffers.expiresAt, now),
      ),
    )
    .orderBy(asc(walletOffers.expiresAt), asc(walletOffers.id));
}

/** Every offer of the user, whatever its status (the wallet page shows used and expired ones too). */
export async function findAllOffers(db: DbOrTx, userId: string): Promise<WalletOfferRow[]> {
  return db.select().from(walletOffers).where(eq(walletOffers.userId, userId));
}

export type CreditByType = { transactionType: WalletTransactionType; amountMinor: number };

/** The ledger summed per transaction type; the balance is the sum of these. */
export async function sumCreditByType(db: DbOrTx, userId: string): Promise<CreditByType[]> {
  return db
    .select({
      transactionType: walletLedger.transactionType,
      amountMinor: sql<number>`coalesce(sum(${walletLedger.amountMinor}), 0)`.mapWith(Number),
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .groupBy(walletLedger.transactionType)
    .orderBy(asc(walletLedger.transactionType));
}

export async function sumCredit(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ amountMinor: sql<number>`coalesce(sum(${walletLedger.amountMinor}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return row?.amountMinor ?? 0;
}

/** Every credit movement of the user, newest first. */
export async function findLedger(db: DbOrTx, userId: string): Promise<WalletLedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id));
}

/** Travel credit movements; a booking's rows name it by `bookingId`. */
export async function insertWalletLedger(
  db: DbOrTx,
  rows: (typeof walletLedger.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(walletLedger).values(rows);
}

export async function markOfferUsed(db: DbOrTx, offerId: string): Promise<void> {
  await db.update(walletOffers).set({ status: 'Used' }).where(eq(walletOffers.id, offerId));
}

/** A cancelled booking's offer can be used again. */
export async function restoreOffer(db: DbOrTx, offerId: string): Promise<void> {
  await db.update(walletOffers).set({ status: 'Available' }).where(eq(walletOffers.id, offerId));
}
