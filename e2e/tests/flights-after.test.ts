import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import { checkoutOneAirline, confirmAndBook } from '../support/flights.ts';
import { findTripCard } from '../support/trips.ts';

// Issue 14 after the void window, on the demo data (docs/demo-data.md "Flight trips"): primary@demo.test changes
// the return of the seeded Delta round trip H-TRIP0015 (bought 5 days ago), seeing the price of the change before
// confirming it, and spends the seeded Delta travel credit (from the cancelled H-TRIP0016) on a new Delta flight.
// On a phone the changed trip is changed again. They use up seeded state: run them on a freshly seeded database.

const browser = useBrowser();

const SEEDED_TRIP = 'H-TRIP0015';
/** The Delta credit H-TRIP0016 left (packages/db/src/seed/demo-flights.ts). */
const SEEDED_CREDIT = '$183.40';

async function changeTheReturn(page: Page, viewport: ViewportName, newDay: number): Promise<void> {
  await page.goto('/trips');
  const card = await findTripCard(page, SEEDED_TRIP);
  await card.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/trips/flights/'));
  await page.getByRole('complementary', { name: 'Trip actions' }).waitFor({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Change flight' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Change flight' }).waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, `change flight: pick the flights (${viewport})`);
  const back = dialog.getByRole('group', { name: /^Flight 2: / });
  await back.getByRole('radio', { name: 'Change' }).check();
  // The booked return leaves at T+79; the phone journey changes it again, a changed ticket (Modified) being
  // changeable too.
  await back.getByLabel('New date').fill(daysFromToday(newDay));
  await dialog.getByRole('button', { name: 'Find new flights' }).click();

  await dialog.getByRole('heading', { name: 'Choose new flights' }).waitFor({ timeout: 60_000 });
  const summary = dialog.getByLabel('Price of the change');
  await summary.waitFor();
  for (const row of ['Fare difference', 'Change penalty', 'Total due now'])
    expect(await summary.getByText(row, { exact: true }).count()).toBe(1);
  await expectNoAxeViolations(page, `change flight: the price before confirming (${viewport})`);
  await page.screenshot({ path: `/tmp/flights-after-exchange-price-${viewport}.png`, fullPage: true });

  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await dialog.getByRole('heading', { name: 'Your flight is changed' }).waitFor({ timeout: 60_000 });
  expect(await dialog.getByText('We emailed you the new itinerary.', { exact: false }).count()).toBe(1);
  await expectNoAxeViolations(page, `change flight: changed (${viewport})`);
  await dialog.getByRole('button', { name: 'Done' }).click();
}

async function bookWithTheCredit(page: Page): Promise<void> {
  // The credit is Delta's: only Delta's flights can spend it.
  await checkoutOneAirline(page, { from: 'ATL', to: 'BOS', daysOut: 62, airline: 'DL', label: 'credit' });
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  const credits = page.getByRole('region', { name: 'Airline travel credits' });
  await credits.waitFor({ timeout: 30_000 });
  // The seeded credit by its value: a change that left value over (the first journey) adds another Delta credit.
  await credits.getByRole('button', { name: `Apply the Delta Air Lines credit of ${SEEDED_CREDIT}` }).click();
  await credits
    .getByRole('button', { name: `Remove the Delta Air Lines credit of ${SEEDED_CREDIT}` })
    .waitFor();
  await expectNoAxeViolations(page, 'payment with the airline credit');
  // A fare dearer than the credit leaves the rest to pay by card; a cheaper one is paid by the credit alone.
  const card = page.getByText('Visa ending in 1234');
  if ((await card.count()) > 0 && (await card.isEnabled())) {
    const noRewards = page.getByText('Do not apply rewards');
    if ((await noRewards.count()) > 0 && (await noRewards.isEnabled())) await noRewards.click();
    await card.click();
  }
  await confirmAndBook(page);
  const paid = page.getByLabel('How you paid');
  await paid.waitFor();
  expect(await paid.getByText('Airline travel credit').count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'flight confirmation paid by airline credit');
  await page.screenshot({ path: '/tmp/flights-after-credit-confirmation.png', fullPage: true });
}

describe('flights after the void window (demo data)', () => {
  test('desktop: change the return of the seeded trip', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await changeTheReturn(page, 'desktop', 80);
    await context.close();
  });

  test('phone: change the return of the seeded trip again', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await changeTheReturn(page, 'mobile', 81);
    await context.close();
  });

  test('desktop: book a Delta flight with the airline travel credit', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await bookWithTheCredit(page);
    await context.close();
  });
});
