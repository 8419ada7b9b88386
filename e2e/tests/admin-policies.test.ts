import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { KeyboardAudit } from '../support/keyboard.ts';

// Issue 15, the admin portal's Policies screen: the admin opens Policies, edits the demo tier's hotel cap by
// keyboard only, sees the live error for a bad value, fixes it, saves and finds the change in the audit log; axe
// on the list and the form, desktop and phone. The demo tier's $300 cap is put back after each run: other
// journeys (policy-hotels.test.ts) count on it.

const browser = useBrowser();
const TIER = 'Standard travel policy';
const DEMO_CAP = '300';

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Sets the demo tier's nightly cap through the editor (pointer and fill: this is clean-up, not the journey). */
async function setNightlyCap(page: Page, value: string) {
  await page.goto('/admin/policies');
  await page.getByRole('link', { name: `Edit ${TIER}` }).click();
  const cap = page.getByRole('textbox', { name: 'Max price per night' });
  await cap.waitFor();
  if ((await cap.inputValue()) === value) return;
  await cap.fill(value);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText(`Saved changes to “${TIER}”.`).waitFor();
}

let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

describe.each(['desktop', 'mobile'] as ViewportName[])('admin policies on %s', (viewport) => {
  test('an admin edits the hotel cap by keyboard, sees a live error, saves, and finds it in the audit log', async () => {
    const cap = viewport === 'desktop' ? '325' : '310';
    const { context, page } = await signedInPage(browser(), viewport, 'corp-admin@demo.test');
    restore = async () => {
      await setNightlyCap(page, DEMO_CAP);
      await context.close();
    };
    const audit = new KeyboardAudit(page);
    await page.goto('/admin/users');
    await heading(page, 'Users');

    // Policies from the admin navigation, by keyboard.
    await audit.tabTo(page.getByRole('link', { name: 'Policies', exact: true }), 'users page');
    await audit.press('Enter', 'open policies');
    await page.waitForURL((url) => url.pathname === '/admin/policies');
    await heading(page, 'Policies');
    const card = page.getByRole('article', { name: TIER });
    await card.getByText(/Approval required · Hotels up to \$300\/night, 3–5 stars/).waitFor();
    await expectNoAxeViolations(page, `policies list (${viewport})`);
    await page.screenshot({ path: `/tmp/policies-list-${viewport}.png`, fullPage: true });

    await audit.tabTo(card.getByRole('link', { name: `Edit ${TIER}` }), 'policies list');
    await audit.press('Enter', 'edit tier');
    await heading(page, `Edit ${TIER}`);
    const nightly = page.getByRole('textbox', { name: 'Max price per night' });
    await expect.poll(() => nightly.inputValue()).toBe(DEMO_CAP);

    // A zero cap is named at once, as it is typed; the fixed value clears it.
    await audit.tabTo(nightly, 'policy form');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    const error = page.getByText('A cap must be a whole number of dollars above 0 (or no cap)');
    await error.waitFor();
    expect(await nightly.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, `policy form with an error (${viewport})`);
    await page.screenshot({ path: `/tmp/policies-form-${viewport}.png`, fullPage: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(cap);
    await expect.poll(() => error.count()).toBe(0);
    await page
      .getByRole('complementary', { name: 'Summary' })
      .getByText(`Hotels up to $${cap}/night, 3–5 stars`)
      .waitFor();

    await audit.tabTo(page.getByRole('button', { name: 'Save changes' }), 'policy form');
    await audit.press('Enter', 'save tier');
    await page.waitForURL((url) => url.pathname === '/admin/policies');
    await page.getByText(`Saved changes to “${TIER}”.`).waitFor();
    await card.getByText(new RegExp(`Hotels up to \\$${cap}/night`)).waitFor();
    audit.expectClean();

    await page.goto('/admin/audit-log');
    await heading(page, 'Audit log');
    const newest = page.getByRole('article').first();
    await newest.getByRole('heading', { name: `Update policy · ${TIER}` }).waitFor();
    const row = newest.getByRole('row', { name: /hotels\.maxPricePerNight/ });
    await row.getByText(DEMO_CAP, { exact: true }).waitFor();
    await row.getByText(cap, { exact: true }).waitFor();
  });
});
