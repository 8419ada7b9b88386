import { and, asc, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import { prepared } from '@portal/db/prepared';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { fulfilSessions } from '@portal/db/schema/purchase';
import { quoteSessions } from '@portal/db/schema/quote-sessions';
import type { FulfilSessionStatus, ProductType, QuoteSessionStatus } from '@portal/domain/enums';

export type QuoteSessionRow = typeof quoteSessions.$inferSelect;
export type FulfilSessionRow = typeof fulfilSessions.$inferSelect;

// Every lookup is scoped by user, so another user's token reads exactly like a missing one (404).

export async function insertQuoteSession(
  db: DbOrTx,
  values: typeof quoteSessions.$inferInsert,
): Promise<QuoteSessionRow> {
  const [row] = await db.insert(quoteSessions).values(values).returning();
  if (!row) throw new Error('quote session insert returned no row');
  return row;
}

// Each poll of a quote or a booking reads its session by token: prepared statements (packages/db prepared.ts).
const quoteSessionByToken = prepared('quote_session_by_token', (db) =>
  db
    .select()
    .from(quoteSessions)
    .where(
      and(
        eq(quoteSessions.tokenHash, sql.placeholder('tokenHash')),
        eq(quoteSessions.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1),
);

const fulfilSessionByToken = prepared('fulfil_session_by_token', (db) =>
  db
    .select({ ...getTableColumns(fulfilSessions), productLine: bookings.productLine })
    .from(fulfilSessions)
    .leftJoin(bookings, eq(bookings.id, fulfilSessions.bookingId))
    .where(
      and(
        eq(fulfilSessions.tokenHash, sql.placeholder('tokenHash')),
        eq(fulfilSessions.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1),
);

export async function findQuoteSession(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
): Promise<QuoteSessionRow | undefined> {
  const [row] = await quoteSessionByToken(db, { tokenHash, userId });
  return row;
}

export async function findQuoteSessionById(db: DbOrTx, id: string): Promise<QuoteSessionRow | undefined> {
  const [row] = await db.select().from(quoteSessions).where(eq(quoteSessions.id, id)).limit(1);
  return row;
}

export async function findQuoteSessionByProduct(
  db: DbOrTx,
  userId: string,
  orderedProductId: string,
): Promise<QuoteSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(quoteSessions)
    .where(and(eq(quoteSessions.orderedProductId, orderedProductId), eq(quoteSessions.userId, userId)))
    .limit(1);
  return row;
}

/** Moves a quote session on only if it is still in `from`; false when another process got there first. */
export async function updateQuoteSession(
  db: DbOrTx,
  id: string,
  from: QuoteSessionStatus,
  patch: Partial<typeof quoteSessions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(quoteSessions)
    .set(patch)
    .where(and(eq(quoteSessions.id, id), eq(quoteSessions.status, from)))
    .returning({ id: quoteSessions.id });
  return rows.length > 0;
}

export async function setMainGuest(
  db: DbOrTx,
  id: string,
  mainGuest: NonNullable<QuoteSessionRow['mainGuest']>,
  email: string,
): Promise<void> {
  await db.update(quoteSessions).set({ mainGuest, email }).where(eq(quoteSessions.id, id));
}

/** Inserts unless the quote already has a fulfil session (UNIQUE quote_session_id); null when it had one. */
export async function insertFulfilSession(
  db: DbOrTx,
  values: typeof fulfilSessions.$inferInsert,
): Promise<FulfilSessionRow | null> {
  const [row] = await db
    .insert(fulfilSessions)
    .values(values)
    // No conflict target: the token hash and the quote are both unique, and a targeted ON CONFLICT raises on a race
    // that trips the other index first (seen on PostgreSQL with a double submit).
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The user's fulfil session with this token, and the product line of its booking once it has one. */
export async function findFulfilSession(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
): Promise<(FulfilSessionRow & { productLine: ProductType | null }) | undefined> {
  const [row] = await fulfilSessionByToken(db, { tokenHash, userId });
  return row;
}

export async function findFulfilSessionByQuote(
  db: DbOrTx,
  quoteSessionId: string,
): Promise<FulfilSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(fulfilSessions)
    .where(eq(fulfilSessions.quoteSessionId, quoteSessionId))
    .limit(1);
  return row;
}

/**
 * Row-locks the session for the booking transaction: a second poll of it waits, then sees the outcome. NO KEY
 * UPDATE lets its payment intents (KEY SHARE through their foreign key) be recorded meanwhile.
 */
export async function lockFulfilSession(db: DbOrTx, id: string): Promise<FulfilSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(fulfilSessions)
    .where(eq(fulfilSessions.id, id))
    .for('no key update')
    .limit(1);
  return row;
}

export async function finishFulfilSession(
  db: DbOrTx,
  id: string,
  patch: { status: FulfilSessionStatus } & Partial<typeof fulfilSessions.$inferInsert>,
): Promise<void> {
  await db
    .update(fulfilSessions)
    .set(patch)
    .where(and(eq(fulfilSessions.id, id), eq(fulfilSessions.status, 'Pending')));
}

/**
 * Pending sessions created before `olderThan`, row-locked for the caller's transaction. SKIP LOCKED passes over
 * a session whose booking is running right now (its transaction holds the row), and lets several processes
 * sweep at once without taking the same session twice.
 */
export async function claimStaleFulfilSessions(
  db: DbOrTx,
  olderThan: Date,
  limit: number,
): Promise<FulfilSessionRow[]> {
  return db
    .select()
    .from(fulfilSessions)
    .where(
      and(
        eq(fulfilSessions.status, 'Pending'),
        // A session naming its booking waits for the supplier; the supplier step ends it.
        isNull(fulfilSessions.bookingId),
        lt(fulfilSessions.createdAt, olderThan),
      ),
    )
    .orderBy(asc(fulfilSessions.createdAt))
    .for('no key update', { skipLocked: true })
    .limit(limit);
}

/** The booking a quote's fulfilment committed, if any. */
export async function findBookingIdOfQuote(db: DbOrTx, quoteSessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteSessionId, quoteSessionId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * In the booking transaction of a line with a supplier step: the session names its booking and stays Pending
 * until the supplier answers (the recovery sweep then leaves it to the supplier step).
 */
export async function attachSessionBooking(db: DbOrTx, id: string, bookingId: string): Promise<void> {
  await db
    .update(fulfilSessions)
    .set({ bookingId })
    .where(and(eq(fulfilSessions.id, id), eq(fulfilSessions.status, 'Pending')));
}
