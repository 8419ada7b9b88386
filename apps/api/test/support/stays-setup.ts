/**
 * A seeded app for the stays tests: the shared harness's database (PGlite from the run's template, or
 * TEST_DATABASE_URL emptied at the file's start) with the demo data and a signed-in session.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, DbHandle } from '@portal/db/client';
import { createTestApp } from './test-app.ts';

/** A Monday, so weekday rules are easy to reason about: today + 5 is a Saturday. */
export const STAYS_TODAY = '2025-06-02';

export type SessionHeaders = { authorization: string; 'h-csrf-token': string };

export type StaysTestApp = {
  app: FastifyInstance;
  handle: { db: Db; kind: DbHandle['kind'] };
  /** Bearer and CSRF headers of a signed-in session; every stays route needs them. */
  headers: SessionHeaders;
  close: () => Promise<void>;
};

export async function createStaysTestApp(listings = 60): Promise<StaysTestApp> {
  const t = await createTestApp({
    now: `${STAYS_TODAY}T12:00:00Z`,
    demoData: { listings, today: STAYS_TODAY },
  });
  const session = await t.signIn('primary@demo.test', 'travel-demo');
  return {
    app: t.app,
    handle: { db: t.db, kind: t.dbKind },
    headers: { authorization: `Bearer ${session.token}`, 'h-csrf-token': session.csrf },
    close: t.close,
  };
}
