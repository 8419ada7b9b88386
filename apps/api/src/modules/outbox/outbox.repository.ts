import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { emailOutbox } from '@portal/db/schema/purchase';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * The user's emails. The outbox row has no user column, and an address alone is not the user's (two accounts
 * may book for the same guest address), so a row is the user's when it went to the address of one of the
 * user's bookings and its subject carries that booking's confirmation code.
 */
export async function findUserEmails(db: DbOrTx, userId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(
      sql`exists (select 1 from ${bookings} r
        where r.user_id = ${userId}
          and r.email = ${emailOutbox.toAddress}
          and strpos(${emailOutbox.subject}, r.confirmation_code) > 0)`,
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export async function insertOutboxEmail(
  db: DbOrTx,
  email: { toAddress: string; subject: string; text: string },
): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('The outbox insert returned no row');
  return row.id;
}

export async function findOutboxEmail(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Marks a row sent unless it already is; answers whether this call marked it. */
export async function markOutboxEmailSent(db: DbOrTx, id: string, sentAt: Date): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ sentAt })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
