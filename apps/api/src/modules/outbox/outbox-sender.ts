import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';
import { claimUnsent, releaseClaim } from './outbox.repository.ts';

const BATCH = 20;
export const OUTBOX_INTERVAL_MS = 5_000;

export type SendRound = { sent: number; failed: number };

/**
 * One round: claims unsent rows, hands each to the mail server, and gives back the ones it refused so a later
 * round retries them. A crash between claim and send loses that email's delivery (it stays listed on /outbox).
 */
export async function sendPendingEmails(
  db: DbOrTx,
  sender: EmailSender,
  now: Date,
  onError: (error: unknown, id: string) => void = () => undefined,
): Promise<SendRound> {
  const round: SendRound = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimUnsent(db, now, BATCH);
    for (const row of rows) {
      try {
        await sender.send({ to: row.toAddress, subject: row.subject, text: row.text });
        round.sent += 1;
      } catch (error) {
        round.failed += 1;
        onError(error, row.id);
        await releaseClaim(db, row.id, now);
      }
    }
    // A refused row is unsent again: stop rather than claim it once more in the same round.
    if (rows.length < BATCH || round.failed > 0) return round;
  }
}

export type OutboxLoop = { stop: () => Promise<void>; runOnce: () => Promise<SendRound> };

/** Polls the outbox every `intervalMs`; rounds never overlap. */
export function startOutboxLoop(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  sender: EmailSender,
  options: { intervalMs?: number; onError?: (error: unknown, id?: string) => void } = {},
): OutboxLoop {
  const onError = options.onError ?? (() => undefined);
  let running: Promise<SendRound> | null = null;
  const runOnce = () =>
    (running ??= sendPendingEmails(deps.db, sender, deps.clock.now(), onError)
      .catch((error: unknown) => {
        onError(error);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      }));
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? OUTBOX_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
      sender.close();
    },
  };
}

/**
 * The server's one call: with SMTP_URL set, drains the outbox through SMTP until the app closes; without it,
 * emails stay in the outbox (listed at /outbox) and nothing runs.
 */
export function startOutboxSender(app: FastifyInstance, deps: AppDeps): OutboxLoop | null {
  const sender = deps.providers.email;
  if (!sender) {
    app.log.info('SMTP_URL not set: confirmation emails stay in the outbox (see /outbox)');
    return null;
  }
  const loop = startOutboxLoop(deps, sender, {
    onError: (error, id) => app.log.warn({ err: error, emailId: id }, 'outbox email not sent'),
  });
  app.addHook('onClose', loop.stop);
  void loop.runOnce();
  return loop;
}
