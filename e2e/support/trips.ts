import type { Locator, Page } from 'playwright-core';

// My trips as the journeys read it.

/** A trip's card in the list on screen, found by its confirmation number. */
export function tripCard(page: Page, code: string): Locator {
  return page.getByRole('article').filter({ hasText: `#${code}` });
}

/**
 * The trip's card, with "Show more trips" pressed until it is listed: journeys that ran earlier booked more trips
 * for the same user, and the list shows the soonest ten first.
 */
export async function findTripCard(page: Page, code: string, timeout = 30_000): Promise<Locator> {
  const card = tripCard(page, code);
  const more = page.getByRole('button', { name: 'Show more trips' });
  const deadline = Date.now() + timeout;
  await page.getByRole('article').first().waitFor({ timeout });
  while (Date.now() < deadline) {
    if ((await card.count()) > 0) break;
    if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    await page.waitForTimeout(300);
  }
  await card.waitFor({ timeout: Math.max(deadline - Date.now(), 1_000) });
  return card;
}
