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

    // How it was paid: the card's last four and amount (and the wallet offer the page applied), and the total paid
    // is their sum.
    const paid = page.getByRole('heading', { name: 'How you paid' }).locator('..');
    const amounts = (await paid.locator('dd').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
    const total = amounts.pop() ?? NaN;
    expect(Math.round(amounts.reduce((sum, a) => sum + a, 0) * 100)).toBe(Math.round(total * 100));
    const card = /Visa ending in 1234(\$[\d,]+\.\d\d)/.exec((await paid.textContent()) ?? '')?.[1];
    expect(card).toBeDefined();

    // The confirmation replaced the book page: Back does not open a checkout for the nights just booked.
    await page.goBack();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).not.toBe('/vacation-rentals/book/');

    await page.goto('/outbox');
    await expect.poll(() => page.getByText(new RegExp(code)).count()).toBeGreaterThan(0);
    const email = page.locator('article, li, pre').filter({ hasText: code }).first();
    await expect.poll(async () => (await email.textContent()) ?? '').toContain('How you paid');
    expect(await email.textContent()).toContain(`Visa ending in 1234: ${card}`);
    expect(await email.textContent()).toContain(
      `Total paid: $${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
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
    const paid = page.getByRole('heading', { name: 'How you paid' }).locator('..');
    expect(await paid.textContent()).toMatch(
      /Venture X rewards[\d,]+ miles redeemed\$[\d,]+\.\d\dTotal paid/,
    );
    await context.close();
  });

  test.each(['desktop', 'mobile'] as const)(
    '%s: a link to book nights already taken says so and offers other dates, with no $0.00 checkout',
    async (viewport) => {
      const { context, page } = await signedInPage(browser(), viewport);
      // The nights the first journey booked are now held.
      await page.goto(bookUrl(40, 3));
      const heading = page.getByRole('heading', { name: 'The dates you have selected are not available.' });
      await heading.waitFor({ timeout: 15_000 });
      expect(await page.getByText('Please select a different set of dates.').count()).toBe(1);
      expect(await page.getByText(/\$0\.00/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Confirm and Book' }).count()).toBe(0);
      await expectNoAxeViolations(page, `taken nights (${viewport})`);
      await page.getByRole('link', { name: 'Choose New Dates' }).click();
      await page.waitForURL((url) => url.pathname === '/vacation-rentals/shop/');
      await context.close();
    },
  );

  test('two buyers of the same nights: the one who loses is told the dates are taken and offered others', async () => {
    const buyers = await Promise.all([
      signedInPage(browser(), 'desktop'),
      signedInPage(browser(), 'desktop', 'authorized@demo.test'),
    ]);
    for (const { page } of buyers) {
      await page.goto(bookUrl(60, 2));
      await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
      await fillContact(page);
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByRole('button', { name: 'Edit' }).waitFor({ timeout: 30_000 });
      const noRewards = page.getByText('Do not apply rewards');
      if (await noRewards.count()) await noRewards.click();
      await page
        .getByRole('radio', { name: /ending in/ })
        .first()
        .check();
    }
    const [winner, loser] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
    const confirmOf = (p: Page) => p.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirmOf(winner.page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await confirmOf(winner.page).click();
    await expectConfirmation(winner.page, 'confirmation of the buyer who won');
    await expect.poll(() => confirmOf(loser.page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await confirmOf(loser.page).click();
    const modal = loser.page.getByRole('alertdialog', {
      name: 'The dates you have selected are not available.',
    });
    await modal.waitFor({ timeout: 30_000 });
    expect(await modal.getByText('Please select a different set of dates.').count()).toBe(1);
    await expectNoAxeViolations(loser.page, 'lost race modal');
    await modal.getByRole('button', { name: 'Choose New Dates' }).click();
    await loser.page.waitForURL((url) => url.pathname === '/vacation-rentals/shop/');
    for (const { context } of buyers) await context.close();
  });

  test.each(['nonfinancial@demo.test'])(
    'the phone number %s saved is filled in and accepted',
    async (email) => {
      const { context, page } = await signedInPage(browser(), 'desktop', email);
      await page.goto(bookUrl(64, 2));
      const phone = page.getByLabel('Phone number');
      await expect.poll(() => phone.inputValue(), { timeout: 15_000 }).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      // No saved travelers: the new-traveler form is open.
      await page.getByLabel('Given name').fill('Nina');
      await page.getByLabel('Surname').fill('Park');
      await page.getByLabel('Date of birth').fill('1988-03-14');
      await page.getByLabel('Gender').selectOption('F');
      await expectNoAxeViolations(page, `contact step of ${email}`);
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await page.getByRole('button', { name: 'Edit' }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('Enter a valid phone number.').count()).toBe(0);
      await context.close();
    },
  );

  test('a confirmation path without a booking goes to the results', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await page.goto('/vacation-rentals/book/confirm/?locationName=Asheville%252C%2520NC');
    await page.waitForURL((url) => url.pathname === '/stays/availability/');
    await context.close();
  });
});
