import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { daysFromToday } from './dates.ts';

/** The book route for vr-demo-open (no rules, no blocks) or another listing; each journey takes its own nights. */
export function bookUrl(fromOffset: number, nights: number, listingId = 'vr-demo-open'): string {
  const params = new URLSearchParams({
    listingId,
    fromDate: daysFromToday(fromOffset),
    untilDate: daysFromToday(fromOffset + nights),
    adultsCount: '2',
    childrenCount: '0',
  });
  return `/vacation-rentals/book/?${params.toString()}&locationName=Asheville%252C%2520NC`;
}

/** Waits for the confirmation page, scans it, and answers the confirmation code. */
export async function expectConfirmation(page: Page, label: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/vacation-rentals/book/confirm/', { timeout: 30_000 });
  await expect.poll(() => page.getByText('Confirmed, your stay is booked.').count()).toBe(1);
  await expectNoAxeViolations(page, label);
  const line = await page.getByText(/Your booking confirmation is #H-/).textContent();
  return /#(H-\w+)/.exec(line ?? '')?.[1] ?? '';
}
