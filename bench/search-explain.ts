/** --explain: EXPLAIN (ANALYZE, BUFFERS) of exactly the statement the API runs for one benchmark search. */
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { AvailabilityRequest } from '@portal/contracts/listings';
import { toSearchCriteria } from '@portal/api/modules/stays/stays.service';
import { availabilityQuery } from '@portal/api/modules/stays/stays-search.repository';

export async function explainSearch(databaseUrl: string, body: unknown, today: string): Promise<void> {
  const handle = await createDb({ databaseUrl, poolSize: 1 });
  try {
    const query = availabilityQuery(toSearchCriteria(AvailabilityRequest.parse(body), today));
    const result = await handle.db.execute(sql`explain (analyze, buffers) ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    console.log(`  EXPLAIN ANALYZE on ${new URL(databaseUrl).pathname.slice(1)}:`);
    console.log(rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
  } finally {
    await handle.close();
  }
}
