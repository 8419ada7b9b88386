import { and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { stayHolds } from '@portal/db/schema/calendar';
import { paymentMethods } from '@portal/db/schema/payments';
import { reservationPayments, reservations } from '@portal/db/schema/purchase';
import type { ReservationStatusValue } from '@portal/db/schema/purchase';
import { rewardsAccounts } from '@portal/db/schema/rewards';
import { cancelQuotes, reservationRefunds } from '@portal/db/schema/trips';
import { walletOffers } from '@portal/db/schema/wallet';
import type { ReservationRow } from '../../checkout/reservations.repository.ts';

export type CancelQuoteRow = typeof cancelQuotes.$inferSelect;

/** Offer, credit, rewards, card: the order a trip lists its payments and refunds in. */
function kindOrder(kind: AnyColumn) {
  return sql`case ${kind} when 'TravelWalletOffer' then 0 when 'TravelWalletCredit' then 1
    when 'Rewards' then 2 else 3 end`;
}

/** What the list needs to place a trip in a tab and order it (domain compareTrips), for every reservation of the user. */
export type TripSummaryRow = {
  id: string;
  fromDate: string;
  untilDate: string;
  status: ReservationStatusValue;
  paidWithOffer: boolean;
};

export async function listTripSummaries(db: DbOrTx, userId: string): Promise<TripSummaryRow[]> {
  return db
    .select({
      id: reservations.id,
      fromDate: reservations.fromDate,
      untilDate: reservations.untilDate,
      status: reservations.status,
      // Qualified by hand: Drizzle writes bare column names in a single-table select, which the subquery would
      // resolve against its own table.
      paidWithOffer: sql<boolean>`exists (
        select 1 from reservation_payments p
        where p.reservation_id = reservations.id and p.kind = 'TravelWalletOffer')`.mapWith(Boolean),
    })
    .from(reservations)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.createdAt), desc(reservations.id));
}

export async function findReservationsByIds(db: DbOrTx, ids: readonly string[]): Promise<ReservationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reservations)
    .where(inArray(reservations.id, [...ids]));
}

/**
 * The user's reservation with this confirmation code; another user's answers nothing, exactly like an unknown
 * code. With `lock`, the row is locked so concurrent cancellations of one reservation run one after the other.
 */
export async function findUserReservation(
  db: DbOrTx,
  userId: string,
  confirmationCode: string,
  lock: boolean,
): Promise<ReservationRow | undefined> {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.confirmationCode, confirmationCode)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A payment with what the trip shows about its source (card last four, account and offer names). */
export type TripPaymentRow = {
  id: string;
  reservationId: string;
  kind: (typeof reservationPayments.$inferSelect)['kind'];
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

export async function listPayments(db: DbOrTx, reservationIds: readonly string[]): Promise<TripPaymentRow[]> {
  if (reservationIds.length === 0) return [];
  // The card's own rewards account (the product it belongs to), not the one a rewards payment redeemed from.
  const cardAccount = sql`(select ca.product_display_name from rewards_accounts ca
    where ca.id = payment_methods.rewards_account_id)`;
  return (
    db
      .select({
        id: reservationPayments.id,
        reservationId: reservationPayments.reservationId,
        kind: reservationPayments.kind,
        amountMinor: reservationPayments.amountMinor,
        rewardsAmount: reservationPayments.rewardsAmount,
        rewardsAccountId: reservationPayments.rewardsAccountId,
        providerReference: reservationPayments.providerReference,
        walletOfferId: reservationPayments.walletOfferId,
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
      .from(reservationPayments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, reservationPayments.paymentMethodId))
      .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, reservationPayments.rewardsAccountId))
      .leftJoin(walletOffers, eq(walletOffers.id, reservationPayments.walletOfferId))
      .where(inArray(reservationPayments.reservationId, [...reservationIds]))
      // One booking writes its payments at one instant: a fixed order of kinds keeps the list stable.
      .orderBy(
        asc(reservationPayments.createdAt),
        kindOrder(reservationPayments.kind),
        asc(reservationPayments.id),
      )
  );
}

export type TripRefundRow = typeof reservationRefunds.$inferSelect & {
  rewardsCurrency: string | null;
  rewardsCurrencyDescription: string | null;
};

export async function listRefunds(db: DbOrTx, reservationIds: readonly string[]): Promise<TripRefundRow[]> {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .select({
      refund: reservationRefunds,
      rewardsCurrency: rewardsAccounts.currency,
      rewardsCurrencyDescription: rewardsAccounts.currencyDescription,
    })
    .from(reservationRefunds)
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, reservationRefunds.rewardsAccountId))
    .where(inArray(reservationRefunds.reservationId, [...reservationIds]))
    .orderBy(
      asc(reservationRefunds.createdAt),
      kindOrder(reservationRefunds.kind),
      asc(reservationRefunds.id),
    );
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

export async function markReservationCancelled(
  db: DbOrTx,
  id: string,
  status: 'Cancelled' | 'CancelledWithErrors',
  at: Date,
): Promise<ReservationRow> {
  const [row] = await db
    .update(reservations)
    .set({ status, cancelledAt: at })
    .where(eq(reservations.id, id))
    .returning();
  if (!row) throw new Error(`reservation ${id} vanished while cancelling`);
  return row;
}

/** Frees the reservation's nights: without its hold, the exclusion constraint lets others book them. */
export async function deleteReservationHolds(db: DbOrTx, reservationId: string): Promise<void> {
  await db.delete(stayHolds).where(eq(stayHolds.reservationId, reservationId));
}

export async function insertRefunds(
  db: DbOrTx,
  rows: (typeof reservationRefunds.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(reservationRefunds).values(rows);
}

export async function restoreOffer(db: DbOrTx, offerId: string): Promise<void> {
  await db.update(walletOffers).set({ status: 'Available' }).where(eq(walletOffers.id, offerId));
}
