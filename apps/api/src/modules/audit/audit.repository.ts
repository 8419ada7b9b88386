import { and, desc, eq, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@portal/db/client';
import { auditLog } from '@portal/db/schema/audit-log';
import { users } from '@portal/db/schema/users';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const actor = alias(users, 'actor');
const customer = alias(users, 'customer');

/** A business's entries, newest first, with the names of the actor and of the customer an agent acted for. */
export async function listAuditEntries(
  db: DbOrTx,
  input: { businessId: string; before?: { at: Date; id?: string | undefined }; limit: number },
) {
  return db
    .select({
      entry: auditLog,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
      customer: {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
      },
    })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(customer, eq(customer.id, auditLog.onBehalfOfUserId))
    .where(
      and(
        eq(auditLog.businessId, input.businessId),
        // Keyset paging in the list's own order (at, then id), so entries of the same instant page correctly.
        input.before
          ? input.before.id
            ? or(
                lt(auditLog.at, input.before.at),
                and(eq(auditLog.at, input.before.at), lt(auditLog.id, input.before.id)),
              )
            : lt(auditLog.at, input.before.at)
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(input.limit);
}
