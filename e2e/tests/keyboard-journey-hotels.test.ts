import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { DATE_PICKER_TITLE } from '../support/date-picker.ts';
import { daysFromToday } from '../support/dates.ts';
import { arrowToDay } from '../support/keyboard-calendar.ts';
import {
  chooseRadio,
  expectAnnounced,
  expectFocused,
  expectFocusTrapped,
  KeyboardAudit,
  recordLiveRegions,
} from '../support/keyboard.ts';

// Issue 12: the hotel journey with the keyboard alone (after sign-in), as keyboard-journey.test.ts does it for
// vacation rentals: the hotels home's search (autocomplete, date picker, rooms and travelers), the results, a
// hotel's details, a pay-now rate reserved, the book page and its confirmation. Every Tab stop must be visible
// with a focus indicator and follow the page's reading order, dialogs must trap focus and give it back, and every
// screen must be axe clean. Chicago on nights T+120 to T+123, well inside the demo hotels' inventory (kept 180
// nights ahead).

const FROM = daysFromToday(120);
const UNTIL = daysFromToday(123);

const browser = useBrowser();

/**
 * Tabs `stops` times from the focused element: each next stop must come after the one before it in the document
 * (no positive tabindex, no focus jumping back up the page), and be visible with an indicator (the audit's check).
 */
async function expectTabOrderFollowsDocument(audit: KeyboardAudit, page: Page, stops: number, label: string) {
  await page.evaluate(() => {
    (window as { __kbPrevious?: Element | null }).__kbPrevious = document.activeElement;
  });
  for (let i = 0; i < stops; i++) {
    await audit.press('Tab', label);
    const order = await page.evaluate(() => {
      const w = window as { __kbPrevious?: Element | null };
      const previous = w.__kbPrevious;
      const now = document.activeElement;
      w.__kbPrevious = now;
      if (!previous || !now || now === document.body) return 'lost';
      // A stop inside a fixed bar or a portal after the content is fine as long as it is later in the DOM.
      return previous.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
    });
    expect(order, `${label}: Tab stop ${i + 1} follows the one before it`).toBe('after');
  }
}

describe('keyboard-only hotel journey (desktop)', () => {
  test('search Chicago, open a hotel, reserve a rate and book it with the keyboard alone', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await recordLiveRegions(page);
    const audit = new KeyboardAudit(page);

    // Hotels home: Tab from the top of the page to 'Destination or hotel'.
    await page.goto('/hotels/');
    const form = page.getByRole('form', { name: 'Search hotels' });
    await form.waitFor();
    const where = form.getByRole('combobox', { name: 'Destination or hotel' });
    await where.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'hotels home');
    await audit.tabTo(where, 'hotels home');

    // Autocomplete: type, arrow down to the city (named 'Chicago' over 'Chicago, IL'; a hotel's says 'Hotel ·'),
    // Enter.
    await page.keyboard.type('Chicag', { delay: 40 });
    const option = page.getByRole('option', { name: /^Chicago\s*Chicago, IL$/ }).first();
    await option.waitFor({ timeout: 10_000 });
    for (let i = 0; i < 10 && (await option.getAttribute('data-focused')) === null; i++)
      await page.keyboard.press('ArrowDown');
    expect(await option.getAttribute('data-focused')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => where.inputValue()).toBe('Chicago, IL');
    await expectFocused(where, "'Destination or hotel'");

    // Dates: the picker opens with Enter, traps focus, and the days are chosen with the arrow keys.
    const datesButton = form.getByRole('button', { name: /^Dates: / });
    await audit.tabTo(datesButton, 'hotels home');
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
    await picker.waitFor();
    await expectFocused(picker, 'the date picker');
    await expectFocusTrapped(audit, page, picker, 'date picker');
    await audit.tabTo(picker.getByRole('grid').first(), 'date picker');
    await arrowToDay(audit, page, picker, FROM);
    await arrowToDay(audit, page, picker, UNTIL);
    await picker.getByText('3 nights').waitFor();
    await expectNoAxeViolations(page, 'hotel date picker');
    await audit.tabTo(picker.getByRole('button', { name: 'Done' }), 'date picker');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await expectFocused(datesButton, 'the dates button after Done');

    // Rooms and travelers: the editor opens, traps focus, closes with Escape and gives focus back.
    const guestsButton = form.getByRole('button', { name: /^Rooms and travelers: / });
    await audit.tabTo(guestsButton, 'hotels home');
    await page.keyboard.press('Enter');
    const guests = page.getByRole('dialog', { name: 'Rooms and travelers' });
    await guests.waitFor();
    await expectNoAxeViolations(page, 'rooms and travelers editor');
    await expectFocusTrapped(audit, page, guests, 'rooms and travelers editor');
    await page.keyboard.press('Escape');
    await guests.waitFor({ state: 'detached' });
    await expectFocused(guestsButton, 'the rooms and travelers button after Escape');

    // Search.
    await audit.tabTo(form.getByRole('button', { name: 'Search' }), 'hotels home');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/hotels/availability/');
    const url = new URL(page.url());
    expect(url.searchParams.get('fromDate')).toBe(FROM);
    expect(url.searchParams.get('untilDate')).toBe(UNTIL);

    // Results: the first hotel's card, reached by Tab in reading order, opens with Enter.
    const cards = page.getByRole('article');
    await cards.first().waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'hotel results');
    const firstLink = cards.first().getByRole('link').first();
    const name = ((await cards.first().getByRole('heading').first().textContent()) ?? '').trim();
    expect(name.length).toBeGreaterThan(0);
    await audit.tabTo(firstLink, 'hotel results', { max: 120 });
    await expectTabOrderFollowsDocument(audit, page, 6, 'hotel results');
    await audit.tabTo(firstLink, 'hotel results', { back: true, max: 40 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/hotels/shop/'));
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

    // Details: Tab down the page to a pay-now rate's Reserve (a rate card is the item headed by its name) and
    // open the book page with Enter.
    const rate = page
      .locator('li:has(> h4)')
      .filter({ hasText: /Pay now/ })
      .first();
    const reserve = rate.getByRole('link', { name: /^Reserve / });
    await reserve.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'hotel details');
    await audit.tabTo(reserve, 'hotel details', { max: 200 });
    await expectTabOrderFollowsDocument(audit, page, 3, 'hotel details');
    await audit.tabTo(reserve, 'hotel details', { back: true, max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/hotels/book/');

    // Book page: the saved traveler, contact details typed in, Save & Continue.
    const save = page.getByRole('button', { name: 'Save & Continue' });
    await save.waitFor({ timeout: 15_000 });
    expect(
      await page.getByRole('region', { name: 'Your hotel' }).getByRole('heading', { name }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page, 'hotel book page');
    const travelers = page.getByRole('group', { name: 'Primary traveler' }).getByRole('radio');
    await chooseRadio(audit, travelers, travelers.first(), 'hotel book page');
    const email = page.getByLabel('Email', { exact: true });
    await audit.tabTo(email, 'hotel book page');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('avery@example.test');
    const phone = page.getByLabel('Phone number');
    await audit.tabTo(phone, 'hotel book page');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2025550143');
    await audit.tabTo(save, 'hotel book page');
    await page.keyboard.press('Enter');

    // Payment: no rewards, the saved Visa card, then Confirm and Book.
    const noRewards = page.getByRole('radio', { name: 'Do not apply rewards' });
    await noRewards.waitFor({ timeout: 30_000 });
    await expectFocused(
      page.getByRole('heading', { level: 2, name: 'Rewards & payment' }),
      'the payment step after Save & Continue',
    );
    await chooseRadio(
      audit,
      page.locator('input[name="rewards-mode"]'),
      noRewards,
      'hotel book page payment',
    );
    const visa = page.getByRole('radio', { name: /Visa ending in 1234/ });
    await chooseRadio(audit, page.locator('input[name="payment-method"]'), visa, 'hotel book page payment');
    await expectNoAxeViolations(page, 'hotel book page with payment');
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await audit.tabTo(confirm, 'hotel book page payment');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Booking your room');

    // The confirmation starts keyboard and screen-reader users at the news.
    await page.waitForURL((u) => u.pathname === '/hotels/book/confirm/', { timeout: 30_000 });
    const banner = page.getByRole('heading', { level: 1, name: 'Confirmed, your hotel is booked.' });
    await banner.waitFor();
    await expectFocused(banner, 'the confirmation heading');
    expect(await page.getByText(/Your booking confirmation is #H-/).count()).toBe(1);
    await expectNoAxeViolations(page, 'hotel confirmation');
    await audit.tabTo(page.getByRole('link', { name: 'Go to My trips' }), 'hotel confirmation', { max: 80 });

    audit.expectClean();
    await context.close();
  }, 180_000);
});
