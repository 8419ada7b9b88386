import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import { chooseFirstFlight, reachReview } from '../support/flights.ts';

// Issue 14: a flight booked end to end on desktop and phone for two adults: the funnel's review, Continue into the
// checkout, a saved traveler per passenger, the saved card, the ticketed confirmation with the airline's record
// locator, and the trip in My trips. Each viewport flies its own date so the two never share a fare bucket.

const browser = useBrowser();

/** The departure step of a one-way search for two adults, as the search form would open it. */
function departureUrl(days: number): string {
  const params = new URLSearchParams([
    ['trip', 'one_way'],
    ['from', 'JFK'],
    ['to', 'LAX'],
    ['date', daysFromToday(days)],
    ['adults', '2'],
    ['cabin', 'Economy'],
  ]);
  return `/flights/shop/departure/?${params.toString()}`;
}

/** Picks the saved traveler whose name starts the option's text for a passenger slot ("Adult 2"). */
async function chooseTraveler(page: Page, slot: string, name: string): Promise<void> {
  const select = page.getByLabel(slot, { exact: true });
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function expectTicketed(page: Page, viewport: ViewportName): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/flights/book/confirm/', { timeout: 60_000 });
  await expect.poll(() => page.getByText('Confirmed, your flights are booked.').count()).toBe(1);
  const code = /#(H-\w+)/.exec(
    (await page.getByText(/Your booking confirmation is #H-/).textContent()) ?? '',
  )?.[1];
  expect(code).toMatch(/^H-/);
  expect(await page.getByText('Airline confirmation').count()).toBe(1);
  expect(await page.getByText('Pete Morgan').count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, `flight confirmation (${viewport})`);
  await page.screenshot({ path: `/tmp/flights-confirm-${viewport}.png`, fullPage: true });
  return code ?? '';
}

/** The booked trip is in My trips' Upcoming list, titled by its cities. */
async function expectInMyTrips(page: Page, viewport: ViewportName): Promise<void> {
  await page.getByRole('link', { name: 'Go to My trips' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/trips'));
  await page
    .getByText(/New York – Los Angeles/)
    .first()
    .waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, `my trips with a flight (${viewport})`);
}

describe('booking a flight', () => {
  test(
    'desktop: two adults, saved travelers and card, ticketed, in My trips',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await signedInPage(browser(), 'desktop');
      await page.goto(departureUrl(41));
      await chooseFirstFlight(page, 'departures (desktop book)');
      await reachReview(page, 'desktop book');
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/flights/book/');
      await page.getByRole('button', { name: 'Save & Continue' }).waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'flight book page (desktop)');
      await chooseTraveler(page, 'Adult 2', 'Pete Morgan');
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByText('Do not apply rewards').click();
      await page.getByText('Visa ending in 1234').click();
      const confirm = page.getByRole('button', { name: 'Confirm and Book' });
      await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
      await expectNoAxeViolations(page, 'flight book page with payment (desktop)');
      await page.screenshot({ path: '/tmp/flights-book-desktop.png', fullPage: true });
      await confirm.click();
      await expectTicketed(page, 'desktop');
      await expectInMyTrips(page, 'desktop');
      await context.close();
    },
  );

  test('mobile: the four steps for two adults, ticketed, in My trips', { timeout: 240_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await page.goto(departureUrl(43));
    await chooseFirstFlight(page, 'departures (mobile book)');
    await reachReview(page, 'mobile book');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/flights/book/');
    await page.getByRole('button', { name: 'Add Travelers' }).waitFor({ timeout: 30_000 });
    await chooseTraveler(page, 'Adult 2', 'Pete Morgan');
    await expectNoAxeViolations(page, 'flight traveler step (mobile)');
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    await expectNoAxeViolations(page, 'flight rewards and payment step (mobile)');
    await page.getByRole('button', { name: 'Review my Trip' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expectNoAxeViolations(page, 'flight review step (mobile)');
    await page.screenshot({ path: '/tmp/flights-book-mobile.png', fullPage: true });
    await confirm.click();
    await expectTicketed(page, 'mobile');
    await expectInMyTrips(page, 'mobile');
    await context.close();
  });
});
