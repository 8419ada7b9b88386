import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, newContext, useBrowser, type ViewportName } from '../support/browser.ts';
import { bookUrl, expectConfirmation } from '../support/booking.ts';

// Issue 15: an agent signs in to the agent portal, finds primary@demo.test, acts for them (the banner names
// both), books a vacation rental with the agent fee, and ends the session, back at the search.

const browser = useBrowser();

async function agentSignIn(page: Page, viewport: ViewportName): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Agent sign-in' }).click();
  await page.waitForURL((url) => url.pathname === '/agent');
  await expect.poll(() => page.getByRole('heading', { name: 'Agent sign-in' }).count()).toBe(1);
  await expectNoAxeViolations(page, `agent sign-in (${viewport})`);
  await page.getByLabel('Agent email').fill('agent@demo.test');
  await page.getByLabel('Password').fill('travel-demo');
  await page.getByRole('button', { name: 'Sign in as agent' }).click();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Agent session' });

describe('the agent portal', () => {
  test('desktop: an agent finds a customer, books a vacation rental with the agent fee, ends the session', async () => {
    const context = await newContext(browser(), 'desktop');
    const page = await context.newPage();
    await agentSignIn(page, 'desktop');

    await page.getByLabel('Email, name or confirmation code').fill('primary@demo.test');
    await page.getByRole('button', { name: 'Search' }).click();
    const customer = page.getByRole('listitem').filter({ hasText: 'primary@demo.test' });
    await expect.poll(() => customer.count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page, 'agent search results (desktop)');
    await customer.getByRole('button', { name: 'Act for this customer' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => banner(page).textContent()).toContain('Agent Gray Support for Avery Morgan');

    await page.goto(bookUrl(70, 2));
    await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
    // The banner shows once the reloaded page has read its session, which can come after the form.
    await expect.poll(() => banner(page).count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
    await page.getByLabel('Phone number').fill('2025550143');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByText('Do not apply rewards').click();
    await page.getByText('Visa ending in 1234').click();
    await expect.poll(() => page.getByText('Agent fee').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await page.getByText('Agent fee').first().locator('..').textContent()) ?? '')
      .toContain('$10.00');
    await expectNoAxeViolations(page, 'book page with the agent banner (desktop)');
    const confirm = page.getByRole('button', { name: 'Confirm and Book' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    const code = await expectConfirmation(page, 'agent confirmation (desktop)');
    expect(code).toMatch(/^H-/);

    await banner(page).getByRole('button', { name: 'End session' }).click();
    await page.waitForURL((url) => url.pathname === '/agent');
    await expect.poll(() => page.getByText('Your session for Avery Morgan has ended.').count()).toBe(1);
    expect(await banner(page).count()).toBe(0);
    // The booking is the customer's: the agent finds them by its confirmation code.
    await page.getByLabel('Email, name or confirmation code').fill(code);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: code }).count()).toBeGreaterThan(0);
    await context.close();
  });

  test('phone: the keyboard path from search to the banner and back', async () => {
    const context = await newContext(browser(), 'mobile');
    const page = await context.newPage();
    await agentSignIn(page, 'mobile');
    const field = page.getByLabel('Email, name or confirmation code');
    await field.waitFor();
    await field.focus();
    await page.keyboard.type('Avery Morgan');
    await page.keyboard.press('Enter');
    const act = page
      .getByRole('listitem')
      .filter({ hasText: 'primary@demo.test' })
      .getByRole('button', { name: 'Act for this customer' });
    await act.waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page, 'agent search results (mobile)');
    await act.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => banner(page).textContent()).toContain('Agent Gray Support for Avery Morgan');
    await expectNoAxeViolations(page, 'home with the agent banner (mobile)');

    const switchButton = banner(page).getByRole('button', { name: 'Switch customer' });
    await switchButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/agent');
    // Switching puts the agent straight back in the search field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');
    await context.close();
  });
});
