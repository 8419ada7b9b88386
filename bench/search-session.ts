/**
 * A signed-in session for the benchmark's requests, written straight to the database as sign-in would write it
 * (only the SHA-256 of the bearer token is stored), so the measured calls pass the real auth and CSRF checks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@portal/db/client';

export async function benchSessionHeaders(handle: DbHandle): Promise<Record<string, string>> {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await handle.db.execute(sql`
    with bench_user as (
      insert into users (email, password_hash, first_name, last_name)
      values ('bench-' || ${tokenHash.slice(0, 12)} || '@bench.test', 'not-a-password-hash', 'Bench', 'User')
      returning id
    )
    insert into sessions (token_hash, csrf_token, user_id, expires_at)
    select ${tokenHash}, ${csrf}, id, now() + interval '1 day' from bench_user`);
  return { authorization: `Bearer ${token}`, 'h-csrf-token': csrf };
}
