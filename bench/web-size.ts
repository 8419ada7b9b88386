/**
 * npm run bench:web-size — gzipped first-load JavaScript per main route of a finished Vite build (web-first-load.ts).
 *
 *   npm run build -w apps/web     (build.manifest is on)
 *   npm run bench:web-size [-- <dist dir>] [--json] [--check] [--budget <route>=<kB> ...]
 *
 * --check applies issue 12's landing-page budget (LANDING_BUDGET_KB to each of BUDGETED_ROUTES); any route over its
 * budget makes the exit code 1.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETED_ROUTES, LANDING_BUDGET_KB, firstLoadSizes, kb } from './web-first-load.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function parseArgs(argv: string[]) {
  const args = { dist: join(repoRoot, 'apps/web/dist'), json: false, budgets: new Map<string, number>() };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--check')
      for (const route of BUDGETED_ROUTES) args.budgets.set(route, LANDING_BUDGET_KB * 1024);
    else if (arg === '--budget') {
      const [route = '', size] = String(argv[(i += 1)]).split('=');
      args.budgets.set(route, Number(size) * 1024);
    } else if (arg) args.dist = resolve(arg);
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const sizes = firstLoadSizes(args.dist);
const rows = sizes.rows.map((row) => {
  const budget = args.budgets.get(row.route);
  return { ...row, budget, overBudget: budget !== undefined && row.totalGzip > budget };
});

if (args.json) {
  console.log(JSON.stringify({ entry: sizes.entryKey, entryFiles: sizes.entryFiles, rows }, null, 2));
} else {
  console.log(`dist: ${args.dist}`);
  console.log(
    `entry ${sizes.entryKey}: ${sizes.entryFiles.length} file(s), ${kb(sizes.entry.gzip)} gzip (${kb(sizes.entry.raw)} raw)`,
  );
  const largest = sizes.largest.slice(0, 6).map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`);
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
const over = rows.filter((row) => row.overBudget);
if (over.length > 0) {
  console.error(
    `Over the first-load budget: ${over.map((row) => `${row.route} ${kb(row.totalGzip)}`).join(', ')}`,
  );
  process.exitCode = 1;
}
