import type { AuditEntry, AuditLogAnswer } from '@portal/contracts/admin';
import type { DbOrTx } from '@portal/db/client';
import type { Clock } from '../../deps.ts';
import { insertAuditEntry, listAuditEntries } from './audit.repository.ts';

/** What an action changed; `before`/`after` are the record as the admin saw it (null when created or removed). */
export type AuditAction = {
  actorUserId: string;
  onBehalfOfUserId?: string | null;
  businessId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one audit entry. Call it in the same transaction as the change it records, so an action is never done
 * without its entry (or logged without having happened).
 */
export async function recordAudit(db: DbOrTx, clock: Clock, action: AuditAction): Promise<void> {
  await insertAuditEntry(db, {
    at: clock.now(),
    actorUserId: action.actorUserId,
    onBehalfOfUserId: action.onBehalfOfUserId ?? null,
    businessId: action.businessId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId ?? null,
    before: action.before ?? null,
    after: action.after ?? null,
  });
}

type Person = { id: string; firstName: string; lastName: string; email: string };
const personOf = (p: Person) => ({ userId: p.id, name: `${p.firstName} ${p.lastName}`, email: p.email });

/** GET /admin/api/v0/audit-log: the business's entries, newest first, a page at a time. */
export async function auditLogOf(
  db: DbOrTx,
  businessId: string,
  query: { before?: string | undefined; beforeId?: string | undefined; limit: number },
): Promise<AuditLogAnswer> {
  const rows = await listAuditEntries(db, {
    businessId,
    limit: query.limit,
    ...(query.before ? { before: { at: new Date(query.before), id: query.beforeId } } : {}),
  });
  const entries: AuditEntry[] = rows.map(({ entry, actor, customer }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: personOf(actor),
    onBehalfOf: customer?.id ? personOf(customer as Person) : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  const last = entries.at(-1);
  const more = entries.length === query.limit && last;
  return { entries, nextBefore: more ? last.at : null, nextBeforeId: more ? last.id : null };
}
