import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ViewportName } from './browser.ts';
import { DATE_PICKER_TITLE, pickDay } from './date-picker.ts';
import { daysFromToday } from './dates.ts';
import { typeUntilListed } from './autocomplete.ts';

// corp-traveler@demo.test's hotel booking under Acme's "Standard travel policy" (out-of-policy rates ask for a
// reason; the tier requires approval), as the approvals journey drives it.

/** Searches Chicago hotels for `nights` nights from `fromOffset` days on, and waits for the results. */
export async function searchChicago(
  page: Page,
  viewport: ViewportName,
  fromOffset: number,
  nights = 2,
): Promise<void> {
  await page.goto('/hotels/');
  await typeUntilListed(
    page.getByRole('combobox', { name: 'Destination or hotel' }),
    'Chicago',
    page.getByRole('option', { name: /^Chicago/ }).first(),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Dates:/ }).click();
  const dialog = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
  await pickDay(dialog, daysFromToday(fromOffset));
  await pickDay(dialog, daysFromToday(fromOffset + nights));
  await dialog.getByRole('button', { name: viewport === 'mobile' ? 'Search Dates' : 'Done' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname === '/hotels/availability/');
  await page.getByRole('article').first().waitFor();
}

/** The out-of-policy rates paid now on a hotel page. */
export const outOfPolicyRates = (page: Page) =>
  page
    .locator('li:has(> h4)')
    .filter({ hasText: 'Out of policy' })
    .filter({ hasText: /Pay now/ });

/**
 * From the results: opens the `n`th out-of-policy hotel, reserves its first out-of-policy rate paid now with
 * `reason` in the policy modal, and lands on the book page. Answers the hotel page's address.
 */
export async function reserveOutOfPolicy(page: Page, reason: string, n = 0): Promise<string> {
  const card = page.getByRole('article').filter({ hasText: 'Out of policy' }).nth(n);
  await card.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/hotels/shop/'));
  const shopUrl = page.url();
  const rate = outOfPolicyRates(page).first();
  await rate.waitFor();
  await rate.getByRole('link', { name: /^Reserve / }).click();
  await page.getByRole('alertdialog', { name: 'This rate is out of policy' }).waitFor();
  await page.getByRole('button', { name: 'continue anyway' }).click();
  await page.getByRole('textbox', { name: 'Reason for booking out of policy' }).fill(reason);
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await page.waitForURL((url) => url.pathname === '/hotels/book/');
  return shopUrl;
}

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('finley@example.test');
  await page.getByLabel('Phone number').fill('2025550143');
}

async function payByCard(page: Page): Promise<void> {
  const noRewards = page.getByText('Do not apply rewards');
  if (await noRewards.count()) await noRewards.click();
  await page.getByText('Visa ending in 6060').click();
}

/**
 * On the book page: traveler, contact and card, then the optional "Reason for this trip" for the approver, and
 * Confirm and Book. Answers the booking reference of the "Pending approval" confirmation page.
 */
export async function bookForApproval(
  page: Page,
  viewport: ViewportName,
  tripReason: string,
  onReview?: () => Promise<void>,
): Promise<string> {
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    await fillContact(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await payByCard(page);
  } else {
    // The saved traveler is chosen once the list has loaded; pressing on before that asks for one.
    await expect
      .poll(() => page.getByRole('radio', { name: /Finley Brooks/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await payByCard(page);
    await page.getByRole('button', { name: 'Review my Trip' }).click();
  }
  await page.getByRole('textbox', { name: /Reason for this trip/ }).fill(tripReason);
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
  await onReview?.();
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/hotels/book/confirm/', { timeout: 30_000 });
  const heading = page.getByRole('heading', { level: 1, name: 'Pending approval' });
  await heading.waitFor();
  const text = (await page.getByText(/Your booking reference is #/).textContent()) ?? '';
  const code = /#(\S+)/.exec(text)?.[1];
  if (!code) throw new Error(`no booking reference in "${text}"`);
  return code;
}
