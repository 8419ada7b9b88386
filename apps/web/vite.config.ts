/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { basemapAssets } from './build/basemap-plugin.ts';
import { chunkGraph } from './build/chunk-graph.ts';
import { FIRST_PASS_ENV, landingGroup, landingMembership } from './build/landing-chunks.ts';
import { STAYS_HERO_PHOTO } from './src/features/stays/home/hero-photo.ts';
import { HOTELS_HERO_PHOTO } from './src/features/hotels/hero-photo.ts';

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

/**
 * Writes a .br and a .gz beside every text file of the build (JS, CSS, HTML, SVG) that compression shrinks, which
 * the server sends as they are (@fastify/static preCompressed): Lighthouse measured ~500 KB of uncompressed text
 * per first load, and compressing once at build time costs the server nothing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // closeBundle, not writeBundle: by then the public folder (listing photos as SVG) is copied too.
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? entry.name === '.vite'
              ? []
              : walk(join(dir, entry.name))
            : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        if (br.length < bytes.length * 0.9) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(bytes, { level: 9 });
        if (gz.length < bytes.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The main landing pages: the modules each one's route lazily loads (app/router.tsx, features' routes.tsx,
 * app/checkout/checkout-routes.ts) and the image that is its largest paint, when that is always the same one.
 */
const LANDING_ROUTES: Record<string, { name: string; modules: string[]; images?: string[] }> = {
  '/': { name: 'home', modules: ['src/app/pages/home-page.tsx'] },
  '/stays/': { name: 'stays', modules: ['src/features/stays/stays-home.tsx'], images: [STAYS_HERO_PHOTO] },
  '/stays/availability/': {
    name: 'results',
    modules: ['src/features/stays/results/results-page.tsx', 'src/features/stays/route-prefetch.ts'],
  },
  '/vacation-rentals/shop/': {
    name: 'listing',
    modules: ['src/features/stays/listing/listing-page.tsx', 'src/features/stays/route-prefetch.ts'],
  },
  '/vacation-rentals/book/': {
    name: 'book',
    modules: ['src/app/checkout/homes-book-page.tsx', 'src/app/checkout/homes-book-prefetch.ts'],
  },
  '/hotels/': {
    name: 'hotels',
    modules: ['src/features/hotels/hotels-home.tsx'],
    images: [HOTELS_HERO_PHOTO],
  },
  '/hotels/availability/': {
    name: 'hotel-results',
    modules: ['src/features/hotels/results/hotel-results-page.tsx', 'src/features/hotels/route-prefetch.ts'],
  },
  // Details paths carry the hotel (/hotels/shop/{lodgingId}/{source}): the server's exact-path lookup does not
  // hint them yet, but the build still groups the page's chunks and the size bench measures them under this key.
  '/hotels/shop/': {
    name: 'hotel-details',
    modules: ['src/features/hotels/details/hotel-details-page.tsx', 'src/features/hotels/route-prefetch.ts'],
  },
  '/login': { name: 'login', modules: ['src/app/pages/login-page.tsx'] },
  '/flights/': { name: 'flights', modules: ['src/features/flights/flights-home.tsx'] },
  '/flights/shop/departure/': {
    name: 'flight-results',
    modules: ['src/features/flights/shop/choose-flight-page.tsx', 'src/features/flights/route-prefetch.ts'],
  },
  '/flights/shop/fare-details/': {
    name: 'flight-fares',
    modules: ['src/features/flights/shop/fare-details-page.tsx', 'src/features/flights/route-prefetch.ts'],
  },
  '/flights/shop/review/': {
    name: 'flight-review',
    modules: ['src/features/flights/shop/review-page.tsx', 'src/features/flights/route-prefetch.ts'],
  },
};

/**
 * Without help, a first visit loads in steps: the entry, then (once it has run and the router has matched) the
 * page's chunks. The build writes, per landing page, the chunks its route loads (with their imports, less what the
 * entry already preloads) and its largest image; the production server puts them in the page's head as preload
 * links (apps/api/src/plugins/web-page.ts), so they download beside the entry. The router still imports them.
 */
function routePreload(): Plugin {
  return {
    name: 'portal:route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { eager, filesOf } = chunkGraph(bundle);
      const map: Record<string, { modules: string[]; images: string[] }> = {};
      for (const [path, route] of Object.entries(LANDING_ROUTES)) {
        const files = filesOf(route.modules.map((m) => resolve(__dirname, m)));
        map[path.replace(/\/$/, '')] = {
          modules: [...files].filter((f) => !eager.has(f)),
          images: route.images ?? [],
        };
      }
      // The name the server reads (apps/api/src/plugins/web-page.ts ROUTE_PRELOADS_FILE).
      this.emitFile({ type: 'asset', fileName: '.vite/route-preload.json', source: JSON.stringify(map) });
    },
    // The page's own first paint (index.html's header bar) needs only the HTML and the CSS; the scripts are fetched
    // at low priority so that they do not take the phone's bandwidth from those (and from the hero image the
    // server names) before that paint. They still start at once, with nothing ahead of them to wait for after.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/** The landing pages' modules by page name, as absolute module ids. */
const landingModules = () =>
  Object.fromEntries(
    Object.values(LANDING_ROUTES).map((r) => [r.name, r.modules.map((m) => resolve(__dirname, m))]),
  );

export default defineConfig(async ({ command }) => {
  // A production build runs twice: first with rolldown's own chunking, to learn which landing pages load which
  // modules, then with those modules grouped by page (build/landing-chunks.ts).
  const firstPass = Boolean(process.env[FIRST_PASS_ENV]);
  const membership =
    command === 'build' && !firstPass
      ? await landingMembership(resolve(__dirname, 'vite.config.ts'), landingModules())
      : undefined;
  return {
    plugins: [
      react(),
      tailwindcss(),
      basemapAssets({ emit: !firstPass }),
      ...(firstPass ? [] : [routePreload(), precompress()]),
    ],
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
        output: membership
          ? {
              codeSplitting: {
                // A module's dependencies are loaded by at least the same pages, so they sit in the group of those
                // pages (or the entry): nothing needs pulling into a module's own group.
                includeDependenciesRecursively: false,
                groups: [landingGroup(membership)],
              },
            }
          : {},
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
      // A worker keeps its modules from one file to the next instead of loading React, the router and the app
      // again for each (setup.ts resets what the app keeps between page loads).
      isolate: false,
    },
  };
});
