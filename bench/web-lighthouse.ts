/**
 * Lighthouse (12.x: the last line that runs on Node 20) in the system Chromium, with its default mobile emulation
 * and simulated throttling. The session is put in localStorage the way the web app stores it, so protected pages
 * load; because that needs Lighthouse's storage reset off, each run clears the HTTP cache and localStorage itself
 * first, so every run is a cold first visit like Lighthouse's own.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SESSION_STORAGE_KEYS, type StoredSession } from './web-portal.ts';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export type Chrome = { browser: Browser; page: Page; kill: () => Promise<void> };

export async function launchChrome(): Promise<Chrome> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an unhandled 'error' event that kills the process before any
  // finally block runs, leaving the portal server behind; say it plainly instead.
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    browser,
    page,
    kill: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

export type AuditNote = { category: string; id: string; title: string; detail: string };

export type RunResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Failing accessibility and best-practices audits, and performance audits with savings or a low score. */
  notes: AuditNote[];
  /** Lighthouse's warnings about the run itself (e.g. a slow host: "benchmarkIndex"). */
  runWarnings: string[];
  benchmarkIndex: number;
  /** The whole Lighthouse report, for --save. */
  lhr: Lhr;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function notesOf(lhr: Lhr): AuditNote[] {
  const notes: AuditNote[] = [];
  for (const [key, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      const savings = audit.metricSavings ?? {};
      const hasSavings = Object.values(savings).some((v) => typeof v === 'number' && v > 0);
      const failing =
        key === 'performance' ? audit.score < 0.9 && (ref.weight > 0 || hasSavings) : audit.score < 1;
      if (!failing) continue;
      notes.push({
        category: key,
        id: audit.id,
        title: audit.title,
        detail: audit.displayValue ?? (hasSavings ? JSON.stringify(savings) : ''),
      });
    }
  }
  return notes;
}

/** One cold Lighthouse run of url with the session in localStorage. */
export async function runLighthouse(
  chrome: Chrome,
  origin: string,
  url: string,
  session: StoredSession,
): Promise<RunResult> {
  const { page } = chrome;
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // A tiny same-origin document to write localStorage from.
  await page.goto(`${origin}/favicon.svg`);
  // A string, not a function: bench's TypeScript has no DOM types.
  const entries = Object.entries(SESSION_STORAGE_KEYS).map(([field, key]) => [
    key,
    session[field as keyof StoredSession],
  ]);
  await page.evaluate(
    `localStorage.clear(); sessionStorage.clear();
     for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);`,
  );
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed} (session not accepted?)`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    notes: notesOf(lhr),
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}
