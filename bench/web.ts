/**
 * npm run bench:web — Lighthouse (mobile emulation, default simulated throttling) on four pages of the production
 * build: the stays home, Asheville search results, the always-available demo listing and its book page, signed in
 * as primary@demo.test. Prints the medians of --runs runs per page (scores, LCP, TBT, CLS), PASS/FAIL against the
 * targets, the audits Lighthouse flags, and the gzipped first-load JavaScript of each page's route.
 *
 * It builds apps/web into a temporary folder (not apps/web/dist, which e2e runs share; --dist DIR measures an
 * existing build instead), starts the server with NODE_ENV=production on an empty PGlite folder of its own
 * (seeded with --listings demo listings) on --port, and removes both at the end.
 *
 * Options: --runs 3 --port 3460 --listings 1000 --dist DIR --save DIR (each run's whole Lighthouse report as JSON,
 *          to open in https://googlechrome.github.io/lighthouse/viewer/ or read with jq)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, isoDateOfInstant } from '@portal/domain/iso-date';
import { median } from './search-load.ts';
import { firstLoadSizes, kb } from './web-first-load.ts';
import { launchChrome, runLighthouse, type RunResult } from './web-lighthouse.ts';
import { buildWeb, signIn, startPortal } from './web-portal.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3460' },
    listings: { type: 'string', default: '1000' },
    dist: { type: 'string' },
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const TARGETS = { performance: 90, accessibility: 100, cls: 0.05 };

const today = isoDateOfInstant(new Date());
const stay = new URLSearchParams({
  fromDate: addDays(today, 21),
  untilDate: addDays(today, 25),
  adultsCount: '2',
  childrenCount: '0',
});
// The web app writes locationName double-encoded (spec §2 URLs); these are the links it makes itself.
const location = 'locationName=Asheville%252C%2520NC';
const PAGES = [
  { name: 'stays home', route: '/stays/', path: '/stays/' },
  {
    name: 'results',
    route: '/stays/availability/',
    path: `/stays/availability/?${location}&${stay.toString()}&sortOrder=Recommended`,
  },
  {
    name: 'listing',
    route: '/vacation-rentals/shop/',
    path: `/vacation-rentals/shop/?listingId=vr-demo-open&${stay.toString()}&${location}`,
  },
  {
    name: 'book',
    route: '/vacation-rentals/book/',
    path: `/vacation-rentals/book/?listingId=vr-demo-open&${stay.toString()}&${location}`,
  },
];

type PageResult = { name: string; route: string; runs: RunResult[] };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function printReport(results: PageResult[], dist: string): void {
  const sizes = firstLoadSizes(dist);
  const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const head = ['page', 'perf', 'a11y', 'best pr.', 'LCP ms', 'TBT ms', 'CLS', 'first-load JS gz', 'targets'];
  const table = [head];
  for (const r of results) {
    const m = (pick: (x: RunResult) => number) => median(r.runs.map(pick));
    const perf = m((x) => x.performance);
    const a11y = m((x) => x.accessibility);
    const cls = m((x) => x.cls);
    const js = sizes.rows.find((row) => row.route === r.route);
    table.push([
      r.name,
      String(perf),
      String(a11y),
      String(m((x) => x.bestPractices)),
      m((x) => x.lcpMs).toFixed(0),
      m((x) => x.tbtMs).toFixed(0),
      cls.toFixed(3),
      js ? kb(js.totalGzip) : '-',
      `perf>=${TARGETS.performance} ${pass(perf >= TARGETS.performance)}, a11y=100 ${pass(a11y >= TARGETS.accessibility)}, CLS<${TARGETS.cls} ${pass(cls < TARGETS.cls)}`,
    ]);
  }
  const widths = head.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  console.log(
    `\nMedians of ${RUNS} Lighthouse runs per page (mobile, simulated throttling); load average ${load()}:`,
  );
  for (const row of table) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  console.log(
    `  (first-load JS: entry ${kb(sizes.entry.gzip)} gzip + the route's own chunks; npm run bench:web-size)`,
  );

  console.log(
    '\nWhat Lighthouse flags (audits failing in any run; performance: score < 0.9 with weight or savings):',
  );
  for (const r of results) {
    const seen = new Map<string, string>();
    for (const run of r.runs) {
      for (const n of run.notes)
        seen.set(`${n.category}/${n.id}`, `${n.title}${n.detail ? ` (${n.detail})` : ''}`);
    }
    console.log(`  ${r.name}:${seen.size === 0 ? ' nothing' : ''}`);
    for (const [id, text] of seen) console.log(`    ${id}: ${text}`);
  }
  const warnings = new Set(results.flatMap((r) => r.runs.flatMap((x) => x.runWarnings)));
  const indexes = results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex));
  console.log(`\nLighthouse benchmarkIndex of this machine: ${Math.min(...indexes)}-${Math.max(...indexes)}`);
  for (const w of warnings) console.log(`  run warning: ${w.replace(/\s+/g, ' ').slice(0, 300)}`);
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again. */
async function withRetries<T>(label: string, work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${label}: ${String(error).slice(0, 160)}; running it again`);
    }
  }
}

async function main(): Promise<void> {
  console.log(`bench:web: ${PAGES.length} pages x ${RUNS} Lighthouse runs; load average ${load()}`);
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const dist = args.dist ? resolve(args.dist) : join(work, 'dist');
  try {
    if (!args.dist) {
      const started = performance.now();
      await buildWeb(dist);
      console.log(`  web app built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const started = performance.now();
    const portal = await startPortal({
      port: Number(args.port),
      webDist: dist,
      dataDir: join(work, 'data'),
      listings: Number(args.listings),
    });
    console.log(
      `  server ready (PGlite, demo data) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    try {
      const session = await signIn(portal.baseUrl, 'primary@demo.test');
      const chrome = await launchChrome();
      try {
        const results: PageResult[] = [];
        for (const p of PAGES) {
          const runs: RunResult[] = [];
          for (let i = 0; i < RUNS; i++) {
            const r = await withRetries(p.name, () =>
              runLighthouse(chrome, portal.baseUrl, `${portal.baseUrl}${p.path}`, session),
            );
            console.log(
              `  ${p.name} run ${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, best practices ${r.bestPractices}, LCP ${r.lcpMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, load ${load()}`,
            );
            runs.push(r);
            if (args.save) {
              mkdirSync(args.save, { recursive: true });
              const file = `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`;
              writeFileSync(join(args.save, file), JSON.stringify(r.lhr));
            }
          }
          results.push({ name: p.name, route: p.route, runs });
        }
        printReport(results, dist);
      } finally {
        await chrome.kill();
      }
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
