// What this process does in the background, on the durable queue: deliver each outbox email, and settle the
// bookings and payments a crashed process left behind (fulfil recovery) at start and every minute.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { deliverEmail } from '../modules/outbox/outbox.service.ts';
import { recoverStaleFulfilSessions } from '../checkout/fulfil-recovery.ts';
import {
  checkDueWatches,
  checkWatch,
  watchPricingOf,
  WATCH_SWEEP_CRON,
} from '../products/flights/flight-watch-check.ts';
import type { JobHandler, JobName } from './job-queue.ts';

type Log = Pick<FastifyInstance['log'], 'info' | 'warn'>;

export function jobHandlers(deps: AppDeps, log: Log): Partial<Record<JobName, JobHandler>> {
  const handlers: Partial<Record<JobName, JobHandler>> = {
    'fulfil-recovery': async () => {
      const round = await recoverStaleFulfilSessions(deps, deps.config.fulfilStaleMs);
      if (Object.values(round).some((n) => n > 0)) log.info(round, 'stale fulfil sessions settled');
    },
  };
  // Spec §4 flight watch: a new watch's first check (keyed by its id), or a sweep of the due ones.
  const pricing = watchPricingOf(deps.providers);
  if (pricing) {
    handlers['flight-watch'] = async ({ watchId }) => {
      if (watchId) {
        await checkWatch(deps, pricing, watchId);
        return;
      }
      const round = await checkDueWatches(deps, pricing);
      if (Object.values(round).some((n) => n > 0)) log.info(round, 'flight watches checked');
    };
  }
  const sender = deps.providers.email;
  // Without a mail server the emails wait in the outbox (listed at /outbox) with their jobs queued.
  if (sender) {
    handlers.email = async ({ outboxId }, job) => {
      if (!outboxId) return;
      const delivery = await deliverEmail(deps.db, sender, outboxId, deps.clock.now());
      if (delivery !== 'Sent')
        log.info({ emailId: outboxId, jobId: job.id, delivery }, 'email job had nothing to send');
    };
  }
  return handlers;
}

/** The server's jobs: workers for every handler, recovery once now and then every minute; stopped on close. */
export async function startJobs(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (!deps.providers.email)
    app.log.info('SMTP_URL not set: confirmation emails stay in the outbox (see /outbox)');
  await deps.jobs.start(jobHandlers(deps, app.log), {
    work: true,
    schedules: {
      'fulfil-recovery': '* * * * *',
      ...(watchPricingOf(deps.providers) ? { 'flight-watch': WATCH_SWEEP_CRON } : {}),
    },
    onError: (error, context) => app.log.warn({ err: error, ...context }, 'background job failed'),
  });
  app.addHook('onClose', () => deps.jobs.stop());
  // Bookings a crashed process left Pending are settled at start, by a worker of any process.
  await deps.jobs.send('fulfil-recovery', {});
}
