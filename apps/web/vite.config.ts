/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

/**
 * react-aria bundles its built-in strings ("Dismiss", "Select an item", ...) in 34 locales. The portal is
 * English-only, so a production build keeps en-US: react-aria falls back to it for any other browser locale,
 * which also keeps those strings in the page's language. Same idea as @react-aria/optimize-locales-plugin.
 */
function englishOnlyAriaStrings(): Plugin {
  return {
    name: 'portal:english-only-aria-strings',
    transform: {
      filter: { id: /react-aria(-components)?\/dist\/.*intlStrings\.mjs$/ },
      handler(code) {
        return code
          .replace(/^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";$/gm, (line, tag: string) =>
            tag === 'en-US' ? line : '',
          )
          .replace(/^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?$/gm, (line, tag: string) =>
            tag === 'en-US' ? line : '',
          );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: bench/web-first-load.ts reads each route's first-load chunks from it.
    manifest: true,
    rolldownOptions: {
      plugins: [englishOnlyAriaStrings()],
    },
  },
  test: {
    name: 'web',
    root: __dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'America/Toronto' },
    // Page tests render whole screens with user-event; on a loaded 2-core CI machine 5 s is not enough.
    testTimeout: 20_000,
  },
});
