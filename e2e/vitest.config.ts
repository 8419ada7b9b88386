import { defineConfig } from 'vitest/config';

// Browser journeys against the production build served by the real API on a fresh embedded database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
