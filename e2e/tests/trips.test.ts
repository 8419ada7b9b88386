import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { bookUrl, expectConfirmation } from '../support/booking.ts';
import { daysFromToday } from '../support/dates.ts';
import { findTripCard, tripCard } from '../support/trips.ts';

// My trips: book a stay, find it in the lists, open its details, receipt and calendar file, cancel it (the refund
// is shown before confirming), see it under Past Trips, and book the same nights again. Only this file books
// vr-demo-premier (fully refundable until 14 days before check-in), each viewport on nights of its own.

const LISTING = 'vr-demo-premier';
const browser = useBrowser();

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('avery@example.test');
  await page.getByLabel('Phone number').fill('2025550143');
}

async function confirmAndBook(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true);
  await confirm.click();
}

/** Desktop: saved card, no rewards. */
async function bookOnDesktop(page: Page, fromOffset: number, nights: number, label: string): Promise<string> {
  await page.goto(bookUrl(fromOffset, nights, LISTING));
  await page.getByRole('button', { name: 'Save & Continue' }).waitFor();
  await fillContact(page);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.getByText('Do not apply rewards').click();
  await page.getByText('Visa ending in 1234').click();
  await confirmAndBook(page);
  return expectConfirmation(page, label);
}

/** Mobile: the four steps, paid with rewards and a card. */
async function bookOnMobile(page: Page, fromOffset: number, nights: number, label: string): Promise<string> {
  await page.goto(bookUrl(fromOffset, nights, LISTING));
  await page.getByRole('button', { name: 'Add Travelers' }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Add Contact Information' }).click();
  // Part rewards, part card: the trip then shows both payments, and the refund goes back to both.
  await page.getByText('Apply a custom amount').click();
  await page.getByLabel('Rewards to apply (miles)').fill('50000');
  await page.getByText('Visa ending in 1234').click();
  await page.getByRole('button', { name: 'Review my Trip' }).click();
  await confirmAndBook(page);
  return expectConfirmation(page, label);
}

async function journey(
  page: Page,
  viewport: 'desktop' | 'mobile',
  code: string,
  from: string,
): Promise<void> {
  const at = (what: string) => `${what} (${viewport})`;

  // Upcoming Trips lists the new booking.
  await page.goto('/trips');
  const card = await findTripCard(page, code);
  expect(await card.getByText('Confirmed').count()).toBe(1);
  expect(await page.title()).toMatch(/^Upcoming Trips - My trips/);
  await expectNoAxeViolations(page, at('upcoming trips'));

  // Details.
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/trips/homes/${code}`);
  // The list stays on screen while the details chunk loads: wait for the details themselves.
  const paid = page.getByRole('region', { name: 'How you paid' });
  await paid.waitFor({ timeout: 15_000 });
  expect(await page.getByText(`#${code}`).count()).toBeGreaterThan(0);
  expect(await paid.getByText(/ending in 1234/).count()).toBe(1);
  if (viewport === 'mobile') expect(await paid.getByText('50,000 miles redeemed').count()).toBe(1);
  expect(await page.title()).toMatch(/- Trip details/);
  await expectNoAxeViolations(page, at('trip details'));

  // The calendar file holds the stay's dates and confirmation code.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`booking-${code}.ics`);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\n`);
  expect(ics).toContain(`UID:${code}@card-travel\r\n`);
  expect(ics).toContain(`Your booking confirmation is #${code}`);

  // Receipt.
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL((url) => url.pathname === `/trips/homes/${code}/receipt`);
  await page.getByRole('button', { name: 'Print receipt' }).waitFor();
  expect(await page.getByText(`Confirmation #${code}`, { exact: true }).count()).toBe(1);
  expect(await page.title()).toMatch(new RegExp(`^Receipt #${code}`));
  await expectNoAxeViolations(page, at('receipt'));
  await page.getByRole('link', { name: 'Back to trip details' }).click();

  // Cancel: the refund shows before anything is cancelled.
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Cancel your reservation' }).waitFor({ timeout: 15_000 });
  expect(await dialog.getByText('Full refund', { exact: true }).count()).toBe(1);
  expect(await dialog.getByText('Where your refund goes').count()).toBe(1);
  await expectNoAxeViolations(page, at('cancel modal: policy'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Cancel this reservation?' }).waitFor();
  await expectNoAxeViolations(page, at('cancel modal: confirm'));
  await dialog.getByRole('button', { name: 'Yes, cancel reservation' }).click();
  await dialog.getByRole('heading', { name: 'Your reservation is cancelled' }).waitFor({ timeout: 20_000 });
  await expectNoAxeViolations(page, at('cancel modal: success'));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(/This reservation was cancelled/).waitFor();
  expect(await page.getByRole('region', { name: 'Refunds' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
  await expectNoAxeViolations(page, at('cancelled trip details'));

  // Past Trips now holds it, cancelled; Upcoming Trips no longer does.
  await page.goto('/trips?tab=past');
  const past = await findTripCard(page, code);
  expect(await past.getByText('Cancelled').count()).toBe(1);
  await expectNoAxeViolations(page, at('past trips'));
  await page.getByRole('tab', { name: 'Upcoming Trips' }).click();
  await page.waitForURL((url) => !url.search.includes('tab='));
  await page.getByRole('tab', { name: 'Upcoming Trips', selected: true }).waitFor();
  await expect.poll(() => tripCard(page, code).count()).toBe(0);
  // Back returns to Past Trips.
  await page.goBack();
  await page.getByRole('tab', { name: 'Past Trips', selected: true }).waitFor();
}

describe('my trips', () => {
  test('desktop: book, find, inspect, download, cancel, and book the same nights again', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    const code = await bookOnDesktop(page, 60, 3, 'confirmation (desktop)');
    await journey(page, 'desktop', code, daysFromToday(60));
    const again = await bookOnDesktop(page, 60, 3, 'confirmation of the same nights (desktop)');
    expect(again).not.toBe(code);
    await context.close();
  });

  test('mobile: book with rewards and a card, find, inspect, download, cancel, and book the same nights again', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    const code = await bookOnMobile(page, 70, 2, 'confirmation (mobile)');
    await journey(page, 'mobile', code, daysFromToday(70));
    const again = await bookOnMobile(page, 70, 2, 'confirmation of the same nights (mobile)');
    expect(again).not.toBe(code);
    await context.close();
  });

  test('Upcoming lists the stay in progress first, then by check-in; a cancelled trip is labelled and sits by its dates', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await signedInPage(browser(), viewport);
      await page.goto('/trips');
      await findTripCard(page, 'H-TRIP0006');
      const order = async () =>
        (await page.getByRole('article').allTextContents()).map((t) => /#(H-TRIP\d{4})/.exec(t)?.[1] ?? '');
      // Journeys that ran earlier booked more trips of this user: load pages of the list until it shows.
      await findTripCard(page, 'H-TRIP0003');
      const upcoming = await order();
      // The demo trips (docs/demo-data.md): in progress T-2, then T+21, T+95, T+130, T+150, T+170.
      expect(upcoming[0]).toBe('H-TRIP0006');
      expect(await tripCard(page, 'H-TRIP0006').getByText('In progress').count()).toBe(1);
      const seeded = upcoming.filter((c) => /^H-TRIP000[1-6]$/.test(c));
      expect(seeded).toEqual([
        'H-TRIP0006',
        'H-TRIP0004',
        'H-TRIP0005',
        'H-TRIP0001',
        'H-TRIP0002',
        'H-TRIP0003',
      ]);
      await expectNoAxeViolations(page, `upcoming trips in order (${viewport})`);

      await page.getByRole('tab', { name: 'Past Trips' }).click();
      await tripCard(page, 'H-TRIP0007').waitFor({ timeout: 15_000 });
      const past = (await order()).filter((c) => /^H-TRIP00(0[7-9]|10)$/.test(c));
      // The cancelled T+110 stay comes before the stays that ended, latest first.
      expect(past).toEqual(['H-TRIP0007', 'H-TRIP0008', 'H-TRIP0009', 'H-TRIP0010']);
      expect(await tripCard(page, 'H-TRIP0007').getByText('Cancelled').count()).toBe(1);
      await expectNoAxeViolations(page, `past trips in order (${viewport})`);
      await context.close();
    }
  });

  test('the other tabs explain what they would hold', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await page.goto('/trips?tab=watched');
    await page.getByRole('heading', { name: 'You have no watched trips' }).waitFor();
    await expectNoAxeViolations(page, 'watched trips');
    await page.getByRole('tab', { name: 'Airline Travel Credits' }).click();
    // The Delta credit the cancelled demo flight H-TRIP0016 left (docs/demo-data.md "Flight trips"): Available, or
    // Used once flights-after.test.ts has spent it.
    const seeded = page.getByRole('article').filter({ hasText: 'KD9VNF' });
    await seeded.waitFor();
    expect(await seeded.getByText('$183.40').count()).toBe(1);
    await expectNoAxeViolations(page, 'airline travel credits');
    expect(new URL(page.url()).search).toBe('?tab=credits');
    await page.reload();
    await page.getByRole('tab', { name: 'Airline Travel Credits', selected: true }).waitFor();
    await context.close();
  });
});
