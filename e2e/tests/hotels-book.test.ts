import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  newContext,
  signedInPage,
  useBrowser,
  type ViewportName,
} from '../support/browser.ts';
import { searchChicago } from '../support/policy-booking.ts';

// Issue 12: a hotel booked end to end, on desktop and phone: search a demo city, open a hotel, reserve a rate paid
// now, book it with the saved card and land on the confirmation. Screenshots go to /tmp for a look.

const browser = useBrowser();

/** Opens the first hotel and reserves its first rate paid now (or at the hotel); answers the hotel's name. */
async function reserveRate(page: Page, timing: RegExp = /Pay now/): Promise<string> {
  const name = (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
  await page.getByRole('article').first().getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));
  // A rate card is the list item headed by the rate's name (the room's item holds several of them).
  const rate = page.locator('li:has(> h4)').filter({ hasText: timing }).first();
  await rate.waitFor();
  await rate.getByRole('link', { name: /^Reserve / }).click();
  await page.waitForURL((url) => url.pathname === '/hotels/book/');
  return name;
}

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
  await page.getByLabel('Phone number').fill('2025550143');
}

async function expectHotelConfirmation(page: Page, hotel: string, viewport: ViewportName): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/hotels/book/confirm/', { timeout: 30_000 });
  await expect.poll(() => page.getByText('Confirmed, your hotel is booked.').count()).toBe(1);
  expect(await page.getByText(/Your booking confirmation is #H-/).count()).toBe(1);
  expect(await page.getByRole('heading', { name: hotel }).count()).toBeGreaterThan(0);
  expect(await page.getByText(/^From \d{1,2}:\d\d [AP]M$/).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Add to calendar' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Go to My trips' }).count()).toBe(1);
  const paid = page.getByRole('heading', { name: 'How you paid' }).locator('..');
  expect(await paid.textContent()).toMatch(/Visa ending in 1234\$[\d,]+\.\d\d/);
  await expectNoAxeViolations(page, `hotel confirmation (${viewport})`);
  await page.screenshot({ path: `/tmp/hotels-confirm-${viewport}.png`, fullPage: true });
}

describe('booking a hotel', () => {
  test('desktop: search, reserve a rate, book with the saved card; signed out, Reserve comes back after sign-in', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await searchChicago(page, 'desktop', 45, 3);
    const hotel = await reserveRate(page);
    const bookUrl = page.url();
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    expect(await page.title()).toMatch(/^Complete Hotel Booking/);
    expect(
      await page.getByRole('region', { name: 'Your hotel' }).getByRole('heading', { name: hotel }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page, 'hotel book page (desktop)');

    await page.getByLabel('Special requests (optional)').fill('High floor, away from the elevator');
    await fillContact(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'hotel book page with payment (desktop)');
    await page.screenshot({ path: '/tmp/hotels-book-desktop.png', fullPage: true });
    await confirm.click();
    await expectHotelConfirmation(page, hotel, 'desktop');
    expect(await page.getByText('High floor, away from the elevator').count()).toBe(1);
    await context.close();

    // Signed out, the book link sends the user to sign in and back to the same room and rate.
    const guest = await newContext(browser(), 'desktop');
    const signedOut = await guest.newPage();
    await signedOut.goto(bookUrl);
    await signedOut.waitForURL((url) => url.pathname === '/login');
    await signedOut.getByLabel('Email').fill('primary@demo.test');
    await signedOut.getByLabel('Password').fill('travel-demo');
    await signedOut.getByRole('button', { name: /sign in/i }).click();
    await signedOut.waitForURL((url) => url.pathname === '/hotels/book/');
    expect(new URL(signedOut.url()).search).toBe(new URL(bookUrl).search);
    await signedOut.getByRole('button', { name: 'Save & Continue' }).waitFor();
    await guest.close();
  });

  test('desktop: a rate paid at the hotel charges nothing now and takes the card as its guarantee', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await searchChicago(page, 'desktop', 60, 2);
    await reserveRate(page, /Pay at the hotel/);
    await fillContact(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const payment = page.getByRole('region', { name: 'Rewards & payment' });
    await payment.getByText('Nothing is charged now. Your card guarantees the reservation.').waitFor();
    expect(await payment.getByText('Do not apply rewards').count()).toBe(0);
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByText('Visa ending in 1234').click();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'hotel book page, paid at the hotel (desktop)');
    await page.screenshot({ path: '/tmp/hotels-book-paylater-desktop.png', fullPage: true });
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/hotels/book/confirm/', { timeout: 30_000 });
    await expect.poll(() => page.getByText('Confirmed, your hotel is booked.').count()).toBe(1);
    expect(await page.getByText('Due at the hotel', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/^Nothing was charged now\./).count()).toBe(1);
    await expectNoAxeViolations(page, 'hotel confirmation, paid at the hotel (desktop)');
    await context.close();
  });

  test('mobile: the four steps, booked with the saved card', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await searchChicago(page, 'mobile', 52, 2);
    const hotel = await reserveRate(page);
    await page.getByRole('button', { name: 'Add Travelers' }).waitFor();
    await expectNoAxeViolations(page, 'hotel traveler step (mobile)');
    await page.screenshot({ path: '/tmp/hotels-traveler-step-mobile.png', fullPage: true });
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    await expectNoAxeViolations(page, 'hotel rewards and payment step (mobile)');
    await page.getByRole('button', { name: 'Review my Trip' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expectNoAxeViolations(page, 'hotel review step (mobile)');
    await page.screenshot({ path: '/tmp/hotels-book-mobile.png', fullPage: true });
    await confirm.click();
    await expectHotelConfirmation(page, hotel, 'mobile');
    await context.close();
  });
});
