import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import { chooseFirstFlight, reachReview } from '../support/flights.ts';
import { findTripCard } from '../support/trips.ts';

// Issue 14: a family (2 adults, a child of 9 and a lap infant) books a round trip on desktop and a multi-city trip
// on a phone, all on Delta. The infant is added as a new traveler from the passengers step; the saved child is chosen for the
// child's seat. The booked trip lists all four in My trips; still inside the void window, changing it points to
// cancelling instead, and it is voided with everything refunded, the refund shown before anything is cancelled.

const browser = useBrowser();

/** A family search's query: one from/to/date triple per flight, 2 adults, a child aged 9, one infant on a lap. */
function familyUrl(path: string, trip: string, flights: [string, string, number][]): string {
  const params = new URLSearchParams([['trip', trip]]);
  for (const [from, to, days] of flights) {
    params.append('from', from);
    params.append('to', to);
    params.append('date', daysFromToday(days));
  }
  params.set('adults', '2');
  params.set('children', '9');
  params.set('lap', '1');
  params.set('cabin', 'Economy');
  return `${path}?${params.toString()}`;
}

/**
 * Shows only Delta's flights on a choose step: one airline's slices make one ticket, which voids within its
 * window (two airlines' make a multi-ticket trip, which only customer service can cancel).
 */
async function onDeltaOnly(page: Page): Promise<void> {
  const url = new URL(page.url());
  if (url.searchParams.get('airlines') === 'DL') return;
  url.searchParams.set('airlines', 'DL');
  await page.goto(`${url.pathname}${url.search}`);
}

async function chooseTraveler(page: Page, slot: string, name: string): Promise<void> {
  const select = page.getByLabel(slot, { exact: true });
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Fills the passengers: Pete as the second adult, Ludwig as the child, and a new baby added on the spot. */
async function seatTheFamily(page: Page, baby: string): Promise<void> {
  await chooseTraveler(page, 'Adult 2', 'Pete Morgan');
  await chooseTraveler(page, 'Child 1 (age 9)', 'Ludwig Morgan');
  await page.getByRole('button', { name: 'Add a traveler as Infant 1' }).click();
  const add = page.getByRole('dialog', { name: 'Add traveler' });
  await add.getByLabel('Given name').fill(baby);
  await add.getByLabel('Surname').fill('Morgan');
  // Under 2 on every day of travel: about eight months old.
  await add.getByLabel('Date of birth').fill(daysFromToday(-240));
  await add.getByLabel('Gender').selectOption('F');
  await add.getByRole('button', { name: 'Save traveler' }).click();
  await add.waitFor({ state: 'detached' });
  const infant = page.getByLabel('Infant 1', { exact: true });
  await expect
    .poll(async () => infant.locator('option:checked').textContent())
    .toMatch(new RegExp(`^${baby} Morgan \\(age 0\\)`));
  expect(await page.getByRole('radio', { name: /On an adult’s lap/ }).isChecked()).toBe(true);
}

async function expectTicketed(page: Page, viewport: ViewportName, baby: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/flights/book/confirm/', { timeout: 60_000 });
  await expect
    .poll(() => page.getByText('Confirmed, your flights are booked.').count(), { timeout: 60_000 })
    .toBe(1);
  const code =
    /#(H-\w+)/.exec((await page.getByText(/Your booking confirmation is #H-/).textContent()) ?? '')?.[1] ??
    '';
  expect(code).toMatch(/^H-/);
  for (const name of ['Pete Morgan', 'Ludwig Morgan', `${baby} Morgan`])
    expect(await page.getByText(name).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, `family flight confirmation (${viewport})`);
  return code;
}

/** My trips lists the family's trip; its details show every passenger; voiding refunds all of it. */
async function voidFromMyTrips(page: Page, viewport: ViewportName, code: string, baby: string) {
  await page.getByRole('link', { name: 'Go to My trips' }).click();
  const card = await findTripCard(page, code);
  expect(await card.getByText('2 Adults, 1 Child, 1 Lap infant').count()).toBe(1);
  await card.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/trips/flights/'));
  await page.getByRole('complementary', { name: 'Trip actions' }).waitFor({ timeout: 30_000 });
  expect(await page.getByText(`${baby} Morgan`).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, `family flight trip details (${viewport})`);
  await page.screenshot({ path: `/tmp/flights-family-trip-${viewport}.png`, fullPage: true });

  // Changing the flight inside the void window: the dialog says cancelling gives everything back instead.
  await page.getByRole('button', { name: 'Change flight' }).click();
  const change = page.getByRole('dialog');
  await change
    .getByRole('heading', { name: 'Cancel for a full refund instead' })
    .waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, `change flight in the void window (${viewport})`);
  await change.getByRole('button', { name: 'Close', exact: true }).last().click();
  await change.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Cancel flight' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Cancel this flight?' }).waitFor({ timeout: 30_000 });
  // The refund first: still inside the void window, everything paid comes back.
  await dialog.getByText(/You are within the void window/).waitFor();
  expect(await dialog.getByText('Refund to your original payment').count()).toBe(1);
  await expectNoAxeViolations(page, `void quote (${viewport})`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Confirm cancellation' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel flight' }).click();
  await dialog.getByRole('heading', { name: 'Your flight is cancelled' }).waitFor({ timeout: 30_000 });
  expect(await dialog.getByText(/is refunded to the way you paid/).count()).toBe(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Cancel flight' }).count()).toBe(0);
}

async function payAndBook(page: Page, viewport: ViewportName): Promise<void> {
  await page.getByText('Do not apply rewards').click();
  await page.getByText('Visa ending in 1234').click();
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Review my Trip' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
  await confirm.click();
}

describe('a family books flights', () => {
  test(
    'desktop: a round trip for 2 adults, a child and a lap infant, then voided',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await signedInPage(browser(), 'desktop');
      await page.goto(
        familyUrl('/flights/shop/departure/', 'round_trip', [
          ['ATL', 'BOS', 47],
          ['BOS', 'ATL', 51],
        ]),
      );
      await onDeltaOnly(page);
      await chooseFirstFlight(page, 'departures (family desktop)');
      await page.waitForURL((url) => url.pathname === '/flights/shop/return/');
      await onDeltaOnly(page);
      await chooseFirstFlight(page, 'returns (family desktop)');
      await reachReview(page, 'family desktop');
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/flights/book/');
      await page.getByRole('button', { name: 'Save & Continue' }).waitFor({ timeout: 30_000 });
      await seatTheFamily(page, 'Maya');
      await expectNoAxeViolations(page, 'family passengers (desktop)');
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await payAndBook(page, 'desktop');
      const code = await expectTicketed(page, 'desktop', 'Maya');
      await voidFromMyTrips(page, 'desktop', code, 'Maya');
      await context.close();
    },
  );

  test('mobile: a multi-city trip for the family, then voided', { timeout: 300_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await page.goto(
      familyUrl('/flights/shop/departure/', 'multi_city', [
        ['ATL', 'DEN', 52],
        ['DEN', 'MSP', 55],
        ['MSP', 'ATL', 58],
      ]),
    );
    await onDeltaOnly(page);
    await chooseFirstFlight(page, 'flight 1 (family mobile)');
    for (const n of [2, 3]) {
      await page.waitForURL((url) => url.pathname === `/flights/shop/flight/${n}/`);
      await onDeltaOnly(page);
      await chooseFirstFlight(page, `flight ${n} (family mobile)`);
    }
    await reachReview(page, 'family mobile');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/flights/book/');
    await page.getByRole('button', { name: 'Add Travelers' }).waitFor({ timeout: 30_000 });
    await seatTheFamily(page, 'Nora');
    await expectNoAxeViolations(page, 'family passengers (mobile)');
    await page.getByRole('button', { name: 'Add Travelers' }).click();
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await payAndBook(page, 'mobile');
    const code = await expectTicketed(page, 'mobile', 'Nora');
    await voidFromMyTrips(page, 'mobile', code, 'Nora');
    await context.close();
  });
});
