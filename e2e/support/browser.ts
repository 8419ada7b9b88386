import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'en-US',
    timezoneId: 'America/Toronto',
  });
}

/** WCAG 2.2 AA scan of what the page shows now; fails the test with the violations listed. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A control caught mid colour transition (a chip just pressed) has colours between its two states, whose
  // contrast axe would judge: scan what the page settles on. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export async function signIn(page: Page, email: string, password = 'travel-demo'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Launches Chromium once for the test file and closes it afterwards; call at the top level of the file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
}

/** A fresh context at the viewport, signed in and on the home page. */
export async function signedInPage(
  browser: Browser,
  viewport: ViewportName,
  email = 'primary@demo.test',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}
