import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';

// Issue 12: the stays and hotels homes load their search form as a chunk of its own, after the first paint, behind
// a placeholder of the same shape. The swap must not move anything: the page's layout shift stays at zero even when
// that chunk is slow.

/** Holds back the chunks a page loads after its first paint (the build names them `….later-…`). */
async function slowLaterChunks(page: Page, ms: number): Promise<void> {
  await page.route(/\.later[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The page's cumulative layout shift so far (shifts right after input excluded, as the metric does). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])('landing pages on %s', (viewport) => {
  test.each([
    ['/stays/', 'Search vacation rentals', 'Loading the vacation rental search'],
    ['/hotels/', 'Search hotels', 'Loading the hotel search'],
  ])(
    '%s paints the search placeholder first and swaps in the form without a layout shift',
    async (path, form, loading) => {
      const { context, page } = await signedInPage(browser(), viewport);
      await slowLaterChunks(page, 1500);
      await page.goto(path);
      const placeholder = page.getByRole('status', { name: loading });
      await placeholder.waitFor();
      const before = await placeholder.boundingBox();
      await page.getByRole('form', { name: form }).waitFor({ timeout: 15_000 });
      const after = await page.getByRole('form', { name: form }).boundingBox();
      expect(after).toEqual(before);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await context.close();
    },
  );
});
