import { defineConfig } from 'vitest/config';

// Browser journeys against the production build served by the real API on a fresh embedded database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A poll waits for what the page does next (a scroll, a re-render): on a loaded CI machine that can take several
    // seconds, far past Vitest's 1 s default, and a short wait there only makes a correct page fail.
    expect: { poll: { timeout: 10_000 } },
  },
});
