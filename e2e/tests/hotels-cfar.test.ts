import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';

// Issue 12, spec §4 hotel refundable-room variants: on a Chicago hotel's details page a rate's refundable variant
// (cancel for any reason) shows beside it, and reserving it opens the book page with it and its premium.

const browser = useBrowser();

/** WCAG 2.2 AA scan of the rooms and rates section (the map's third-party attribution is not part of it). */
async function expectRatesAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#rooms')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

describe.each<ViewportName>(['desktop', 'mobile'])('refundable rooms on %s', (viewport) => {
  test('a hotel shows a cancel-for-any-reason variant beside its rate; Reserve books that variant', async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    const stay = new URLSearchParams({
      fromDate: daysFromToday(30),
      untilDate: daysFromToday(33),
      adultsCount: '2',
      childrenCount: '0',
      roomsCount: '1',
      lodgingSelection: JSON.stringify({ kind: 'Place', searchTerm: 'Chicago, IL' }),
    });
    await page.goto(`/hotels/availability/?${stay.toString()}`);
    await page.getByRole('article').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));

    const variant = page
      .locator('li:has(> h4)')
      .filter({ has: page.getByText('Cancel for any reason', { exact: true }) })
      .first();
    await variant.waitFor();
    await expect
      .poll(() => variant.getByText(/^Cancel for any reason until check-in and get 80% back/).count())
      .toBe(1);
    await expect
      .poll(() => variant.getByText(/^Includes the \$\d+ cancel for any reason premium/).count())
      .toBe(1);
    await variant.scrollIntoViewIfNeeded();
    await expectRatesAccessible(page, `hotel rates with a refundable variant (${viewport})`);
    await variant.screenshot({ path: `/tmp/cfar-rate-card-${viewport}.png` });
    await page.screenshot({ path: `/tmp/cfar-details-${viewport}.png` });

    await variant.getByRole('link', { name: /^Reserve .* with cancel for any reason, / }).click();
    await page.waitForURL((url) => url.pathname === '/hotels/book/');
    expect(new URL(page.url()).searchParams.get('refundable')).toBe('1');
    if (viewport === 'desktop') {
      await expect
        .poll(() => page.getByText('Cancel for any reason until check-in: 80% back', { exact: true }).count())
        .toBe(1);
    } else {
      // On a phone the price details open from the trip total in the step header.
      await page.getByRole('button', { name: /Trip total/ }).click();
    }
    // The premium is a price line of its own.
    await expect.poll(() => page.getByText('Cancel for any reason', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `/tmp/cfar-book-${viewport}.png`, fullPage: true });
    await context.close();
  });
});
