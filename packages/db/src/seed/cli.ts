// npm run db:seed -- [--listings N] [--reset] [--today YYYY-MM-DD] [--seed N]
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { DEMO_HOTEL_NIGHTS, hasDemoData, seedDemoData, truncateAll } from './seed.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '2000' },
    reset: { type: 'boolean', default: false },
    today: { type: 'string' },
    seed: { type: 'string' },
  },
});

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// npm runs this script with cwd packages/db; INIT_CWD is where the user typed the command.
const base = process.env.INIT_CWD ?? repoRoot;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(base, process.env.PORTAL_DATA_DIR ?? 'data');

const started = performance.now();
if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const handle = await createDb({ databaseUrl, dataDir });
try {
  console.log(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}`);
  await runMigrations(handle);
  console.log(`migrations applied in ${Math.round(performance.now() - started)} ms`);
  if (values.reset) {
    await truncateAll(handle.db);
    console.log('all tables truncated');
  } else if (await hasDemoData(handle.db)) {
    console.error('The database already holds data; run again with --reset to replace it.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const today = values.today ?? new Date().toISOString().slice(0, 10);
    const seedStarted = performance.now();
    const report = await seedDemoData(handle.db, {
      listings: Number(values.listings),
      today,
      hotelNights: DEMO_HOTEL_NIGHTS,
      pendingApproval: { now: new Date() },
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      log: (m) => console.log(m),
    });
    console.log(
      `rows: ${Object.entries(report.counts)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (today = ${today})`);
  }
} finally {
  await handle.close();
}
