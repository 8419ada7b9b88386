// Emails go out through the outbox: the row is written, and its delivery job queued, in the transaction of what
// the email is about, so an email exists exactly when its booking or cancellation does and is never lost to a
// crash. The job (jobs/start-jobs.ts) hands the row to the mail server and is retried with backoff until it
// is accepted.
import type { OutboxAnswer } from '@portal/contracts/outbox';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import type { EmailSender, OutgoingEmail } from '../../providers/email/email-sender.ts';
import {
  findOutboxEmail,
  findUserEmails,
  insertOutboxEmail,
  markOutboxEmailSent,
} from './outbox.repository.ts';

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

export async function queueEmail(
  tx: DbOrTx,
  jobs: Pick<JobQueue, 'send'>,
  email: { toAddress: string; subject: string; text: string },
): Promise<string> {
  const id = await insertOutboxEmail(tx, email);
  await jobs.send('email', { outboxId: id }, { key: id, tx });
  return id;
}

export type Delivery = 'Sent' | 'AlreadySent' | 'Missing';

/**
 * The email job. Idempotent: a row already sent is not sent again, so a job run twice (a retry after a lost
 * answer, a second process) sends once. A mail server that refuses throws, and the queue retries later.
 */
export async function deliverEmail(
  db: DbOrTx,
  sender: EmailSender,
  outboxId: string,
  now: Date,
): Promise<Delivery> {
  const row = await findOutboxEmail(db, outboxId);
  if (!row) return 'Missing';
  if (row.sentAt) return 'AlreadySent';
  const email: OutgoingEmail = { to: row.toAddress, subject: row.subject, text: row.text };
  await sender.send(email);
  await markOutboxEmailSent(db, outboxId, now);
  return 'Sent';
}
