// Durable background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL): a job survives a restart,
// runs in one process at a time however many serve the app, and is retried with backoff when it fails.
import PgBoss from 'pg-boss';
import type { DbHandle, DbOrTx } from '@portal/db/client';
import { createSqlExecutor } from './db-executor.ts';

export type JobName =
  'email' | 'fulfil-recovery' | 'flight-watch' | 'flight-schedule' | 'flight-cancel' | 'approval-expiry';

export type JobData = Record<string, string>;

export type JobHandler = (data: JobData, job: { id: string; retryCount: number }) => Promise<void>;

export type JobSettings = {
  /** How often a process looks after the queue (expired jobs back to retry, old ones archived). */
  maintenanceSeconds: number;
  /** The first retry of a failed email; each next one waits about twice as long (7 retries). */
  emailRetrySeconds: number;
  /** An email job still active after this long is taken as crashed and retried. */
  emailExpireSeconds: number;
};

export type JobQueue = {
  /** Starts this process's part: (unless `work` is false) a worker per handler, and the schedules. */
  start: (handlers: Partial<Record<JobName, JobHandler>>, options: StartOptions) => Promise<void>;
  /**
   * Queues a job; with `tx`, inside that transaction, so the job exists exactly when what it is about does.
   * A job with the same `key` already waiting (or running) is not queued twice.
   */
  send: (name: JobName, data: JobData, options?: { key?: string; tx?: DbOrTx }) => Promise<void>;
  /** Runs, in this process and now, every job of `name` that is due; answers how many ran (tests use it). */
  runDue: (name: JobName) => Promise<number>;
  stop: () => Promise<void>;
};

export type StartOptions = {
  work: boolean;
  /** Cron (minute granularity) per job that also runs on a schedule. */
  schedules?: Partial<Record<JobName, string>>;
  onError: (error: unknown, context: Record<string, unknown>) => void;
};

const SCHEMA = 'pgboss';
const JOB_NAMES: readonly JobName[] = [
  'email',
  'fulfil-recovery',
  'flight-watch',
  'flight-schedule',
  'flight-cancel',
  'approval-expiry',
];

function queueOptions(name: JobName, settings: JobSettings): PgBoss.Queue {
  if (name === 'email') {
    // One email job per outbox row waits or runs at a time (stately, keyed by the row).
    return {
      name,
      policy: 'stately',
      retryLimit: 7,
      retryDelay: settings.emailRetrySeconds,
      retryBackoff: true,
      expireInSeconds: settings.emailExpireSeconds,
    };
  }
  // A sweep is safe to run in several processes at once, so a run is never held back by another: a process
  // killed while sweeping leaves its job active until it expires, and the next process's start must not wait for
  // that. Scheduled runs are one per minute across processes (the schedule's send is keyed by its minute).
  return { name, policy: 'standard', retryLimit: 1, retryDelay: 30, expireInSeconds: 120 };
}

const bossOptions = (handle: Pick<DbHandle, 'db' | 'kind'>, extra: PgBoss.ConstructorOptions = {}) =>
  ({
    db: createSqlExecutor(handle.db, handle.kind),
    schema: SCHEMA,
    supervise: false,
    schedule: false,
    ...extra,
  }) as PgBoss.ConstructorOptions;

/**
 * Creates (or migrates) the queue's tables and queues in the database; run with the database migrations, so a
 * booking can queue its email in its own transaction whether or not this process works on jobs.
 */
export async function installJobQueue(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  settings: JobSettings,
): Promise<void> {
  const boss = new PgBoss(bossOptions(handle));
  await boss.start();
  try {
    for (const name of JOB_NAMES) {
      // Updated as well as created: the retry settings of the configuration apply to an existing database.
      if (await boss.getQueue(name)) await boss.updateQueue(name, queueOptions(name, settings));
      else await boss.createQueue(name, queueOptions(name, settings));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export function createJobQueue(handle: Pick<DbHandle, 'db' | 'kind'>, settings: JobSettings): JobQueue {
  // Sends need no started instance: they are one insert through the executor.
  const sender = new PgBoss(bossOptions(handle, { migrate: false }));
  let boss: PgBoss | null = null;
  let handlers: Partial<Record<JobName, JobHandler>> = {};
  let onError: StartOptions['onError'] = () => undefined;

  async function runJob(name: JobName, job: PgBoss.Job<JobData>): Promise<void> {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for job ${name}`);
    const retryCount = (job as { retryCount?: number }).retryCount ?? 0;
    try {
      await handler(job.data ?? {}, { id: job.id, retryCount });
    } catch (error) {
      // Visible in the logs with what is needed to find the job; pg-boss retries it with backoff.
      onError(error, { job: name, jobId: job.id, attempt: retryCount + 1 });
      throw error;
    }
  }

  return {
    async start(all, options) {
      handlers = all;
      onError = options.onError;
      const instance = new PgBoss(
        bossOptions(handle, {
          migrate: false,
          supervise: options.work,
          schedule: options.work && options.schedules !== undefined,
          maintenanceIntervalSeconds: settings.maintenanceSeconds,
        }),
      );
      instance.on('error', (error) => onError(error, { job: 'queue' }));
      await instance.start();
      boss = instance;
      if (!options.work) return;
      for (const name of Object.keys(all) as JobName[]) {
        await instance.work<JobData>(name, { pollingIntervalSeconds: 2 }, async ([job]) => {
          if (job) await runJob(name, job);
        });
      }
      for (const [name, cron] of Object.entries(options.schedules ?? {})) {
        await instance.schedule(name, cron, {}, { singletonKey: name });
      }
    },
    async send(name, data, options = {}) {
      await sender.send(name, data, {
        ...(options.key ? { singletonKey: options.key } : {}),
        ...(options.tx ? { db: createSqlExecutor(options.tx, handle.kind) } : {}),
      });
    },
    async runDue(name) {
      if (!boss) throw new Error('the job queue is not started');
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<JobData>(name);
        if (!job) return ran;
        ran += 1;
        try {
          await runJob(name, job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    async stop() {
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
