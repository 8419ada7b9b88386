import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { KeyboardAudit } from '../support/keyboard.ts';
import {
  bookForApproval,
  outOfPolicyRates,
  reserveOutOfPolicy,
  searchChicago,
} from '../support/policy-booking.ts';
import { findTripCard } from '../support/trips.ts';

// Issue 15 "Done when", the corporate approvals journey: corp-traveler@demo.test books an out-of-policy hotel with
// a reason and a reason for the trip → "Pending approval" in My trips; corp-admin@demo.test approves it in
// /admin/approvals by keyboard only → the trip is confirmed; a second booking is denied with a comment → the trip
// shows Denied and its room is on sale again. Desktop and phone, axe on every screen.

const browser = useBrowser();
// Nights no other journey books (policy-hotels takes 40 and 47 days out).
const OFFSETS: Record<ViewportName, [number, number]> = { desktop: [54, 61], mobile: [68, 75] };

async function openApprovals(page: Page, viewport: ViewportName): Promise<void> {
  await page.goto('/admin/approvals');
  await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
  // A tab of the admin portal like Users and Trips, not a page of its own.
  const tab = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Approvals' });
  expect(await tab.getAttribute('aria-current')).toBe('page');
  await expectNoAxeViolations(page, `admin approvals (${viewport})`);
}

/** The request's card in the queue, by the booking reference it names. */
const requestCard = (page: Page, code: string): Locator =>
  page.getByRole('article').filter({ hasText: `#${code}` });

async function tripBadge(page: Page, code: string, tab: 'upcoming' | 'past'): Promise<Locator> {
  await page.goto(tab === 'past' ? '/trips?tab=past' : '/trips');
  return findTripCard(page, code);
}

describe.each(['desktop', 'mobile'] as ViewportName[])('the approvals journey on %s', (viewport) => {
  test('approved by keyboard, then a second request denied with a comment and its room released', async () => {
    const [first, second] = OFFSETS[viewport];
    const traveler = await signedInPage(browser(), viewport, 'corp-traveler@demo.test');
    const t = traveler.page;

    // 1. The traveler books out of policy, with a reason for the trip: held for approval.
    await searchChicago(t, viewport, first);
    await reserveOutOfPolicy(t, 'The client workshop is in this hotel');
    const approvedCode = await bookForApproval(t, viewport, 'Quarterly review with Lakeside Foods', () =>
      expectNoAxeViolations(t, `book page with the reason for the trip (${viewport})`),
    );
    await expectNoAxeViolations(t, `pending approval confirmation (${viewport})`);
    await t.screenshot({ path: `/tmp/approvals-confirm-${viewport}.png`, fullPage: true });
    const pendingTrip = await tripBadge(t, approvedCode, 'upcoming');
    await pendingTrip.getByText('Pending approval').waitFor();
    await expectNoAxeViolations(t, `My trips with a pending request (${viewport})`);

    // 2. The admin reads the request and approves it with the keyboard alone.
    const admin = await signedInPage(browser(), viewport, 'corp-admin@demo.test');
    const a = admin.page;
    await openApprovals(a, viewport);
    const card = requestCard(a, approvedCode);
    await card.getByText('Quarterly review with Lakeside Foods').waitFor();
    await card.getByText('The client workshop is in this hotel').waitFor();
    await a.screenshot({ path: `/tmp/approvals-queue-${viewport}.png`, fullPage: true });
    const audit = new KeyboardAudit(a);
    await audit.tabTo(card.getByRole('textbox', { name: /Comment/ }), 'approvals queue');
    await a.keyboard.type('Approved: the review is billable.');
    await audit.tabTo(card.getByRole('button', { name: 'Approve' }), 'approval card');
    await audit.press('Enter', 'approve');
    await expect.poll(() => requestCard(a, approvedCode).count(), { timeout: 20_000 }).toBe(0);
    audit.expectClean();

    const confirmedTrip = await tripBadge(t, approvedCode, 'upcoming');
    await confirmedTrip.getByText('Confirmed', { exact: true }).waitFor({ timeout: 20_000 });
    // The admin sees it in Reports: the traveler's out-of-policy reason is among the reasons given.
    await a.goto('/admin/reports');
    const reasons = a.getByRole('list', { name: 'Reasons given' });
    await reasons.getByText('The client workshop is in this hotel').waitFor({ timeout: 30_000 });

    // 3. A second booking, denied with a comment: the trip shows it, and the rate is bookable again.
    await searchChicago(t, viewport, second);
    const shopUrl = await reserveOutOfPolicy(t, 'Closest to the venue', 1);
    const deniedCode = await bookForApproval(t, viewport, 'Trade show booth set-up');
    await a.goto('/admin/approvals');
    const deniedCard = requestCard(a, deniedCode);
    await deniedCard.waitFor();
    await deniedCard
      .getByRole('textbox', { name: /Comment/ })
      .fill('Please pick a hotel under the $300 cap.');
    await deniedCard.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => requestCard(a, deniedCode).count(), { timeout: 20_000 }).toBe(0);
    await a
      .getByRole('radio', { name: 'All' })
      .or(a.getByRole('button', { name: 'All' }))
      .first()
      .click();
    const decided = requestCard(a, deniedCode);
    await decided.getByText('Denied', { exact: true }).waitFor();
    await decided.getByRole('button', { name: 'Show history' }).click();
    await decided.getByText('“Please pick a hotel under the $300 cap.”').waitFor();
    await expectNoAxeViolations(a, `decided request with its history (${viewport})`);
    await a.screenshot({ path: `/tmp/approvals-history-${viewport}.png`, fullPage: true });

    const deniedTrip = await tripBadge(t, deniedCode, 'past');
    await deniedTrip.getByText('Denied', { exact: true }).waitFor();
    await expectNoAxeViolations(t, `My trips with a denied request (${viewport})`);
    // The trip's details show the request's history with the approver's reason.
    await deniedTrip.getByRole('link').first().click();
    const history = t.getByRole('list', { name: 'Approval history' });
    await history.getByText('“Please pick a hotel under the $300 cap.”').waitFor();
    await history.getByText('“Trade show booth set-up”').waitFor();
    await expectNoAxeViolations(t, `denied trip details with its history (${viewport})`);
    await t.screenshot({ path: `/tmp/approvals-trip-history-${viewport}.png`, fullPage: true });
    await t.goto(shopUrl);
    await outOfPolicyRates(t)
      .first()
      .getByRole('link', { name: /^Reserve / })
      .waitFor();

    await admin.context.close();
    await traveler.context.close();
  }, 300_000);
});
