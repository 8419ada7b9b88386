#!/usr/bin/env node
// First-load JavaScript per main route, gzipped, read from a finished Vite build (this script builds nothing).
//
//   npx vite build --mode production      (in apps/web; build.manifest is on)
//   npm run bench:web-size [-- <dist dir>] [--json] [--budget <route>=<kB> ...]
//
// A route's first load = the entry chunk + its static imports + the route's lazy module + ITS static imports,
// each file counted once. Dynamic imports (map, full-screen gallery, editors, ...) are not counted: they load on
// demand. Sizes are node:zlib gzip at the default level, close to what a CDN or @fastify/compress sends.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each main route and the module its router entry lazily imports (app/router.tsx, features/stays/routes.tsx). */
const ROUTES = [
  { path: '/', module: 'src/app/pages/home-page.tsx' },
  { path: '/stays/', module: 'src/features/stays/stays-home.tsx' },
  { path: '/stays/availability/', module: 'src/features/stays/results/results-page.tsx' },
  { path: '/vacation-rentals/shop/', module: 'src/features/stays/listing/listing-page.tsx' },
  { path: '/login', module: 'src/app/pages/login-page.tsx' },
];

function parseArgs(argv) {
  const args = { dist: join(repoRoot, 'apps/web/dist'), json: false, budgets: new Map() };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--budget') {
      const [route, kb] = String(argv[(i += 1)]).split('=');
      args.budgets.set(route, Number(kb) * 1024);
    } else args.dist = resolve(arg);
  }
  return args;
}

function loadManifest(dist) {
  const file = join(dist, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file} (build apps/web first: npx vite build --mode production)`, {
      cause: error,
    });
  }
}

/** The chunk files a manifest key loads eagerly: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: did the route's module move?`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const manifest = loadManifest(args.dist);
  const gzipCache = new Map();
  const sizeOf = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = readFileSync(join(args.dist, file));
      gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return gzipCache.get(file);
  };
  const sum = (files) =>
    [...files].reduce(
      (total, file) => {
        const size = sizeOf(file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);
  const entry = sum(entryFiles);

  const rows = ROUTES.map(({ path, module }) => {
    const routeFiles = staticClosure(manifest, module);
    const extra = new Set([...routeFiles].filter((file) => !entryFiles.has(file)));
    const all = new Set([...entryFiles, ...extra]);
    const total = sum(all);
    const budget = args.budgets.get(path);
    return {
      route: path,
      module,
      entryGzip: entry.gzip,
      routeGzip: sum(extra).gzip,
      totalGzip: total.gzip,
      totalRaw: total.raw,
      files: all.size,
      budget,
      overBudget: budget !== undefined && total.gzip > budget,
    };
  });

  if (args.json) {
    console.log(JSON.stringify({ entry: entryKey, entryFiles: [...entryFiles], rows }, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`dist: ${args.dist}`);
    console.log(
      `entry ${entryKey}: ${entryFiles.size} file(s), ${kb(entry.gzip)} gzip (${kb(entry.raw)} raw)`,
    );
    const largest = [...entryFiles]
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`);
    console.log(`  largest: ${largest.join(', ')}`);
    console.table(
      rows.map((row) => ({
        route: row.route,
        'entry gz': kb(row.entryGzip),
        'route gz': kb(row.routeGzip),
        'total gz': kb(row.totalGzip),
        'total raw': kb(row.totalRaw),
        files: row.files,
        ...(args.budgets.size > 0
          ? { budget: row.budget === undefined ? '' : `${row.overBudget ? 'OVER ' : 'ok '}${kb(row.budget)}` }
          : {}),
      })),
    );
  }
  if (rows.some((row) => row.overBudget)) process.exitCode = 1;
}

main();
