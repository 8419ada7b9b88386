import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { daysFromToday } from './dates.ts';

// The flights funnel's steps shared by the search and booking journeys.

/** Opens the first flight's fares and chooses its cheapest shelf. */
export async function chooseFirstFlight(page: Page, label: string) {
  const card = page.getByRole('article').first();
  await card.waitFor();
  await expectNoAxeViolations(page, label);
  await card.getByRole('button', { name: /fares?$/ }).click();
  await card
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
}

export async function reachReview(page: Page, label: string) {
  await page.waitForURL((url) => url.pathname === '/flights/shop/fare-details/');
  await page.getByRole('radio').first().waitFor();
  await expectNoAxeViolations(page, `fare details (${label})`);
  await page.getByRole('link', { name: 'Review itinerary' }).click();
  await page.waitForURL((url) => url.pathname === '/flights/shop/review/');
  await page
    .getByRole('heading', { name: 'Trip total' })
    .or(page.getByRole('heading', { name: /sold out|no longer offered/ }))
    .waitFor();
  await expectNoAxeViolations(page, `review (${label})`);
}

/**
 * From a one-way search of one airline's flights (one airline makes one ticket: a trip sold as separate tickets is
 * one only support can cancel or spend a credit on) to the checkout's passengers step, for one adult in Economy.
 */
export async function checkoutOneAirline(
  page: Page,
  trip: { from: string; to: string; daysOut: number; airline: string; label: string },
) {
  const params = new URLSearchParams([
    ['trip', 'one_way'],
    ['from', trip.from],
    ['to', trip.to],
    ['date', daysFromToday(trip.daysOut)],
    ['adults', '1'],
    ['cabin', 'Economy'],
    ['airlines', trip.airline],
  ]);
  await page.goto(`/flights/shop/departure/?${params.toString()}`);
  await chooseFirstFlight(page, `departures (${trip.label})`);
  await reachReview(page, trip.label);
  await reachCheckout(page);
}

/** From the review, Continue into the checkout and wait for its passengers step. */
export async function reachCheckout(page: Page) {
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/flights/book/');
  await page.getByRole('button', { name: 'Save & Continue' }).waitFor({ timeout: 30_000 });
}

/**
 * Presses Confirm and Book once the payment is complete and waits for the ticketed confirmation; answers the
 * portal's confirmation code. Ticketing runs on the server: generous waits for CI on two cores.
 */
export async function confirmAndBook(page: Page): Promise<string> {
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/flights/book/confirm/', { timeout: 60_000 });
  await expect
    .poll(() => page.getByText('Confirmed, your flights are booked.').count(), { timeout: 60_000 })
    .toBe(1);
  const line = await page.getByText(/Your booking confirmation is #H-/).textContent();
  return /#(H-\w+)/.exec(line ?? '')?.[1] ?? '';
}
