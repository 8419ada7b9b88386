import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { emailOutbox, reservations } from '@portal/db/schema/purchase';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * The user's emails. The outbox row has no user column, and an address alone is not the user's (two accounts
 * may book for the same guest address), so a row is the user's when it went to the address of one of the
 * user's reservations and its subject carries that reservation's confirmation code.
 */
export async function findUserEmails(db: DbOrTx, userId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(
      sql`exists (select 1 from ${reservations} r
        where r.user_id = ${userId}
          and r.email = ${emailOutbox.toAddress}
          and strpos(${emailOutbox.subject}, r.confirmation_code) > 0)`,
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/**
 * Claims up to `limit` unsent rows by stamping sent_at, oldest first. SKIP LOCKED lets several API processes
 * drain one outbox without sending a row twice, and no transaction stays open while SMTP answers (PGlite has
 * one connection, so a long transaction would stall every request).
 */
export async function claimUnsent(db: DbOrTx, now: Date, limit: number): Promise<OutboxRow[]> {
  const oldestUnsent = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ sentAt: now })
    .where(inArray(emailOutbox.id, oldestUnsent))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Gives a claimed row back when the mail server refused it, so a later round tries again. */
export async function releaseClaim(db: DbOrTx, id: string, claimedAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.sentAt, claimedAt)));
}

export async function countUnsent(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return row?.n ?? 0;
}
