import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db, DbHandle } from '@portal/db/client';
import { FACTORY_PASSWORD, createUser, type UserOverrides, type UserRow } from '@portal/db/factories/users';
import { seedDemoData } from '@portal/db/seed/seed';
import { buildApp } from '../../src/app.ts';
import { createDeps, type AppDeps, type Clock, type Providers } from '../../src/deps.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { jobHandlers } from '../../src/jobs/start-jobs.ts';
import { acquireTestDb, releaseTestDb } from './test-db.ts';

/** A clock the test moves by hand; the app reads time only through it. */
export type TestClock = Clock & { set: (instant: string | Date) => void; advance: (ms: number) => void };

export const TEST_NOW = '2025-06-02T12:00:00.000Z';

export function createTestClock(start: string | Date = TEST_NOW): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** `agentId`: a delegated session's agent, sent in the H-Agent-Id header of every call. */
export type SignedIn = { token: string; csrf: string; agentId?: string };

type RequestOptions = {
  session?: SignedIn;
  /** Overrides the session's CSRF header; null sends none. */
  csrf?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  dbKind: DbHandle['kind'];
  clock: TestClock;
  config: Config;
  /** What the app was built with (its providers, clock and database). */
  deps: AppDeps;
  /** Errors of jobs run by `deps.jobs.runDue`, with their context (job name, id, attempt). */
  jobErrors: Array<{ error: unknown; context: Record<string, unknown> }>;
  /** Signs in through the real endpoints (signin, then login/code). */
  signIn: (email: string, password?: string) => Promise<SignedIn>;
  /** A new consumer user (factory defaults, overridable), signed in. */
  signedInUser: (overrides?: UserOverrides) => Promise<SignedIn & { user: UserRow & { password: string } }>;
  /** inject() with the session's Authorization and H-Csrf-Token headers when given. */
  request: (
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<Config>;
  now?: string;
  /** Adds the demo data (packages/db seed, seed 7) with this many listings, as of `today` (TEST_NOW's date). */
  demoData?: { listings: number; today?: string; pendingApproval?: boolean };
  /** Runs before the app is ready: add test-only routes or hooks here. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  logStream?: AppDeps['logStream'];
  /** Outside parties to use instead of the embedded simulators (e.g. a payment provider that fails). */
  providers?: Partial<Providers>;
  /**
   * Starts the job queue without workers: the test runs due jobs itself with `t.deps.jobs.runDue(name)`.
   * Job errors are collected in `t.jobErrors`.
   */
  jobs?: boolean;
};

/**
 * The app on the test file's migrated database (PGlite from the run's template, or TEST_DATABASE_URL emptied
 * at the file's start), with a movable clock. Rows persist across the tests of a file: create your own with
 * the factories of @portal/db/factories and give them unique emails.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await acquireTestDb();
  const clock = createTestClock(options.now);
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), seedListings: 0, ...options.config };
  const deps = createDeps(config, handle, {
    clock,
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const app = await buildApp(deps);
  await options.extend?.(app);
  await app.ready();
  const jobErrors: TestApp['jobErrors'] = [];
  if (options.jobs) {
    await deps.jobs.start(jobHandlers(deps, app.log), {
      work: false,
      onError: (error, context) => void jobErrors.push({ error, context }),
    });
  }
  if (options.demoData) {
    const { listings, today = TEST_NOW.slice(0, 10), pendingApproval } = options.demoData;
    await seedDemoData(handle.db, {
      listings,
      today,
      seed: 7,
      ...(pendingApproval ? { pendingApproval: { now: clock.now() } } : {}),
    });
  }

  const request: TestApp['request'] = (method, url, { session, csrf, body, headers = {} } = {}) => {
    const all: Record<string, string> = { ...headers };
    if (session) all.authorization = `Bearer ${session.token}`;
    if (session?.agentId && all['h-agent-id'] === undefined) all['h-agent-id'] = session.agentId;
    const csrfHeader = csrf === undefined ? session?.csrf : csrf;
    if (csrfHeader) all['h-csrf-token'] = csrfHeader;
    return app.inject({
      method,
      url,
      headers: all,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  const signIn: TestApp['signIn'] = async (email, password) => {
    const signin = await request('POST', '/api/v0/auth/signin', { body: { email, password } });
    if (signin.statusCode !== 200) throw new Error(`signin failed: ${signin.statusCode} ${signin.body}`);
    const login = await request('POST', '/api/v0/auth/login/code', { body: { code: signin.json().code } });
    if (login.statusCode !== 200) throw new Error(`login/code failed: ${login.statusCode} ${login.body}`);
    const { token, csrfToken } = login.json<{ token: string; csrfToken: string }>();
    return { token, csrf: csrfToken };
  };

  return {
    app,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    config,
    deps,
    jobErrors,
    request,
    signIn: (email, password) => signIn(email, password ?? FACTORY_PASSWORD),
    signedInUser: async (overrides) => {
      const user = await createUser(handle.db, overrides);
      return { user, ...(await signIn(user.email, user.password)) };
    },
    close: async () => {
      await deps.jobs.stop();
      await app.close();
      await releaseTestDb();
    },
  };
}
