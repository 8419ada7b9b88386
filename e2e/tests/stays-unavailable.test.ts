import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { addDays } from '@portal/domain/iso-date';
import { utcToday } from '../support/dates.ts';
import { DATE_PICKER_TITLE } from '../support/date-picker.ts';

// Spec §8 unavailability reasons on the designated Asheville listings (docs/demo-data.md), spec §2 error modal
// and spec §5 URL date rules.

function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
/** The first date on or after `iso` that falls on `weekday` (0 = Sunday). */
function onOrAfter(iso: string, weekday: number): string {
  return addDays(iso, (weekday - weekdayOf(iso) + 7) % 7);
}
/** The browser's calendar date (the page's "today"), in the context's time zone. */
function browserToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

type Stay = { from: string; until: string; adults?: number; pets?: number };

function shopUrl(listingId: string, stay: Stay): string {
  const pets = stay.pets ? `&petsCount=${stay.pets}` : '';
  return (
    `/vacation-rentals/shop/?listingId=${listingId}&fromDate=${stay.from}&untilDate=${stay.until}` +
    `&adultsCount=${stay.adults ?? 2}&childrenCount=0${pets}&locationName=Asheville%252C%2520NC`
  );
}

const today = utcToday();
// A Wednesday about three weeks out: clear of the booking window, the 60-day block is not involved.
const wednesday = onOrAfter(addDays(today, 21), 3);

type Case = {
  listingId: string;
  stay: Stay;
  title: string;
  subtitle: string | null;
  prompt: 'Change dates' | 'Change travelers';
};

const cases: Case[] = [
  {
    listingId: 'vr-demo-min-stay-7',
    stay: { from: wednesday, until: addDays(wednesday, 3) },
    title: 'Minimum nights stay not met.',
    subtitle: 'Try a longer stay to continue.',
    prompt: 'Change dates',
  },
  {
    listingId: 'vr-demo-max-stay-3',
    stay: { from: wednesday, until: addDays(wednesday, 5) },
    title: 'Max nights stay exceeded.',
    subtitle: 'Try a shorter stay.',
    prompt: 'Change dates',
  },
  {
    listingId: 'vr-demo-max-occupancy-2',
    stay: { from: wednesday, until: addDays(wednesday, 2), adults: 3 },
    title: 'Guest limit exceeded.',
    subtitle: 'Reduce the number of guests.',
    prompt: 'Change travelers',
  },
  {
    listingId: 'vr-demo-no-pets',
    stay: { from: wednesday, until: addDays(wednesday, 2), pets: 1 },
    title: 'Pets not allowed.',
    subtitle: 'Please remove pets.',
    prompt: 'Change travelers',
  },
  {
    // Wednesday check-in, the listing wants Saturday.
    listingId: 'vr-demo-checkin-saturday',
    stay: { from: wednesday, until: addDays(wednesday, 3) },
    title: 'Check-in date is not allowed.',
    subtitle: null,
    prompt: 'Change dates',
  },
  {
    // Checkout on a Friday, the listing wants Saturday.
    listingId: 'vr-demo-checkout-saturday',
    stay: { from: wednesday, until: addDays(wednesday, 2) },
    title: 'Check-out date is not allowed.',
    subtitle: null,
    prompt: 'Change dates',
  },
  {
    listingId: 'vr-demo-blocked-60',
    stay: { from: addDays(today, 10), until: addDays(today, 12) },
    title: 'The dates you have selected are not available.',
    subtitle: null,
    prompt: 'Change dates',
  },
  {
    listingId: 'vr-demo-window-14',
    stay: { from: addDays(today, 5), until: addDays(today, 7) },
    title: 'Listing not available on short notice.',
    subtitle: null,
    prompt: 'Change dates',
  },
];

const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])('unavailable stays on %s', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInPage(browser(), viewport));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test.each(cases)('$listingId says "$title" and prompts "$prompt"', async (c) => {
    await page.goto(shopUrl(c.listingId, c.stay));
    const booking = page.getByRole('complementary', { name: 'Book this stay' });
    const notice = booking.getByRole('alert');
    await notice.waitFor({ timeout: 15_000 });
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(c.title);
    if (c.subtitle) expect(text).toContain(c.subtitle);
    // No way to book, and no price to continue with.
    expect(await booking.getByRole('link', { name: /^Continue/ }).count()).toBe(0);
    if (viewport === 'mobile') {
      // The fixed bottom bar repeats the reason with the same fix.
      const bar = page.getByText(c.title, { exact: true }).last();
      expect(await bar.isVisible()).toBe(true);
    }
    await expectNoAxeViolations(page, `${c.listingId} unavailable (${viewport})`);

    await notice.getByRole('button', { name: c.prompt }).click();
    const editor = page.getByRole('dialog', {
      name: c.prompt === 'Change dates' ? DATE_PICKER_TITLE : 'Edit travelers',
    });
    await editor.waitFor();
    await expectNoAxeViolations(page, `${c.listingId} ${c.prompt} (${viewport})`);
    if (c.listingId === 'vr-demo-no-pets') {
      // The guest change must be able to fix the reason: the pet can be removed. The stepper
      // applies at once (Done only closes), so listen for the new quote before the click.
      const shop = page.waitForResponse(
        (res) =>
          res.url().includes('/homes/shop') &&
          (res.request().postData() ?? '').includes('"petsIncluded":false'),
      );
      await editor.getByRole('button', { name: 'Remove one pet' }).click();
      await editor.getByRole('button', { name: 'Done' }).click();
      await shop;
      await page.waitForURL((url) => !url.searchParams.has('petsCount'));
      await booking.getByRole('link', { name: /^Continue for / }).waitFor();
    } else {
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
    }
  });

  test('a Saturday check-in is bookable at the Saturday-only listing', async () => {
    const saturday = onOrAfter(wednesday, 6);
    await page.goto(shopUrl('vr-demo-checkin-saturday', { from: saturday, until: addDays(saturday, 3) }));
    await page
      .getByRole('complementary', { name: 'Book this stay' })
      .getByRole('link', { name: /^Continue for \$[\d,]+ per night$/ })
      .waitFor({ timeout: 15_000 });
  });
});

describe('listing problems and URL rules', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInPage(browser(), 'desktop'));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('the HTML description is shown as text and its script never runs', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(shopUrl('vr-demo-html-description', { from: wednesday, until: addDays(wednesday, 2) }));
    const about = page.getByRole('region', { name: 'About this property' });
    await about.waitFor({ timeout: 15_000 });
    const text = (await about.textContent()) ?? '';
    expect(text).toContain('Charming bungalow near the River Arts District.');
    expect(text).toContain('Walk to breweries and galleries.');
    expect(text).toContain('Enjoy the porch swing & the mountain air.');
    expect(text).not.toContain('alert(');
    expect(text).not.toContain('<');
    expect(await about.locator('script, b, i, p p').count()).toBe(0);
    expect(await page.locator('body script:not([src]):not([type="module"])').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page, 'html description listing');
  });

  test('a missing listing shows the error modal that leads back to the stays home', async () => {
    await page.goto(shopUrl('vr-does-not-exist', { from: wednesday, until: addDays(wednesday, 2) }));
    const modal = page.getByRole('alertdialog');
    await modal.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'missing listing modal');
    const back = modal.getByRole('link', { name: 'Back to vacation rentals' });
    expect(await back.getAttribute('href')).toBe('/stays/');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/stays/');
  });

  test('a past from-date becomes tomorrow and an until-date not after it becomes from + 2', async () => {
    await page.goto(shopUrl('vr-demo-open', { from: addDays(today, -5), until: addDays(today, -3) }));
    const tomorrow = addDays(browserToday(), 1);
    await page.waitForURL((url) => url.searchParams.get('fromDate') === tomorrow);
    expect(new URL(page.url()).searchParams.get('untilDate')).toBe(addDays(tomorrow, 2));

    await page.goto(shopUrl('vr-demo-open', { from: wednesday, until: wednesday }));
    await page.waitForURL((url) => url.searchParams.get('untilDate') === addDays(wednesday, 2));
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(wednesday);
    await page.goto(shopUrl('vr-demo-open', { from: wednesday, until: addDays(wednesday, -1) }));
    await page.waitForURL((url) => url.searchParams.get('untilDate') === addDays(wednesday, 2));
    await page
      .getByRole('complementary', { name: 'Book this stay' })
      .getByRole('link', { name: /^Continue for / })
      .waitFor({ timeout: 15_000 });
  });
});
