// pg-boss runs its SQL through an executor we give it, so its jobs live in the app's own database on PGlite and
// PostgreSQL alike, and a job can be sent inside the transaction that writes what the job is about.
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle, DbOrTx } from '@portal/db/client';

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

/** pg-boss's `$n` placeholders as Drizzle parameters (each value one parameter, arrays included). */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql.raw(''),
  );
}

type ExecClient = { exec: (text: string) => Promise<Array<{ rows: unknown[] }>> };

/**
 * An executor on the database or an open transaction. pg-boss's schema scripts and maintenance are several
 * statements with BEGIN and COMMIT and no parameters: PostgreSQL runs them as one simple query, while PGlite's
 * query path takes one statement at a time, so there they go to its `exec`.
 */
export function createSqlExecutor(db: DbOrTx, kind: DbHandle['kind']): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      if (kind === 'pglite' && values.length === 0 && isScript(text)) {
        const client = (db as unknown as { $client: ExecClient }).$client;
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown;
      // node-postgres answers a multi-statement script with one result per statement.
      if (Array.isArray(result))
        return { rows: (result.at(-1) as { rows?: unknown[] } | undefined)?.rows ?? [] };
      return { rows: (result as { rows?: unknown[] }).rows ?? [] };
    },
  };
}

/** More than one statement: a semicolon followed by more SQL. */
const isScript = (text: string) => /;\s*\S/.test(text.trim().replace(/;\s*$/, ''));
