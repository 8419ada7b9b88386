import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { KeyboardAudit } from '../support/keyboard.ts';

// Issue 15, the admin Trips screen: the company's trips (the seed's Acme staff trips), filtered by keyboard by
// product line and out of policy, and the same rows downloaded as CSV, on desktop and phone with axe.

const browser = useBrowser();

/** The trips as shown: the desktop table's rows or the phone's cards. */
const tripsOf = (page: Page, viewport: ViewportName) =>
  viewport === 'desktop'
    ? page
        .getByRole('table', { name: /company's trips/ })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
    : page.getByRole('list', { name: "Your company's trips" }).getByRole('article');

describe.each(['desktop', 'mobile'] as ViewportName[])('the admin Trips screen on %s', (viewport) => {
  test('an admin filters by product line and out of policy by keyboard and downloads the CSV', async () => {
    const { context, page } = await signedInPage(browser(), viewport, 'corp-admin@demo.test');
    const audit = new KeyboardAudit(page);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trips' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/trips');
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    const trips = tripsOf(page, viewport);
    await trips.first().waitFor();
    // The seed's staff trips: a vacation rental offsite and hotel stays.
    await trips.filter({ hasText: 'Tomás Okafor' }).first().waitFor();
    await expectNoAxeViolations(page, `admin trips (${viewport})`);

    // Product: Hotels, from the select's list by keyboard.
    const filters = page.getByRole('region', { name: 'Filters' });
    const product = filters.getByRole('button', { name: /Product/ });
    await audit.tabTo(product, 'trips filters');
    await audit.press('Enter', 'open product list');
    const options = page.getByRole('listbox');
    await options.getByRole('option', { name: 'Hotels' }).waitFor();
    await expectNoAxeViolations(page, `product list (${viewport})`);
    await audit.press('ArrowDown', 'product list');
    await audit.press('ArrowDown', 'product list');
    await audit.press('Enter', 'choose Hotels');
    await page.waitForURL((url) => url.searchParams.get('productLine') === 'Hotels');
    await expect.poll(() => trips.filter({ hasText: 'Vacation rentals' }).count()).toBe(0);

    // Travel from: typed segment by segment (a date long before any seeded trip keeps them all).
    await audit.tabTo(filters.getByRole('spinbutton', { name: /month, Travel from/ }), 'trips filters');
    // A key at a time: each digit moves the segment's state on, and a loaded machine may lag behind fast typing.
    await page.keyboard.type('01012020', { delay: 150 });
    await page.waitForURL((url) => url.searchParams.get('from') === '2020-01-01');

    // Out of policy only: the checkbox, by Space.
    await audit.tabTo(filters.getByRole('checkbox', { name: 'Out of policy only' }), 'trips filters');
    await audit.press('Space', 'out of policy only');
    await page.waitForURL((url) => url.searchParams.get('outOfPolicy') === 'true');
    const marcus = trips.filter({ hasText: 'Marcus Holloway' }).filter({ hasText: 'Out of policy' });
    await marcus.first().waitFor();
    await marcus
      .getByText(/security team advised against/)
      .first()
      .waitFor();
    await expect.poll(() => trips.filter({ hasNotText: 'Out of policy' }).count()).toBe(0);
    await expectNoAxeViolations(page, `admin trips filtered (${viewport})`);

    // Export CSV: the filtered rows as a file.
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await audit.tabTo(exportButton, 'trips page', { back: true });
    const [download] = await Promise.all([page.waitForEvent('download'), audit.press('Enter', 'export')]);
    expect(download.suggestedFilename()).toMatch(/^company-trips-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Confirmation code,Traveler,Email,Department,Product,Trip,Place,From,Until,Total,Currency,State,Out of policy,Out-of-policy reason,Policy findings,Booked at',
    );
    const row = lines.find((l) => l.includes('Marcus Holloway'));
    expect(row).toMatch(/,Engineering,Hotels,/);
    expect(row).toContain(',Yes,');
    expect(lines.slice(1).every((l) => l.includes(',Hotels,') && l.includes(',Yes,'))).toBe(true);
    audit.expectClean();
    await context.close();
    // A loaded machine (two cores shared by several servers) needs more than the default minute for this journey.
  }, 180_000);
});
