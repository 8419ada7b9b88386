import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { paymentMethods } from '@portal/db/schema/payments';
import { bookingPayments } from '@portal/db/schema/purchase';
import { rewardsAccounts } from '@portal/db/schema/rewards';
import { bookingRefunds, cancelQuotes } from '@portal/db/schema/trips';
import { walletOffers } from '@portal/db/schema/wallet';

export type CancelQuoteRow = typeof cancelQuotes.$inferSelect;

/** Offer, credit, rewards, card: the order a trip lists its payments and refunds in. */
function kindOrder(kind: AnyColumn) {
  return sql`case ${kind} when 'TravelWalletOffer' then 0 when 'TravelWalletCredit' then 1
    when 'Rewards' then 2 else 3 end`;
}

/** A payment with what the trip shows about its source (card last four, account and offer names). */
export type TripPaymentRow = {
  id: string;
  bookingId: string;
  kind: (typeof bookingPayments.$inferSelect)['kind'];
  amountMinor: number;
  rewardsAmount: number | null;
  rewardsAccountId: string | null;
  providerReference: string | null;
  walletOfferId: string | null;
  cardLastFour: string | null;
  cardAccountName: string | null;
  rewardsAccountName: string | null;
  rewardsAccountReferenceId: string | null;
  rewardsCurrency: string | null;
  rewardsCurrencyDescription: string | null;
  offerTitle: string | null;
  offerStatus: string | null;
  offerExpiresAt: Date | null;
};

export async function listPayments(db: DbOrTx, bookingIds: readonly string[]): Promise<TripPaymentRow[]> {
  if (bookingIds.length === 0) return [];
  // The card's own rewards account (the product it belongs to), not the one a rewards payment redeemed from.
  const cardAccount = sql`(select ca.product_display_name from rewards_accounts ca
    where ca.id = payment_methods.rewards_account_id)`;
  return (
    db
      .select({
        id: bookingPayments.id,
        bookingId: bookingPayments.bookingId,
        kind: bookingPayments.kind,
        amountMinor: bookingPayments.amountMinor,
        rewardsAmount: bookingPayments.rewardsAmount,
        rewardsAccountId: bookingPayments.rewardsAccountId,
        providerReference: bookingPayments.providerReference,
        walletOfferId: bookingPayments.walletOfferId,
        cardLastFour: paymentMethods.last4,
        cardAccountName: sql<string | null>`${cardAccount}`,
        rewardsAccountName: rewardsAccounts.productDisplayName,
        rewardsAccountReferenceId: rewardsAccounts.accountReferenceId,
        rewardsCurrency: rewardsAccounts.currency,
        rewardsCurrencyDescription: rewardsAccounts.currencyDescription,
        offerTitle: walletOffers.title,
        offerStatus: walletOffers.status,
        offerExpiresAt: walletOffers.expiresAt,
      })
      .from(bookingPayments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, bookingPayments.paymentMethodId))
      .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, bookingPayments.rewardsAccountId))
      .leftJoin(walletOffers, eq(walletOffers.id, bookingPayments.walletOfferId))
      .where(inArray(bookingPayments.bookingId, [...bookingIds]))
      // One booking writes its payments at one instant: a fixed order of kinds keeps the list stable.
      .orderBy(asc(bookingPayments.createdAt), kindOrder(bookingPayments.kind), asc(bookingPayments.id))
  );
}

export type TripRefundRow = typeof bookingRefunds.$inferSelect & {
  rewardsCurrency: string | null;
  rewardsCurrencyDescription: string | null;
};

export async function listRefunds(db: DbOrTx, bookingIds: readonly string[]): Promise<TripRefundRow[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      refund: bookingRefunds,
      rewardsCurrency: rewardsAccounts.currency,
      rewardsCurrencyDescription: rewardsAccounts.currencyDescription,
    })
    .from(bookingRefunds)
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, bookingRefunds.rewardsAccountId))
    .where(inArray(bookingRefunds.bookingId, [...bookingIds]))
    .orderBy(asc(bookingRefunds.createdAt), kindOrder(bookingRefunds.kind), asc(bookingRefunds.id));
  return rows.map((r) => ({
    ...r.refund,
    rewardsCurrency: r.rewardsCurrency,
    rewardsCurrencyDescription: r.rewardsCurrencyDescription,
  }));
}

export async function insertCancelQuote(
  db: DbOrTx,
  values: typeof cancelQuotes.$inferInsert,
): Promise<CancelQuoteRow> {
  const [row] = await db.insert(cancelQuotes).values(values).returning();
  if (!row) throw new Error('cancel quote insert returned no row');
  return row;
}

/** Locked, so two confirms of one quote serialise and the second sees it Used. */
export async function lockCancelQuote(db: DbOrTx, id: string): Promise<CancelQuoteRow | undefined> {
  const [row] = await db.select().from(cancelQuotes).where(eq(cancelQuotes.id, id)).limit(1).for('update');
  return row;
}

export async function markCancelQuoteUsed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(cancelQuotes).set({ status: 'Used', usedAt: at }).where(eq(cancelQuotes.id, id));
}

export async function insertRefunds(db: DbOrTx, rows: (typeof bookingRefunds.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(bookingRefunds).values(rows);
}
