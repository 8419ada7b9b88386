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
          fileParallelism: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
