import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  newContext,
  signIn,
  signedInPage,
  useBrowser,
  type ViewportName,
} from '../support/browser.ts';
import { KeyboardAudit, expectFocused } from '../support/keyboard.ts';

// Issue 15, the admin portal: its gate (signed out, a traveler without canViewAdmin), the Users screen (invite,
// deactivate and reactivate by keyboard) and the audit log, on desktop and phone, with axe on every screen.

const browser = useBrowser();

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe.each(['desktop', 'mobile'] as ViewportName[])('the admin portal on %s', (viewport) => {
  test('signed out, /admin asks to sign in and comes back; a traveler gets access denied', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill('corp-admin@demo.test');
    await page.getByLabel('Password').fill('travel-demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await heading(page, 'Users');
    await context.close();

    const traveler = await newContext(browser(), viewport);
    const tPage = await traveler.newPage();
    await tPage.goto('/admin/users');
    await tPage.waitForURL((url) => url.pathname === '/login');
    await signIn(tPage, 'corp-traveler@demo.test');
    await tPage.waitForURL((url) => url.pathname === '/access-denied');
    await tPage.goto('/admin');
    await tPage.waitForURL((url) => url.pathname === '/access-denied');
    await traveler.close();
  });

  test('an admin invites someone, deactivates and reactivates a member, and reads the audit log', async () => {
    const { context, page } = await signedInPage(browser(), viewport, 'corp-admin@demo.test');
    const audit = new KeyboardAudit(page);
    if (viewport === 'desktop') {
      await page.getByRole('link', { name: 'Admin', exact: true }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Admin portal' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await heading(page, 'Users');
    // The header's copy of the company name is hidden on phones; the admin layout's is the last one.
    await page.getByText('Acme Outdoor Co.').last().waitFor();
    const people =
      viewport === 'desktop' ? page.getByRole('table') : page.getByRole('list', { name: /users/ });
    await people.getByText('Marcus Holloway', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `admin users (${viewport})`);

    // Invite, by keyboard: the errors first, then a valid invitation.
    const invite = page.getByRole('button', { name: 'Invite user' });
    await audit.tabTo(invite, 'users page');
    // The dialog is checked once it shows: on a loaded machine the check could land before its first layout.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.waitFor();
    await audit.check('open invite');
    await expectFocused(dialog, 'the invite dialog');
    await audit.tabTo(dialog.getByRole('button', { name: 'Send invitation' }), 'invite dialog');
    await audit.press('Enter', 'submit empty invite');
    await dialog.getByText('Enter a valid email address.').waitFor();
    await dialog.getByText('First name is required.').waitFor();
    await expectNoAxeViolations(page, `invite dialog with errors (${viewport})`);
    const email = `sam.lee.${viewport}.${Date.now()}@acme-outdoor.test`;
    await audit.tabTo(dialog.getByLabel('Work email'), 'invite dialog', { back: true });
    await page.keyboard.type(email);
    await audit.press('Tab', 'invite dialog');
    await page.keyboard.type('Sam');
    await audit.press('Tab', 'invite dialog');
    await page.keyboard.type('Lee');
    await audit.tabTo(dialog.getByLabel('Department (optional)'), 'invite dialog');
    await page.keyboard.type('Engineering');
    await audit.press('Enter', 'send invite');
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    await people.getByText(email, { exact: true }).waitFor();

    // Deactivate Marcus from his actions menu, by keyboard, then reactivate him.
    const actions = people.getByRole('button', { name: 'Actions for Marcus Holloway' });
    await audit.tabTo(actions, 'users page');
    await audit.press('Enter', 'open actions');
    await page.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    await expectNoAxeViolations(page, `user actions menu (${viewport})`);
    await expectFocused(page.getByRole('menuitem', { name: 'Make admin' }), 'the first action');
    await audit.press('ArrowDown', 'actions menu');
    await audit.press('Enter', 'deactivate');
    const row =
      viewport === 'desktop'
        ? people.getByRole('row', { name: /Marcus Holloway/ })
        : people.getByRole('listitem').filter({ hasText: 'Marcus Holloway' });
    await row.getByText('Deactivated').waitFor();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await row.getByText('Active').waitFor();
    audit.expectClean();

    await page.goto('/admin/audit-log');
    await heading(page, 'Audit log');
    const newest = page.getByRole('article').first();
    await newest.getByRole('heading', { name: /Reactivate/ }).waitFor();
    await newest.getByRole('rowheader', { name: 'status' }).waitFor();
    await page
      .getByRole('heading', { name: new RegExp(`Invite · ${email.replace(/\./g, '\\.')}`) })
      .waitFor();
    await expectNoAxeViolations(page, `audit log (${viewport})`);
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
