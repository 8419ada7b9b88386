import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { bookUrl, expectConfirmation } from '../support/booking.ts';

const browser = useBrowser();

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
  await page.getByLabel('Phone number').fill('2025550143');
}

describe('booking a stay', () => {
  test('desktop: a traveler books with a saved card, sees the confirmation and the email', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await page.goto(bookUrl(40, 3));
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    expect(await page.title()).toMatch(/^Complete Vacation Rental Booking/);
    expect(await page.getByRole('button', { name: 'Confirm and Book' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'book page (desktop)');

    await fillContact(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    await expectNoAxeViolations(page, 'book page with payment (desktop)');
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();

    const code = await expectConfirmation(page, 'confirmation (desktop)');
    await expect
      .poll(() => page.getByText('An email confirmation will be sent to avery@example.test').count())
      .toBe(1);
    expect(await page.title()).toMatch(/^Booking Confirmation/);
    expect(code).toMatch(/^H-/);

    await page.goto('/outbox');
    await expect.poll(() => page.getByText(new RegExp(code)).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'outbox (desktop)');
    await context.close();
  });

  test('mobile: the four steps, paid entirely with rewards', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await page.goto(bookUrl(50, 2));
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await fillContact(page);
    await expectNoAxeViolations(page, 'contact step (mobile)');
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await page.getByText(/Apply all available/).click();
    await expectNoAxeViolations(page, 'rewards and payment step (mobile)');
    await page.getByRole('button', { name: 'Review my Trip' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expectNoAxeViolations(page, 'review step (mobile)');
    await confirm.click();
    await expectConfirmation(page, 'confirmation (mobile)');
    await context.close();
  });

  test('the same nights cannot be booked twice', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    // The nights the first journey booked are now held: quoting them fails instead of offering payment.
    await page.goto(bookUrl(40, 3));
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    await fillContact(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Uh oh! Something went wrong' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Choose Another Property' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'unavailable modal');
    await context.close();
  });

  test('a confirmation path without a booking goes to the results', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await page.goto('/vacation-rentals/book/confirm/?locationName=Asheville%252C%2520NC');
    await page.waitForURL((url) => url.pathname === '/stays/availability/');
    await context.close();
  });
});
