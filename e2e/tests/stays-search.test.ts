import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { addDays } from '@portal/domain/iso-date';
import { utcToday } from '../support/dates.ts';
import { DATE_PICKER_TITLE, pickDay } from '../support/date-picker.ts';

// Spec §2 vacation-rental routes and §5 "Shop and search": from the stays home to a listing and back.

/** Every listing card's total, in page order ("$1,234 total" → 1234). */
async function cardTotals(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => {
    const match = /\$([\d,]+(?:\.\d\d)?)\s*total/.exec(text);
    return match?.[1] ? Number(match[1].replace(/,/g, '')) : Number.NaN;
  });
}

/**
 * The open autocomplete, scanned like every other popover except for aria-hidden-focus: react-aria's ComboBox
 * aria-hides everything but the input and the list while it is open (by design, adobe/react-spectrum#4937), and
 * un-hides it as soon as focus leaves the input. Every other rule still applies.
 */
async function expectNoAutocompleteViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(['aria-hidden-focus'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])('stays search on %s', (viewport) => {
  test('search Asheville, view the map, sort, filter pets, open a listing and come back', async () => {
    const { context, page } = await signedInPage(browser(), viewport);

    await page.goto('/stays/');
    const form = page.getByRole('form', { name: 'Search vacation rentals' });
    await form.waitFor();
    await expectNoAxeViolations(page, `stays home (${viewport})`);

    // Location: type part of the name and pick the place from autocomplete.
    const where = form.getByRole('combobox', { name: 'Where to?' });
    await where.click();
    await where.pressSequentially('Ashev', { delay: 40 });
    const option = page.getByRole('option', { name: /Asheville, NC/ });
    await option.first().waitFor({ timeout: 10_000 });
    await expectNoAutocompleteViolations(page, `location autocomplete (${viewport})`);
    await option.first().click();
    expect(await where.inputValue()).toBe('Asheville, NC');

    // Dates: about three weeks ahead, four nights.
    const from = addDays(utcToday(), 21);
    const until = addDays(from, 4);
    await form.getByRole('button', { name: /^Dates: / }).click();
    const picker = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
    await picker.waitFor();
    const done = picker.getByRole('button', { name: viewport === 'mobile' ? 'Search Dates' : 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await pickDay(picker, from);
    await pickDay(picker, until);
    await expectNoAxeViolations(page, `date picker (${viewport})`);
    await done.click();
    await picker.waitFor({ state: 'detached' });

    // Guests: 2 adults (the default), checked in the editor.
    await form.getByRole('button', { name: /^Guests: / }).click();
    const guests = page.getByRole('dialog', { name: 'Edit Guests' });
    await guests.waitFor();
    expect(await guests.getByRole('status').first().textContent()).toBe('Adults: 2');
    await expectNoAxeViolations(page, `guests editor (${viewport})`);
    await guests.getByRole('button', { name: 'Done' }).click();
    await guests.waitFor({ state: 'detached' });
    expect(await form.getByRole('button', { name: /^Guests: / }).getAttribute('aria-label')).toBe(
      'Guests: 2 Travelers',
    );

    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/stays/availability/');
    const url = new URL(page.url());
    expect(url.searchParams.get('fromDate')).toBe(from);
    expect(url.searchParams.get('untilDate')).toBe(until);
    expect(url.searchParams.get('adultsCount')).toBe('2');
    expect(url.search).toContain('locationName=Asheville%252C%2520NC');

    // Results: homes with prices.
    await page.getByRole('heading', { level: 1, name: 'Vacation rentals in Asheville, NC' }).waitFor();
    await page.getByRole('article').first().waitFor({ timeout: 15_000 });
    const firstTotals = await cardTotals(page);
    expect(firstTotals.length).toBeGreaterThan(0);
    expect(firstTotals.filter((t) => Number.isFinite(t)).length).toBeGreaterThan(0);
    expect(await page.getByText(/^\d+ homes? ·/).count()).toBe(1);
    await expectNoAxeViolations(page, `results (${viewport})`);

    // Map and back to the list.
    const map = page.getByRole('region', { name: 'Map of vacation rentals' });
    if (viewport === 'desktop') {
      await map.waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Hide map' }).click();
      await map.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Show map' }).click();
      await map.waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page, `results with map (${viewport})`);
    } else {
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await map.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('article').count()).toBe(0);
      await expectNoAxeViolations(page, `results map (${viewport})`);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.getByRole('article').first().waitFor();
    }

    // Sort by price: the totals come back in ascending order.
    await page.getByRole('button', { name: /Recommended/ }).click();
    const sortList = page.getByRole('listbox');
    await sortList.waitFor();
    await expectNoAxeViolations(page, `sort menu (${viewport})`);
    const sorted = page.waitForResponse((res) => res.url().includes('/homes/availability') && res.ok());
    await sortList.getByRole('option', { name: 'Total price: low to high' }).click();
    await page.waitForURL((u) => u.searchParams.get('sortOrder') === 'Pricing');
    await sorted;
    await page.getByRole('button', { name: /Total price: low to high/ }).waitFor();
    await expect
      .poll(async () => {
        const totals = (await cardTotals(page)).filter((t) => Number.isFinite(t));
        return totals.length > 1 && totals.every((t, i) => i === 0 || (totals[i - 1] ?? 0) <= t);
      })
      .toBe(true);
    // Each card leads with the total it is sorted by: the first, largest price on the card is the total.
    const lead = await page.getByRole('article').first().locator('.text-lg').first().textContent();
    expect(Number((lead ?? '').replace(/[$,]/g, ''))).toBe((await cardTotals(page))[0]);
    await expectNoAxeViolations(page, `results sorted by total price (${viewport})`);

    // Pet-friendly filter narrows the list; off again for the full list.
    const allCount = await page.getByText(/^\d+ homes? ·/).textContent();
    await page.getByRole('button', { name: 'Pet-friendly', pressed: false }).click();
    await page.waitForURL((u) => u.searchParams.get('petsCount') === '1');
    await page.getByText('Showing pet-friendly homes only.', { exact: false }).waitFor();
    await expect.poll(() => page.getByText(/^\d+ homes? ·/).textContent()).not.toBe(allCount);
    await expectNoAxeViolations(page, `pet-friendly results (${viewport})`);
    await page.getByRole('button', { name: 'Pet-friendly', pressed: true }).click();
    await page.waitForURL((u) => !u.searchParams.has('petsCount'));
    await expect.poll(() => page.getByText(/^\d+ homes? ·/).textContent()).toBe(allCount);

    // Load a second page when there is one, scroll to the last card and open it.
    const more = page.getByRole('button', { name: 'Show more homes' });
    if ((await more.count()) > 0) {
      const before = await page.getByRole('article').count();
      await more.click();
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
    }
    const cards = await page.getByRole('article').count();
    const shownText = await page.getByText(/^Showing \d+ of \d+ homes$/).textContent();
    const last = page.getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const lastName = await last.getByRole('link').textContent();
    await last.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/vacation-rentals/shop/');
    await page
      .getByRole('heading', { level: 1, name: lastName ?? '' })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('hotelDetailsEntrySource')).toBe('list');

    // Browser back: the same pages are loaded and the list is where it was.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/stays/availability/');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(cards);
    expect(await page.getByText(/^Showing \d+ of \d+ homes$/).textContent()).toBe(shownText);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 })
      .toBeGreaterThan(Math.max(0, scrollY - 150));
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(150);
    await context.close();
  });
});
