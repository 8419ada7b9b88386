import { defineConfig } from 'vitest/config';

// One runner, five projects: `npm run test:unit` and `npm run test:api` pick theirs by name.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          env: { TZ: 'Pacific/Kiritimati' },
        },
      },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      // The repository's own lint rules (eslint.config.js), with fixtures through ESLint's RuleTester.
      { test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // On PostgreSQL each worker copies TEST_DATABASE_URL's migrated database (use-worker-database.ts) and
          // each file empties its worker's copy at its start; on PGlite each file loads its own in-memory copy
          // of the migrated template. Nothing else is shared (temporary folders are mkdtemp's, servers listen
          // on port 0): two files run at once, one per core of the CI machine. API_TEST_WORKERS overrides it.
          setupFiles: ['apps/api/test/use-worker-database.ts'],
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          // A worker keeps its modules from one file to the next: loading the app's module graph once per file cost
          // about two thirds of the suite's time (PGlite leg 735 s isolated, 213 s not; PostgreSQL 347 s, 104 s).
          // Files share no state through them: each opens its own database (test-db.ts resets per file) and app.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
