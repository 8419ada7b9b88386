import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { expectConfirmation } from '../support/booking.ts';
import { DATE_PICKER_TITLE } from '../support/date-picker.ts';
import { arrowToDay } from '../support/keyboard-calendar.ts';
import { daysFromToday } from '../support/dates.ts';
import {
  expectAnnounced,
  expectFocused,
  expectFocusTrapped,
  hasFocus,
  chooseRadio,
  KeyboardAudit,
  recordLiveRegions,
} from '../support/keyboard.ts';

// Issue 6: the whole stay journey with the keyboard alone (after sign-in), from the stays home to a cancelled
// trip. Every Tab stop must be visible with a focus indicator, dialogs must trap focus and give it back, status
// changes must reach live regions, and every screen must be axe clean. It books vr-demo-premier (first in the
// Recommended results, fully refundable) on nights no other journey or demo trip uses: T+200 for 3 nights.

const LISTING_NAME = 'Premier Blue Ridge Estate with Hot Tub';
const FROM = daysFromToday(200);
const UNTIL = daysFromToday(203);

const browser = useBrowser();

describe('keyboard-only journey (desktop)', () => {
  // Long: some 400 key presses, each focus stop checked in the page, and a dozen axe scans.
  test('search, book, find the trip and cancel it with the keyboard alone', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await recordLiveRegions(page);
    const audit = new KeyboardAudit(page);

    // Stays home: Tab from the top of the page to 'Where to?'.
    await page.goto('/stays/');
    const form = page.getByRole('form', { name: 'Search vacation rentals' });
    await form.waitFor();
    await expectNoAxeViolations(page, 'stays home');
    const where = form.getByRole('combobox', { name: 'Where to?' });
    const search = form.getByRole('button', { name: 'Search' });

    // Searching with nothing chosen: both errors reach live regions.
    await audit.tabTo(search, 'stays home');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Choose a destination');
    await expectAnnounced(page, 'Choose your dates');
    await expectFocused(search, 'Search after the failed search');
    await audit.tabTo(where, 'stays home', { back: true });

    // Autocomplete: type, arrow down to Asheville, NC, Enter.
    await page.keyboard.type('Ashev', { delay: 40 });
    const option = page.getByRole('option', { name: /Asheville, NC/ }).first();
    await option.waitFor({ timeout: 10_000 });
    for (let i = 0; i < 10 && (await option.getAttribute('data-focused')) === null; i++)
      await page.keyboard.press('ArrowDown');
    expect(await option.getAttribute('data-focused')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => where.inputValue()).toBe('Asheville, NC');
    await expectFocused(where, "'Where to?'");

    // Dates: the picker opens with Enter, traps focus, and the days are chosen with the arrow keys.
    const datesButton = form.getByRole('button', { name: /^Dates: / });
    await audit.tabTo(datesButton, 'stays home');
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
    await picker.waitFor();
    await expectFocused(picker, 'the date picker');
    await audit.check('date picker');
    await expectFocusTrapped(audit, page, picker, 'date picker');
    const grid = picker.getByRole('grid').first();
    await audit.tabTo(grid, 'date picker');
    await arrowToDay(audit, page, picker, FROM);
    await arrowToDay(audit, page, picker, UNTIL);
    await picker.getByText('3 nights').waitFor();
    await expectNoAxeViolations(page, 'date picker');
    await audit.tabTo(picker.getByRole('button', { name: 'Done' }), 'date picker');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await expectFocused(datesButton, 'the dates button after Done');

    // Guests: the editor opens, traps focus, closes with Escape and gives focus back.
    const guestsButton = form.getByRole('button', { name: /^Guests: / });
    await audit.tabTo(guestsButton, 'stays home');
    await page.keyboard.press('Enter');
    const guests = page.getByRole('dialog', { name: 'Edit Guests' });
    await guests.waitFor();
    await expectFocused(guests, 'the guests editor');
    await expectNoAxeViolations(page, 'guests editor');
    await expectFocusTrapped(audit, page, guests, 'guests editor');
    await page.keyboard.press('Escape');
    await guests.waitFor({ state: 'detached' });
    await expectFocused(guestsButton, 'the guests button after Escape');
    expect(await guestsButton.getAttribute('aria-label')).toBe('Guests: 2 Travelers');

    // Search.
    await audit.tabTo(search, 'stays home');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/stays/availability/');
    const url = new URL(page.url());
    expect(url.searchParams.get('fromDate')).toBe(FROM);
    expect(url.searchParams.get('untilDate')).toBe(UNTIL);

    // Results: Tab to the listing's card and open it.
    await page.getByRole('heading', { level: 1, name: 'Vacation rentals in Asheville, NC' }).waitFor();
    const card = page.getByRole('article').getByRole('link', { name: LISTING_NAME });
    await card.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'results');
    await audit.tabTo(card, 'results', { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/vacation-rentals/shop/');

    // Listing page: the travelers editor traps focus and gives it back on Escape; then continue to booking.
    const panel = page.getByRole('complementary', { name: 'Book this stay' });
    const continueLink = panel.getByRole('link', { name: /^Continue for \$[\d,]+ per night$/ });
    await continueLink.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'listing page');
    const travelersButton = panel.getByRole('button', { name: /^Guests: 2 Travelers/ });
    await audit.tabTo(travelersButton, 'listing page', { max: 150 });
    await page.keyboard.press('Enter');
    const travelersEditor = page.getByRole('dialog', { name: 'Edit travelers' });
    await travelersEditor.waitFor();
    await expectFocused(travelersEditor, 'the travelers editor');
    await expectFocusTrapped(audit, page, travelersEditor, 'travelers editor');
    await page.keyboard.press('Escape');
    await travelersEditor.waitFor({ state: 'detached' });
    await expectFocused(travelersButton, 'the travelers button after Escape');
    await audit.tabTo(continueLink, 'listing page', { max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/vacation-rentals/book/');

    // Book page: the saved traveler, contact details typed in, Save & Continue.
    const save = page.getByRole('button', { name: 'Save & Continue' });
    await save.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'book page');
    const travelers = page.getByRole('group', { name: 'Primary traveler' }).getByRole('radio');
    await chooseRadio(audit, travelers, travelers.first(), 'book page');
    const email = page.getByLabel('Email', { exact: true });
    await audit.tabTo(email, 'book page');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('avery@example.test');
    const phone = page.getByLabel('Phone number');
    await audit.tabTo(phone, 'book page');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2025550143');
    await audit.tabTo(save, 'book page');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Saving traveler and checking availability');

    // Payment: no rewards, the saved Visa card, then Confirm and Book.
    const noRewards = page.getByRole('radio', { name: 'Do not apply rewards' });
    await noRewards.waitFor({ timeout: 30_000 });
    await page
      .getByRole('dialog', { name: 'Saving traveler and checking availability' })
      .waitFor({ state: 'detached' });
    await expectFocused(
      page.getByRole('heading', { level: 2, name: 'Rewards & payment' }),
      'the payment step after Save & Continue',
    );
    await chooseRadio(audit, page.locator('input[name="rewards-mode"]'), noRewards, 'book page payment');
    const visa = page.getByRole('radio', { name: /Visa ending in 1234/ });
    await chooseRadio(audit, page.locator('input[name="payment-method"]'), visa, 'book page payment');
    await expectNoAxeViolations(page, 'book page with payment');
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await audit.tabTo(confirm, 'book page payment');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Booking your stay');
    const code = await expectConfirmation(page, 'confirmation');
    expect(code).toMatch(/^H-/);
    await expectFocused(
      page.getByRole('heading', { level: 1, name: 'Confirmed, your stay is booked.' }),
      'the confirmation heading',
    );

    // My trips from the account menu: Enter opens it, the arrow keys reach 'My trips'.
    const menuButton = page.getByRole('button', { name: /^Account menu for / });
    await audit.tabTo(menuButton, 'confirmation', { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    await audit.check('account menu');
    await expectNoAxeViolations(page, 'account menu');
    const myTrips = menu.getByRole('menuitem', { name: 'My trips' });
    for (let i = 0; i < 8 && !(await hasFocus(myTrips)); i++) await audit.press('ArrowDown', 'account menu');
    await expectFocused(myTrips, "the menu's 'My trips'");
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/trips');

    // Upcoming Trips: Tab to the new trip's card (through 'Show more trips' when other journeys booked many) and
    // open its details.
    const trips = page.getByRole('article');
    await trips.first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'upcoming trips');
    const tripLink = trips.filter({ hasText: `#${code}` }).getByRole('link');
    let more = 0;
    for (; more < 5 && (await tripLink.count()) === 0; more++) {
      const before = await trips.count();
      await audit.tabTo(page.getByRole('button', { name: 'Show more trips' }), 'upcoming trips', {
        max: 150,
      });
      await page.keyboard.press('Enter');
      await expect.poll(() => trips.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    await audit.tabTo(tripLink, 'upcoming trips', { max: 150, back: more > 0 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/trips/homes/${code}`);
    const cancelButton = page.getByRole('button', { name: 'Cancel reservation' });
    await cancelButton.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'trip details');

    // The cancel modal traps focus and gives it back on Escape.
    await audit.tabTo(cancelButton, 'trip details', { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Cancel your reservation' }).waitFor({ timeout: 15_000 });
    await expectFocused(dialog.getByRole('button', { name: 'Continue' }), "the policy step's Continue");
    await expectFocusTrapped(audit, page, dialog, 'cancel modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(cancelButton, "'Cancel reservation' after Escape");

    // Again, to the end: the refund first, then the confirmation, then success.
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Cancel your reservation' }).waitFor({ timeout: 15_000 });
    expect(await dialog.getByText('Full refund', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Where your refund goes').count()).toBe(1);
    await expectNoAxeViolations(page, 'cancel modal: policy');
    await audit.tabTo(dialog.getByRole('button', { name: 'Continue' }), 'cancel modal: policy');
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Cancel this reservation?' }).waitFor();
    await expectAnnounced(page, 'Cancel this reservation?');
    await expectNoAxeViolations(page, 'cancel modal: confirm');
    await audit.tabTo(
      dialog.getByRole('button', { name: 'Yes, cancel reservation' }),
      'cancel modal: confirm',
    );
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Your reservation is cancelled' }).waitFor({ timeout: 20_000 });
    await expectAnnounced(page, 'Your reservation is cancelled');
    await expectNoAxeViolations(page, 'cancel modal: success');
    const done = dialog.getByRole('button', { name: 'Done' });
    await audit.tabTo(done, 'cancel modal: success');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The trip shows Cancelled; the opener is gone, so focus went to the page's heading, not to <body>.
    await page.getByText(/This reservation was cancelled/).waitFor();
    await expectFocused(page.getByRole('heading', { level: 1 }), 'the trip heading after the cancellation');
    expect(await cancelButton.count()).toBe(0);
    expect(await page.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'cancelled trip details');
    await audit.press('Tab', 'cancelled trip details');

    audit.expectClean();
    await context.close();
  }, 180_000);
});
