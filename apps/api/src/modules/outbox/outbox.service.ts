import type { OutboxAnswer } from '@portal/contracts/outbox';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { findUserEmails } from './outbox.repository.ts';

// A page, not an archive: the newest hundred are plenty to find a booking's confirmation.
const LIST_LIMIT = 100;

export async function listOutbox(deps: AppDeps, session: AuthSession): Promise<OutboxAnswer> {
  const rows = await findUserEmails(deps.db, session.userId, LIST_LIMIT);
  return {
    emails: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
