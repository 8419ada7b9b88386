import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { loginCodes, sessions, users } from '@portal/db/schema/users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertLoginCode(db: DbOrTx, row: typeof loginCodes.$inferInsert): Promise<void> {
  await db.insert(loginCodes).values(row);
}

/** Marks an unused, unexpired code as used and answers it; a second use or a late one answers nothing. */
export async function consumeLoginCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.codeHash, codeHash), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .returning();
  return row;
}

export async function countSessionsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  if (!inserted) throw new Error('session insert returned no row');
  return inserted;
}

/** The session of a bearer token with its user's tenant; expiry is judged by the caller's clock. */
// Every signed-in request reads its session: a prepared statement (packages/db prepared.ts).
const sessionByTokenHash = prepared('session_by_token_hash', (db) =>
  db
    .select({ session: sessions, tenant: users.tenant })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1),
);

export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await sessionByTokenHash(db, { tokenHash });
  return row;
}

export async function invalidateSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ invalidatedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.invalidatedAt)));
}
