import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { bookings } from '@portal/db/schema/bookings';
import { users } from '@portal/db/schema/users';

const SEARCH_LIMIT = 20;

// `%` and `_` typed by the agent are letters, not wildcards.
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Customers (never agents) whose email or name contains the text, or who hold the confirmation code. */
export async function searchCustomers(db: DbOrTx, text: string) {
  const pattern = `%${likeEscaped(text)}%`;
  const byCode = db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.confirmationCode, text.toUpperCase()));
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isAgent, false),
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          inArray(users.id, byCode),
        ),
      ),
    )
    .orderBy(users.lastName, users.firstName, users.email)
    .limit(SEARCH_LIMIT);
}

/** The bookings of these users, newest first; the caller keeps the few it shows per customer. */
export async function bookingsOfUsers(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: bookings.userId,
      confirmationCode: bookings.confirmationCode,
      productLine: bookings.productLine,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(inArray(bookings.userId, userIds))
    .orderBy(desc(bookings.createdAt))
    .limit(500);
}
