import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, type ViewportName, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Opens an account page the way a person does: the account menu on desktop, the menu on mobile. */
async function openAccountPage(page: Page, viewport: ViewportName, name: string): Promise<void> {
  if (viewport === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name }).click();
  }
}

async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill('Avery Morgan');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Billing zip code').fill('10001');
  await dialog.getByRole('button', { name: 'Add card' }).click();
}

/** '... +$300.00' or '... \u2212$120.00' at the end of a history row, as a signed number of dollars. */
function signedAmount(row: string): number {
  const match = /([+\u2212-])\$([\d,]+\.\d\d)$/.exec(row.trim());
  if (!match?.[2]) throw new Error(`No amount at the end of history row "${row}"`);
  const value = Number(match[2].replace(/,/g, ''));
  return match[1] === '+' ? value : -value;
}

describe.each<ViewportName>(['desktop', 'mobile'])('travel wallet and saved cards on %s', (viewport) => {
  test('primary@demo.test sees offers, a credit total that sums the history; adds and deletes a card', async () => {
    const { context, page } = await signedInPage(browser(), viewport);

    await openAccountPage(page, viewport, 'Travel wallet');
    await page.waitForURL((url) => url.pathname === '/wallet');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Travel wallet');
    expect(await page.title()).toBe('Travel wallet | Card Travel');
    await page.getByRole('article', { name: '$50 off vacation rentals' }).waitFor();
    expect(await page.getByRole('article', { name: '10% off your next stay' }).textContent()).toContain(
      'Save 10% on this stay',
    );
    expect(await page.getByRole('article', { name: '$25 hotel offer' }).textContent()).toContain('Expired');
    const credits = page.getByRole('region', { name: 'Travel credits', exact: true });
    expect(await credits.textContent()).toContain('Statement credit created+$300.00');
    const history = page.getByRole('list', { name: 'Credit transactions' });
    await history.waitFor();
    const rows = await history.getByRole('listitem').allTextContents();
    // The balance is the sum of the ledger rows. The demo seed makes it $270.00, but other journeys of this
    // run may have paid with credits or had them refunded, so check the sum rather than the seed's figure.
    const balance = rows.reduce((cents, row) => cents + Math.round(signedAmount(row) * 100), 0) / 100;
    expect(balance).toBeGreaterThanOrEqual(0);
    const shown = `$${balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => credits.getByText(shown, { exact: true }).count()).toBeGreaterThan(0);
    expect(rows.some((r) => r.includes('Statement credit created') && r.endsWith('+$300.00'))).toBe(true);
    expect(
      rows.some((r) => r.includes('Applied to Asheville vacation rental') && r.endsWith('\u2212$120.00')),
    ).toBe(true);
    await expectNoAxeViolations(page, `wallet (${viewport})`);

    await openAccountPage(page, viewport, 'Saved cards');
    await page.waitForURL((url) => url.pathname === '/cards');
    // The page chunk loads after the URL changes: wait for it to name itself.
    await expect.poll(() => page.title()).toBe('Saved cards | Card Travel');
    const venture = page.getByRole('article', { name: 'Visa ending in 1234' });
    await expect.poll(() => venture.textContent()).toContain('Rewards accountVenture X');
    await expectNoAxeViolations(page, `saved cards (${viewport})`);

    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('dialog', { name: 'Add a card' }).waitFor();
    await expectNoAxeViolations(page, `add card dialog (${viewport})`);
    await fillCard(page, '4000000000000002');
    // The refusal shows inside the add-card form, not in a second modal over it.
    const declined = page
      .getByRole('dialog', { name: 'Add a card' })
      .getByRole('alert')
      .filter({ hasText: 'Error Adding Payment Method' });
    await declined.waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expectNoAxeViolations(page, `verify error in the add-card form (${viewport})`);
    await declined.getByRole('button', { name: 'Edit Payment Information' }).click();
    await declined.waitFor({ state: 'detached' });

    await fillCard(page, '4111111111111111');
    const added = page.getByRole('article', { name: 'Visa ending in 1111' });
    await added.waitFor();
    await expect
      .poll(() => page.getByText('Visa ending in 1111 was added to your saved cards.').count())
      .toBe(1);

    await page.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, `delete card dialog (${viewport})`);
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await added.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Visa ending in 1111 was deleted.').count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Visa ending in 1234' }).count()).toBe(1);
    await context.close();
  });
});

describe('a wallet without offers or credits', () => {
  test('nonfinancial@demo.test sees the empty states', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop', 'nonfinancial@demo.test');
    await page.getByRole('link', { name: 'Travel wallet' }).first().click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await page.getByText('No offers right now').waitFor();
    await page.getByText('No credit activity yet').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Travel credits', exact: true }).textContent())
      .toContain('$0.00');
    await expectNoAxeViolations(page, 'empty wallet');
    await context.close();
  });
});
