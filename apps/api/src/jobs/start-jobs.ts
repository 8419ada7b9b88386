// What this process does in the background, on the durable queue: deliver each outbox email, and settle the
// bookings and payments a crashed process left behind (fulfil recovery) at start and every minute.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { deliverEmail } from '../modules/outbox/outbox.service.ts';
import { recoverStaleFulfilSessions } from '../checkout/fulfil-recovery.ts';
import { APPROVAL_SWEEP_CRON, expireDueApprovals } from '../checkout/approval-expiry.ts';
import {
  checkDueWatches,
  checkWatch,
  watchPricingOf,
  WATCH_SWEEP_CRON,
} from '../products/flights/flight-watch-check.ts';
import {
  checkScheduleChanges,
  scheduleSupplyOf,
  SCHEDULE_SWEEP_CRON,
} from '../products/flights/flight-schedule-check.ts';
import { CANCEL_SWEEP_CRON, finishPendingCancellations } from '../products/flights/flight-cancel-sweep.ts';
import type { JobHandler, JobName } from './job-queue.ts';

type Log = Pick<FastifyInstance['log'], 'info' | 'warn'>;

/** The flights line when its airline may answer "cancel requested" (then the cancel sweep finishes those). */
function pendingCancelLine(deps: AppDeps) {
  return deps.products.all().find((line) => line.type === 'Flights' && line.supplierCancel);
}

export function jobHandlers(deps: AppDeps, log: Log): Partial<Record<JobName, JobHandler>> {
  const handlers: Partial<Record<JobName, JobHandler>> = {
    'fulfil-recovery': async () => {
      const round = await recoverStaleFulfilSessions(deps, deps.config.fulfilStaleMs);
      if (Object.values(round).some((n) => n > 0)) log.info(round, 'stale fulfil sessions settled');
    },
    // Issue 15: approval requests nobody decided within 24 hours are expired and released.
    'approval-expiry': async () => {
      const round = await expireDueApprovals(deps);
      if (round.expired > 0) log.info(round, 'approval requests expired');
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
  // Issue 14 schedule changes: a sweep asks the airline about the booked flights still ahead.
  const schedules = scheduleSupplyOf(deps.providers);
  if (schedules) {
    handlers['flight-schedule'] = async () => {
      const round = await checkScheduleChanges(deps, schedules);
      if (round.Changed > 0 || round.Failed > 0) log.info(round, 'flight schedule changes checked');
    };
  }
  // Spec §4 cancellation_pending: a sweep asks the airline again about cancellations it took as requested.
  const cancelling = pendingCancelLine(deps);
  if (cancelling) {
    handlers['flight-cancel'] = async () => {
      const round = await finishPendingCancellations(deps, cancelling);
      if (round.Cancelled > 0 || round.Refused > 0 || round.Failed > 0)
        log.info(round, 'pending flight cancellations checked');
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
      'approval-expiry': APPROVAL_SWEEP_CRON,
      ...(watchPricingOf(deps.providers) ? { 'flight-watch': WATCH_SWEEP_CRON } : {}),
      ...(scheduleSupplyOf(deps.providers) ? { 'flight-schedule': SCHEDULE_SWEEP_CRON } : {}),
      ...(pendingCancelLine(deps) ? { 'flight-cancel': CANCEL_SWEEP_CRON } : {}),
    },
    onError: (error, context) => app.log.warn({ err: error, ...context }, 'background job failed'),
  });
  app.addHook('onClose', () => deps.jobs.stop());
  // Bookings a crashed process left Pending are settled at start, by a worker of any process.
  await deps.jobs.send('fulfil-recovery', {});
}
