// `npm run test:api`: the api suite on PGlite, then once more on PostgreSQL when TEST_DATABASE_URL is set.
// The first leg drops the variable, since the harness (and every api test) uses PostgreSQL whenever it is set.
// Extra arguments go to vitest, e.g. `npm run test:api -- apps/api/test/session-auth.test.ts`.
import { spawnSync } from 'node:child_process';

const args = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];
const run = (env) => {
  const begin = Date.now();
  const status = spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
  console.log(`test:api: that leg took ${Math.round((Date.now() - begin) / 1000)} s`);
  return status;
};

const { TEST_DATABASE_URL: url, ...withoutPostgres } = process.env;
console.log('test:api: api suite on PGlite');
const pglite = run(withoutPostgres);
if (pglite !== 0 || !url) {
  if (!url) console.log('test:api: TEST_DATABASE_URL is not set; the PostgreSQL leg is skipped.');
  process.exit(pglite);
}
console.log(`test:api: api suite on PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
process.exit(run(process.env));
