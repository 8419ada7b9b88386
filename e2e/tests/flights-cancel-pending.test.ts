import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { checkoutOneAirline, confirmAndBook } from '../support/flights.ts';
import {
  expectAnnounced,
  expectFocused,
  expectFocusTrapped,
  KeyboardAudit,
  recordLiveRegions,
} from '../support/keyboard.ts';
import { findTripCard } from '../support/trips.ts';

// Issue 14, the README's flights test input "A passenger surnamed CancelPending": the airline answers "cancel
// requested" for 5 minutes, so a cancel made from My trips (by keyboard, the refund shown before confirming)
// ends pending with nothing refunded, and My trips shows it so (card and details) with no second cancel offered.
// manager@demo.test, ATL → MCO on Delta at T+66: no other journey books as that user or on that route, so this
// takes nobody's seats or trips. The phone check must run within the 5 minutes: the next sweep then cancels it.

const browser = useBrowser();

const EMAIL = 'manager@demo.test';
const SURNAME = 'CancelPending';
/** The card line of a pending cancellation (flight-trip-card.tsx). */
const CARD_PENDING = 'Cancellation pending · the airline is processing it, nothing refunded yet';

/** The confirmation code booked by the desktop journey, for the phone check. */
let booked = '';

/** Books a Delta flight for one adult, a new traveler surnamed CancelPending added on the passengers step. */
async function bookForCancelPending(page: Page): Promise<string> {
  await checkoutOneAirline(page, {
    from: 'ATL',
    to: 'MCO',
    daysOut: 66,
    airline: 'DL',
    label: 'cancel pending',
  });

  await page.getByRole('button', { name: 'Add a traveler as Adult 1' }).click();
  const add = page.getByRole('dialog', { name: 'Add traveler' });
  await add.getByLabel('Given name').fill('Riley');
  await add.getByLabel('Surname').fill(SURNAME);
  await add.getByLabel('Date of birth').fill('1987-05-12');
  await add.getByLabel('Gender').selectOption('F');
  await add.getByRole('button', { name: 'Save traveler' }).click();
  await add.waitFor({ state: 'detached' });
  await expect
    .poll(async () => page.getByLabel('Adult 1', { exact: true }).locator('option:checked').textContent())
    .toMatch(/^Riley CancelPending/);
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  // An account manager cannot redeem rewards: the saved Venture X card pays it all.
  const card = page.getByRole('radio', { name: /Visa ending in 8642/ });
  await card.waitFor({ timeout: 30_000 });
  if (!(await card.isChecked())) await card.check();
  await expectNoAxeViolations(page, 'payment (cancel pending)');
  const code = await confirmAndBook(page);
  expect(code).toMatch(/^H-/);
  expect(await page.getByText(`Riley ${SURNAME}`).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'confirmation (cancel pending)');
  return code;
}

/** From My trips to the pending answer with the keyboard alone, every stop and the dialog's trap checked. */
async function cancelByKeyboard(page: Page, audit: KeyboardAudit, code: string): Promise<void> {
  await page.goto('/trips');
  const card = await findTripCard(page, code);
  await expectNoAxeViolations(page, 'my trips before cancelling');
  await audit.tabTo(card.getByRole('link').first(), 'my trips', { max: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/trips/flights/'));
  const cancel = page.getByRole('button', { name: 'Cancel flight' });
  await cancel.waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'trip details before cancelling');
  await audit.tabTo(cancel, 'trip details', { max: 80 });
  await page.keyboard.press('Enter');

  // The refund first, before anything is cancelled: booked today, it is inside the void window.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Cancel this flight?' }).waitFor({ timeout: 30_000 });
  await dialog.getByText(/You are within the void window/).waitFor();
  expect(await dialog.getByText('Refund to your original payment').count()).toBe(1);
  await expectFocused(dialog.getByRole('button', { name: 'Keep flight' }), 'Keep flight on opening');
  await audit.check('cancel quote');
  await expectNoAxeViolations(page, 'cancel quote (refund before confirming)');
  await expectFocusTrapped(audit, page, dialog, 'cancel quote');
  await audit.tabTo(dialog.getByRole('button', { name: 'Continue' }), 'cancel quote');
  await page.keyboard.press('Enter');

  await dialog.getByRole('heading', { name: 'Confirm cancellation' }).waitFor();
  await expectNoAxeViolations(page, 'confirm cancellation');
  await audit.tabTo(dialog.getByRole('button', { name: 'Cancel flight' }), 'confirm cancellation');
  await page.keyboard.press('Enter');

  // The airline took the request but has not cancelled: pending, nothing refunded, said aloud too.
  await dialog.getByRole('heading', { name: 'Cancellation pending' }).waitFor({ timeout: 60_000 });
  await expectAnnounced(page, 'Cancellation pending');
  expect(await dialog.getByText(/Nothing has been refunded yet/).count()).toBe(1);
  expect(await dialog.getByText(/is refunded to the way you paid/).count()).toBe(0);
  await expectNoAxeViolations(page, 'cancellation pending answer');
  await page.screenshot({ path: '/tmp/flights-cancel-pending-answer.png', fullPage: true });
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  await expectFocused(close, 'Close on the pending answer');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  // "Cancel flight" is gone: focus goes to the page's heading rather than being lost.
  await expectFocused(page.getByRole('heading', { level: 1 }), 'the trip heading after closing');
  await audit.check('trip details after cancelling');
}

/** The details page says pending and offers neither a cancel nor a change. */
async function expectPendingDetails(page: Page, label: string): Promise<void> {
  await page.getByRole('complementary', { name: 'Trip actions' }).waitFor({ timeout: 30_000 });
  await page.getByText('Cancellation pending.', { exact: true }).waitFor({ timeout: 30_000 });
  expect(await page.getByText(/You asked to cancel this flight on/).count()).toBe(1);
  expect(await page.getByText(/Nothing has been refunded yet/).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Cancel flight' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Change flight' }).count()).toBe(0);
  await expectNoAxeViolations(page, `pending trip details (${label})`);
}

/** A second cancel, asked of the API as the page would: it answers pending again, nothing to confirm. */
async function quoteAgain(page: Page, code: string): Promise<unknown> {
  return page.evaluate(async (reservationId) => {
    const csrf = /(?:^|; )H-Csrf-Token=([^;]*)/.exec(document.cookie)?.[1];
    const res = await fetch('/api/v0/flights/cancel/quote', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('portal.token') ?? ''}`,
        'H-Csrf-Token': decodeURIComponent(csrf ?? localStorage.getItem('portal.csrfToken') ?? ''),
      },
      body: JSON.stringify({ reservationId }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }, code);
}

describe('a flight whose cancellation the airline leaves pending (CancelPending)', () => {
  test(
    'desktop: book, cancel from My trips by keyboard, pending on the card and the details',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await signedInPage(browser(), 'desktop', EMAIL);
      booked = await bookForCancelPending(page);
      // Live regions are recorded from the next page load on: My trips is reached by one.
      await recordLiveRegions(page);
      const audit = new KeyboardAudit(page);
      await cancelByKeyboard(page, audit, booked);
      await expectPendingDetails(page, 'desktop');

      expect(await quoteAgain(page, booked)).toMatchObject({
        status: 200,
        body: { type: 'FlightCancelUnavailable', outcome: 'cancellation_pending' },
      });

      await audit.tabTo(page.getByRole('link', { name: 'Back to My trips' }), 'trip details', {
        back: true,
        max: 80,
      });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/trips');
      const card = await findTripCard(page, booked);
      await card.getByText(CARD_PENDING).waitFor({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'my trips with a pending cancellation (desktop)');
      await page.screenshot({ path: '/tmp/flights-cancel-pending-trips-desktop.png', fullPage: true });
      audit.expectClean();
      await context.close();
    },
  );

  test('phone: the pending trip on its card and its details', { timeout: 120_000 }, async () => {
    expect(booked, 'the desktop journey booked the trip').toMatch(/^H-/);
    const { context, page } = await signedInPage(browser(), 'mobile', EMAIL);
    await page.goto('/trips');
    const card = await findTripCard(page, booked);
    await card.getByText(CARD_PENDING).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'my trips with a pending cancellation (phone)');
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/trips/flights/'));
    await expectPendingDetails(page, 'phone');
    await page.screenshot({ path: '/tmp/flights-cancel-pending-details-phone.png', fullPage: true });
    await context.close();
  });
});
