import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import { chooseFirstFlight, reachReview } from '../support/flights.ts';
import {
  chooseRadio,
  expectAnnounced,
  expectFocused,
  hasFocus,
  KeyboardAudit,
  recordLiveRegions,
} from '../support/keyboard.ts';

// Issue 14: the flights checkout with the keyboard alone, from the reviewed itinerary to the ticketed confirmation
// (the search and the funnel up to the review have their own keyboard journey in flights-search.test.ts). Every
// Tab stop must be visible with a focus indicator; the passenger is chosen from its list by typing, the payment
// radios with the arrow keys.

const browser = useBrowser();

describe('keyboard-only flight checkout (desktop)', () => {
  test('review, passengers, payment and Confirm and Book with the keyboard alone', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    const params = new URLSearchParams([
      ['trip', 'one_way'],
      ['from', 'ATL'],
      ['to', 'DFW'],
      ['date', daysFromToday(63)],
      ['adults', '2'],
      ['cabin', 'Economy'],
    ]);
    // Live regions are recorded from the next page load on, and the checkout is reached without one.
    await recordLiveRegions(page);
    await page.goto(`/flights/shop/departure/?${params.toString()}`);
    await chooseFirstFlight(page, 'departures (keyboard checkout)');
    await reachReview(page, 'keyboard checkout');
    const audit = new KeyboardAudit(page);

    // Review: Tab from the top of the page to Continue, Enter.
    const proceed = page.getByRole('link', { name: 'Continue' });
    await audit.tabTo(proceed, 'review', { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/flights/book/');

    // Passengers: the first adult is the default traveler; the second is chosen by typing the name on its list.
    const save = page.getByRole('button', { name: 'Save & Continue' });
    await save.waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'flight book page (keyboard)');
    const second = page.getByLabel('Adult 2', { exact: true });
    await audit.tabTo(second, 'flight passengers', { max: 80 });
    await page.keyboard.type('Pete');
    await expect.poll(async () => second.locator('option:checked').textContent()).toMatch(/^Pete Morgan/);
    await audit.tabTo(save, 'flight passengers');
    await page.keyboard.press('Enter');

    // Payment: no rewards, the saved Visa card, then Confirm and Book.
    const noRewards = page.getByRole('radio', { name: 'Do not apply rewards' });
    await noRewards.waitFor({ timeout: 30_000 });
    await chooseRadio(audit, page.locator('input[name="rewards-mode"]'), noRewards, 'flight payment');
    const visa = page.getByRole('radio', { name: /Visa ending in 1234/ });
    await chooseRadio(audit, page.locator('input[name="payment-method"]'), visa, 'flight payment');
    await expectNoAxeViolations(page, 'flight payment (keyboard)');
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await audit.tabTo(confirm, 'flight payment', { max: 80 });
    expect(await hasFocus(confirm)).toBe(true);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Booking your flights', 30_000);

    // The confirmation starts keyboard and screen-reader users at the news.
    await page.waitForURL((url) => url.pathname === '/flights/book/confirm/', { timeout: 60_000 });
    const banner = page.getByRole('heading', { level: 1, name: 'Confirmed, your flights are booked.' });
    await banner.waitFor({ timeout: 60_000 });
    await expectFocused(banner, 'the confirmation heading');
    await expectNoAxeViolations(page, 'flight confirmation (keyboard)');
    await audit.tabTo(page.getByRole('link', { name: 'Go to My trips' }), 'flight confirmation', { max: 80 });

    audit.expectClean();
    await context.close();
  }, 240_000);
});
