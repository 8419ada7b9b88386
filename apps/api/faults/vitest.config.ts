import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault tests start real API servers (and a private PostgreSQL) as child processes: one file at a time,
// with timeouts generous enough for a loaded 2-core machine. `npm run test:faults` runs them.
export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  test: {
    name: 'faults',
    include: ['apps/api/faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
