/**
 * First-load JavaScript per main route, gzipped, read from a finished Vite build (nothing is built here).
 *
 * A route's first load = the entry chunk + its static imports (the manifest) + the chunks the server preloads for
 * the route (.vite/route-preload.json: the route's lazy modules, its loader's prefetch module and their static
 * imports), each file counted once. Dynamic imports (map, full-screen gallery, editors, ...) are not counted: they
 * load on demand. Sizes are node:zlib gzip at the default level, close to what a CDN or @fastify/compress sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The main routes (apps/web/vite.config.ts LANDING_ROUTES lists what each loads first). */
export const ROUTES = [
  '/',
  '/stays/',
  '/stays/availability/',
  '/vacation-rentals/shop/',
  '/vacation-rentals/book/',
  '/hotels/',
  '/hotels/availability/',
  '/hotels/shop/',
  '/login',
  '/flights/',
  '/flights/shop/departure/',
  '/flights/shop/fare-details/',
  '/flights/shop/review/',
] as const;

/**
 * Issue 12's first-load budget for the landing pages (gzipped KB): `npm run bench:web-size -- --check` fails the
 * build (CI runs it before the browser tests) when one goes over.
 */
export const LANDING_BUDGET_KB = 170;
export const BUDGETED_ROUTES: readonly (typeof ROUTES)[number][] = [
  '/',
  '/stays/',
  '/stays/availability/',
  '/hotels/',
  '/hotels/availability/',
  '/hotels/shop/',
  '/flights/',
  '/flights/shop/departure/',
  '/flights/shop/fare-details/',
  '/flights/shop/review/',
];

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;
type RoutePreloads = Record<string, { modules: string[] }>;
export type Size = { raw: number; gzip: number };

export type RouteSize = {
  route: string;
  entryGzip: number;
  routeGzip: number;
  totalGzip: number;
  totalRaw: number;
  files: number;
};

export type FirstLoad = {
  entryKey: string;
  entryFiles: string[];
  entry: Size;
  /** The entry's largest files, biggest first. */
  largest: ({ file: string } & Size)[];
  rows: RouteSize[];
};

function readBuildFile<T>(dist: string, name: string): T {
  const file = join(dist, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file} (build apps/web first: npx vite build --mode production)`, {
      cause: error,
    });
  }
}

/** The chunk files a manifest key loads eagerly: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function firstLoadSizes(dist: string): FirstLoad {
  const manifest = readBuildFile<Manifest>(dist, '.vite/manifest.json');
  const preloads = readBuildFile<RoutePreloads>(dist, '.vite/route-preload.json');
  const cache = new Map<string, Size>();
  const sizeOf = (file: string): Size => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      cache.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>): Size =>
    [...files].reduce(
      (total, file) => {
        const size = sizeOf(file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);
  const entry = sum(entryFiles);
  const rows = ROUTES.map((path) => {
    const route = preloads[path.replace(/\/$/, '')];
    if (!route) throw new Error(`The build lists nothing to preload for ${path}`);
    const extra = route.modules.filter((file) => !entryFiles.has(file));
    const total = sum([...entryFiles, ...extra]);
    return {
      route: path,
      entryGzip: entry.gzip,
      routeGzip: sum(extra).gzip,
      totalGzip: total.gzip,
      totalRaw: total.raw,
      files: entryFiles.size + extra.length,
    };
  });
  const largest = [...entryFiles].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  return { entryKey, entryFiles: [...entryFiles], entry, largest, rows };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
