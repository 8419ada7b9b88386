import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { travelers } from '@portal/db/schema/travelers';
import { users } from '@portal/db/schema/users';

export type TravelerRow = typeof travelers.$inferSelect;
/** The columns a traveler update writes (the owner and the creation time never change). */
export type TravelerValues = Omit<typeof travelers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'isDefault'>;

// Every query is scoped by user_id, so another user's row reads exactly like a missing one.

export async function findTravelers(db: DbOrTx, userId: string): Promise<TravelerRow[]> {
  return db.select().from(travelers).where(eq(travelers.userId, userId));
}

export async function insertTraveler(
  db: DbOrTx,
  userId: string,
  values: TravelerValues,
): Promise<TravelerRow> {
  const [row] = await db
    .insert(travelers)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('traveler insert returned no row');
  return row;
}

export async function updateTraveler(
  db: DbOrTx,
  userId: string,
  id: string,
  values: TravelerValues,
): Promise<TravelerRow | null> {
  const [row] = await db
    .update(travelers)
    .set(values)
    .where(and(eq(travelers.id, id), eq(travelers.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteTraveler(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(travelers)
    .where(and(eq(travelers.id, id), eq(travelers.userId, userId)))
    .returning({ id: travelers.id });
  return rows.length > 0;
}

export type TravelerOwner = { userId: string; firstName: string; lastName: string; email: string };

export async function findTravelerOwner(db: DbOrTx, userId: string): Promise<TravelerOwner | null> {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
