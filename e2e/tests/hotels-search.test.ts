import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { DATE_PICKER_TITLE, pickDay } from '../support/date-picker.ts';
import { daysFromToday } from '../support/dates.ts';
import { typeUntilListed } from '../support/autocomplete.ts';

// Issue 12: from the hotels home to a hotel's rooms and back to the same results, on desktop and phone.

/** Every hotel card's stay total, in page order ("$1,456 Total for 4 nights" → 1456). */
async function cardTotals(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => {
    const match = /\$([\d,]+)Total for/.exec(text);
    return match?.[1] ? Number(match[1].replace(/,/g, '')) : Number.NaN;
  });
}

/** The open autocomplete, scanned without aria-hidden-focus (react-aria hides the page behind it by design). */
async function expectNoAutocompleteViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(['aria-hidden-focus'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])('hotel search on %s', (viewport) => {
  test('search Chicago, sort by price, filter, open a hotel, choose a rate and come back', async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    await page.goto('/hotels/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hotels for every kind of trip' }).count())
      .toBe(1);
    await expectNoAxeViolations(page, `hotels home (${viewport})`);

    await typeUntilListed(
      page.getByRole('combobox', { name: 'Destination or hotel' }),
      'Chicago',
      page.getByRole('option', { name: /^Chicago/ }).first(),
    );
    await expectNoAutocompleteViolations(page, `hotel autocomplete (${viewport})`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: /Dates:/ }).click();
    const dialog = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
    const from = daysFromToday(30);
    await pickDay(dialog, from);
    await pickDay(dialog, daysFromToday(34));
    await dialog.getByRole('button', { name: viewport === 'mobile' ? 'Search Dates' : 'Done' }).click();
    await page.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.pathname === '/hotels/availability/');
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(from);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page, `hotel results (${viewport})`);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortOrder')).toBe('Price');
    await expect
      .poll(async () => {
        const totals = await cardTotals(page);
        return totals.length > 1 && totals.every((t, i) => i === 0 || totals[i - 1]! <= t);
      })
      .toBe(true);

    if (viewport === 'mobile') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      // A click, not check(): the box follows the URL, which the router updates a moment later.
      await page.getByRole('checkbox', { name: /Free cancellation/ }).click();
      await expectNoAxeViolations(page, `hotel filters sheet (${viewport})`);
      await page.getByRole('button', { name: 'Show hotels' }).click();
    } else {
      // A click here too: check() reads the box before the router's URL update has reached it, and fails.
      await page
        .getByRole('complementary')
        .getByRole('checkbox', { name: /Free cancellation/ })
        .click();
    }
    await expect.poll(() => new URL(page.url()).searchParams.get('freeCancellation')).toBe('true');
    await page.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByRole('region', { name: 'Map of hotels' }).waitFor();
    await page.getByRole('button', { name: 'List' }).click();

    const name = (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    await page.getByRole('article').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));
    // The details chunk and the shop answer can take a few seconds on a loaded CI machine.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(new URL(page.url()).pathname).toMatch(/^\/hotels\/shop\/htl_[^/]+\/SearchPage$/);
    const reserve = page.getByRole('link', { name: /^Reserve / }).first();
    await reserve.waitFor();
    await expectNoAxeViolations(page, `hotel details (${viewport})`);
    // Reserve opens the book page (e2e/tests/hotels-book.test.ts goes on from there); back to the rooms.
    await reserve.click();
    await page.waitForURL((url) => url.pathname === '/hotels/book/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));

    await page.getByRole('link', { name: /Back to results/ }).click();
    await page.waitForURL((url) => url.pathname === '/hotels/availability/');
    expect(new URL(page.url()).searchParams.get('freeCancellation')).toBe('true');
    expect(new URL(page.url()).searchParams.get('sortOrder')).toBe('Price');
    await page.getByRole('article').first().waitFor();

    // The hotels home offers the search and the hotel again (spec §7 productFeed), newest first.
    await page.goto('/hotels/');
    const searched = page.getByRole('region', { name: 'Recently searched' });
    const viewed = page.getByRole('region', { name: 'Recently viewed' });
    await searched
      .getByRole('link', { name: /^Chicago/ })
      .first()
      .waitFor();
    await viewed.getByRole('link', { name }).first().waitFor();
    await expectNoAxeViolations(page, `hotels home with recent hotels (${viewport})`);
    await viewed.getByRole('link', { name }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(from);
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).count()).toBe(1);
    await context.close();
  });
});
