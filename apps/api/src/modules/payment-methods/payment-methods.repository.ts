import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { paymentMethods } from '@portal/db/schema/payments';
import { rewardsAccounts } from '@portal/db/schema/rewards';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** A saved card with the accountReferenceId of its rewards account. */
export type SavedCard = { card: PaymentMethodRow; accountReferenceId: string | null };
export type NewPaymentMethod = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'deletedAt'
>;

// Every query is scoped by user_id and skips deleted cards, so another user's card or a deleted one reads
// exactly like a missing one.

const savedCard = { card: paymentMethods, accountReferenceId: rewardsAccounts.accountReferenceId };

export async function findActiveCards(db: DbOrTx, userId: string): Promise<SavedCard[]> {
  return db
    .select(savedCard)
    .from(paymentMethods)
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, paymentMethods.rewardsAccountId))
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findActiveCard(db: DbOrTx, userId: string, id: string): Promise<SavedCard | null> {
  const [row] = await db
    .select(savedCard)
    .from(paymentMethods)
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, paymentMethods.rewardsAccountId))
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The row id of the user's rewards account with this reference. */
export async function findRewardsAccountId(
  db: DbOrTx,
  userId: string,
  accountReferenceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: rewardsAccounts.id })
    .from(rewardsAccounts)
    .where(
      and(eq(rewardsAccounts.userId, userId), eq(rewardsAccounts.accountReferenceId, accountReferenceId)),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertCard(
  db: DbOrTx,
  userId: string,
  values: NewPaymentMethod,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

/** Hides the card; the row stays because past payments refer to it. */
export async function softDeleteCard(db: DbOrTx, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentMethods)
    .set({ deletedAt: at })
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)),
    )
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}
