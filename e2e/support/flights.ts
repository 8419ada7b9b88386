import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser.ts';

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
