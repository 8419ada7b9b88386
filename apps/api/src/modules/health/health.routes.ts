import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  databaseState: z.enum(['up', 'down']),
});

/** A check slower than this counts as down: a load balancer must not wait on an unreachable database. */
const DATABASE_CHECK_MS = 3_000;

async function databaseUp(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([deps.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability: 503 while the database cannot be reached',
          response: { 200: Health, 503: Health },
        },
      },
      async (_request, reply) => {
        if (await databaseUp(deps))
          return { status: 'ok' as const, database: deps.dbKind, databaseState: 'up' as const };
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: deps.dbKind, databaseState: 'down' as const });
      },
    );
  };
}
