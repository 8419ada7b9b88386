import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { bookUrl, expectConfirmation } from '../support/booking.ts';

// Checkout outcomes of the README's "Test cards and checkout outcomes" table, driven through the desktop book
// page. Each journey books vr-demo-open on nights of its own (booking.test.ts uses +40..43 and +50..52).

const browser = useBrowser();

/** The main content's words, for a failure to say what the page showed instead. */
const pageSays = async (page: Page) =>
  (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 600);

/** Signs in, opens the book page for the nights and saves the contact details, so payment is offered. */
async function openPayment(
  fromOffset: number,
  nights: number,
  listingId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInPage(browser(), 'desktop');
  await page.goto(bookUrl(fromOffset, nights, listingId));
  await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
  await page.getByLabel('Phone number').fill('2025550143');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  // Payment is offered once the quote is back (behind a price-change modal, when the price moved). When it is not,
  // the failure says what the page showed instead, rather than only that a line is missing.
  await page
    .getByText('Apply a custom amount')
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const dialogs = await page.getByRole('alertdialog').or(page.getByRole('dialog')).allInnerTexts();
      throw new Error(
        `No payment step after Save & Continue; dialogs: ${dialogs.join(' | ') || 'none'}; the page says: ${await pageSays(page)}`,
        { cause: error },
      );
    });
  return { context, page };
}

async function customRewards(page: Page, miles: string): Promise<void> {
  await page.getByText('Apply a custom amount').click();
  await page.getByLabel('Rewards to apply (miles)').fill(miles);
}

/** 'Add a card' with a simulator test number; the page selects the card once it verifies. */
async function addCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, 'add a card dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill('Avery Morgan');
  await dialog.getByLabel('Expiry (MM/YY)').fill('08/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Billing zip code').fill('10001');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  // A verify failure shows in the form (no second modal); name it rather than time out on the form.
  const problem = dialog.getByRole('alert');
  await Promise.race([
    dialog.waitFor({ state: 'detached', timeout: 15_000 }),
    problem.waitFor({ timeout: 15_000 }).then(async () => {
      throw new Error(`Adding ${number} failed: ${await problem.textContent()}`);
    }),
  ]);
  const radio = page.getByRole('radio', { name: new RegExp(`Visa ending in ${number.slice(-4)}`) });
  await expect.poll(() => radio.isChecked(), { timeout: 15_000 }).toBe(true);
}

async function confirmAndBook(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
  await confirm.click();
}

/** The spec §8 failure modal with this title (and body text), scanned by axe. */
async function expectFailureModal(page: Page, title: string, body: string, label: string): Promise<void> {
  const modal = page.getByRole('alertdialog', { name: title });
  await modal.waitFor({ timeout: 30_000 });
  expect(await modal.getByText(body).count()).toBe(1);
  await expectNoAxeViolations(page, label);
}

describe('checkout outcomes (desktop)', () => {
  test.each([
    ['vr-demo-price-rises', /^The price has increased by \$\d+\.$/],
    ['vr-demo-price-drops', /^You're in luck! The price has decreased by \$\d+\.$/],
  ])('%s shows its price-change modal, and the stay books at the new price', async (listingId, title) => {
    const { context, page } = await openPayment(30, 2, listingId);
    const modal = page.getByRole('alertdialog', { name: title });
    await modal.waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, `price change on ${listingId}`);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.waitFor({ state: 'detached' });
    // Pay by card alone: the user's wallet offers are single-use and the credits journey below needs one.
    const offers = page
      .getByRole('checkbox', { name: /^Apply / })
      .and(page.locator(':not([aria-label="Apply Travel credits"])'));
    for (const box of await offers.all()) if (await box.isChecked()) await box.uncheck();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    await confirmAndBook(page);
    await expectConfirmation(page, `confirmation after a price change on ${listingId}`);
    await context.close();
  });

  test('split: a custom amount of rewards plus a saved card books the stay', async () => {
    const { context, page } = await openPayment(80, 2);
    await customRewards(page, '10,000');
    // 10,000 miles pay $100.00 of the trip; the summary lists them under the account's name.
    const rewardsRow = page.locator('div', { has: page.locator('dt', { hasText: 'Venture X rewards' }) });
    await expect.poll(() => rewardsRow.last().locator('dd').textContent()).toBe('-$100.00');
    await page.getByText('Visa ending in 1234').click();
    await confirmAndBook(page);
    await expectConfirmation(page, 'confirmation after a split payment');
    // How it was paid: the miles with their cash value, the card's share, and their sum as the total paid.
    const paid = page.getByRole('heading', { name: 'How you paid' }).locator('..');
    const text = (await paid.textContent()) ?? '';
    expect(text).toMatch(/Venture X rewards10,000 miles redeemed\$100\.00/);
    expect(text).toMatch(/Visa ending in 1234\$[\d,]+\.\d\d/);
    expect(text).toMatch(/Total paid\$[\d,]+\.\d\d/);
    expect(text).toMatch(/You earn [\d,]+ miles on your Venture X card/);
    await context.close();
  });

  test('travel credits and an offer show in the price summary and the rest is paid by card', async () => {
    const { context, page } = await openPayment(84, 3);
    await page.getByText('Do not apply rewards').click();
    const credits = page.getByRole('checkbox', { name: 'Apply Travel credits' });
    await credits.check();
    const offer = page
      .getByRole('checkbox', { name: /^Apply / })
      .and(page.locator(':not([aria-label="Apply Travel credits"])'));
    if (!(await offer.isChecked())) await offer.check();
    const offerTitle = ((await offer.getAttribute('aria-label')) ?? '').replace(/^Apply /, '');
    expect(offerTitle).not.toBe('');
    await expect.poll(() => page.locator('dt', { hasText: 'Travel credits' }).count()).toBe(1);
    expect(await page.locator('dt', { hasText: offerTitle }).count()).toBe(1);
    await expectNoAxeViolations(page, 'book page with credits and an offer');
    await page.getByText('Visa ending in 1234').click();
    await confirmAndBook(page);
    await expectConfirmation(page, 'confirmation after credits and an offer');
    await context.close();
  });

  test('a card that verifies but declines every charge ends in the card-declined modal', async () => {
    const { context, page } = await openPayment(88, 2);
    await page.getByText('Do not apply rewards').click();
    await addCard(page, '4000000000000341');
    await confirmAndBook(page);
    await expectFailureModal(
      page,
      'We were unable to process your payment method.',
      'Please choose another payment method',
      'card declined modal',
    );
    await context.close();
  });

  test('the fraud test card ends in the fraud modal', async () => {
    const { context, page } = await openPayment(91, 2);
    await page.getByText('Do not apply rewards').click();
    await addCard(page, '4000000001000019');
    await confirmAndBook(page);
    await expectFailureModal(
      page,
      'Uh oh! Something went wrong',
      "There is an issue with your account. Please contact the issuer's support.",
      'fraud modal',
    );
    await context.close();
  });

  test('redeeming exactly 13,013 miles ends in the rewards redemption failure modal', async () => {
    const { context, page } = await openPayment(94, 2);
    await customRewards(page, '13,013');
    await page.getByText('Visa ending in 1234').click();
    await confirmAndBook(page);
    await expectFailureModal(
      page,
      'Rewards Redemption Failure',
      'We were unable to redeem your rewards at this time. Please try again.',
      'rewards redemption failure modal',
    );
    await context.close();
  });
});

describe('checkout outcomes (phone)', () => {
  test('a price change shows the previous and the new total and can be answered on a phone', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await page.goto(bookUrl(97, 2, 'vr-demo-price-rises'));
    await page
      .getByText(/^Born /)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
    await page.getByLabel('Phone number').fill('2025550143');
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    const modal = page.getByRole('alertdialog', { name: /^The price has increased by \$\d+\.$/ });
    await modal.waitFor({ timeout: 30_000 });
    expect(await modal.textContent()).toMatch(/Previous total\$[\d,]+\.\d\dNew total\$[\d,]+\.\d\d/);
    await expectNoAxeViolations(page, 'price change (mobile)');
    await modal.getByRole('button', { name: 'Continue' }).click({ timeout: 5_000 });
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Rewards & payment' }).waitFor();
    await context.close();
  });
});
