import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import {
  chooseRadio,
  expectAnnounced,
  expectFocused,
  KeyboardAudit,
  recordLiveRegions,
} from '../support/keyboard.ts';

// Issue 12: the hotel journey with a keyboard on a phone (390x844; a tablet keyboard or switch access drives a
// phone layout the same way), from the results to the confirmation: a hotel's card, a pay-now rate's Reserve, and
// the book page's four phone steps (travelers, contact, rewards and payment, review). Every Tab stop must be
// visible with a focus indicator. The search form's keyboard path is the desktop journey's
// (keyboard-journey-hotels.test.ts): the phone shows the same form.

const browser = useBrowser();

describe('keyboard-only hotel journey (phone)', () => {
  test('results, a hotel, a rate and the four book steps with the keyboard alone', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await recordLiveRegions(page);
    const audit = new KeyboardAudit(page);
    const params = new URLSearchParams({
      fromDate: daysFromToday(126),
      untilDate: daysFromToday(128),
      adultsCount: '2',
      childrenCount: '0',
      roomsCount: '1',
      lodgingSelection: JSON.stringify({ kind: 'Place', searchTerm: 'Chicago, IL' }),
    });
    await page.goto(`/hotels/availability/?${params.toString()}`);

    // Results: the first hotel's card opens with Enter.
    const cards = page.getByRole('article');
    await cards.first().waitFor({ timeout: 30_000 });
    const name = ((await cards.first().getByRole('heading').first().textContent()) ?? '').trim();
    await expectNoAxeViolations(page, 'hotel results (phone keyboard)');
    await audit.tabTo(cards.first().getByRole('link').first(), 'hotel results (phone)', { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/hotels/shop/'));
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

    // Details: Tab down to a pay-now rate's Reserve and open the book page with Enter.
    const rate = page
      .locator('li:has(> h4)')
      .filter({ hasText: /Pay now/ })
      .first();
    const reserve = rate.getByRole('link', { name: /^Reserve / });
    await reserve.waitFor({ timeout: 30_000 });
    await audit.tabTo(reserve, 'hotel details (phone)', { max: 250 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/hotels/book/');

    // Step 1, travelers: the saved primary traveler, then Add Travelers.
    const addTravelers = page.getByRole('button', { name: 'Add Travelers' });
    await addTravelers.waitFor({ timeout: 30_000 });
    const travelers = page.getByRole('group', { name: 'Primary traveler' }).getByRole('radio');
    await chooseRadio(audit, travelers, travelers.first(), 'traveler step (phone)');
    await audit.tabTo(addTravelers, 'traveler step (phone)');
    await page.keyboard.press('Enter');

    // Step 2, contact: typed in, then Add Contact Information.
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor({ timeout: 15_000 });
    await audit.tabTo(email, 'contact step (phone)', { back: true, max: 40 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('avery@example.test');
    const phone = page.getByLabel('Phone number');
    await audit.tabTo(phone, 'contact step (phone)');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2025550143');
    await audit.tabTo(page.getByRole('button', { name: 'Add Contact Information' }), 'contact step (phone)');
    await page.keyboard.press('Enter');

    // Step 3, rewards and payment: no rewards, the saved Visa card, then Review my Trip.
    const noRewards = page.getByRole('radio', { name: 'Do not apply rewards' });
    await noRewards.waitFor({ timeout: 30_000 });
    await chooseRadio(audit, page.locator('input[name="rewards-mode"]'), noRewards, 'payment step (phone)');
    const visa = page.getByRole('radio', { name: /Visa ending in 1234/ });
    await chooseRadio(audit, page.locator('input[name="payment-method"]'), visa, 'payment step (phone)');
    await expectNoAxeViolations(page, 'hotel payment step (phone keyboard)');
    await audit.tabTo(page.getByRole('button', { name: 'Review my Trip' }), 'payment step (phone)', {
      max: 80,
    });
    await page.keyboard.press('Enter');

    // Step 4, review: Confirm and Book.
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await audit.tabTo(confirm, 'review step (phone)', { max: 120 });
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Booking your room');

    await page.waitForURL((u) => u.pathname === '/hotels/book/confirm/', { timeout: 60_000 });
    const banner = page.getByRole('heading', { level: 1, name: 'Confirmed, your hotel is booked.' });
    await banner.waitFor({ timeout: 30_000 });
    await expectFocused(banner, 'the confirmation heading (phone)');
    await expectNoAxeViolations(page, 'hotel confirmation (phone keyboard)');

    audit.expectClean();
    await context.close();
  }, 240_000);
});
