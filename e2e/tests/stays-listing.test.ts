import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { addDays } from '@portal/domain/iso-date';
import { utcToday } from '../support/dates.ts';
import { DATE_PICKER_TITLE, pickDay } from '../support/date-picker.ts';

// Spec §2 "Listing details page" on the always-available demo listing (docs/demo-data.md).

async function chooseDates(
  page: Page,
  viewport: ViewportName,
  from: string,
  until: string,
  label: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: DATE_PICKER_TITLE });
  await dialog.waitFor();
  await pickDay(dialog, from);
  await pickDay(dialog, until);
  await expectNoAxeViolations(page, `${label} date picker (${viewport})`);
  await dialog.getByRole('button', { name: viewport === 'mobile' ? 'Search Dates' : 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

function shopUrl(params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `/vacation-rentals/shop/?${query}`;
}

const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])('listing details on %s', (viewport) => {
  test('sections, gallery, date and traveler changes, continue and back links', async () => {
    const { context, page } = await signedInPage(browser(), viewport);

    const from = addDays(utcToday(), 21);
    const until = addDays(from, 4);
    await page.goto(
      shopUrl({
        listingId: 'vr-demo-open',
        fromDate: from,
        untilDate: until,
        adultsCount: '2',
        childrenCount: '0',
        locationName: 'Asheville%252C%2520NC',
      }),
    );
    const booking = page.getByRole('complementary', { name: 'Book this stay' });
    const continueLink = booking.getByRole('link', { name: /^Continue for \$[\d,]+ per night$/ });
    await continueLink.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, `listing page (${viewport})`);

    // Sections in the order of spec §2; optional ones only when their data is there.
    const regions = await page.getByRole('region').evaluateAll((nodes) =>
      nodes.map((n) => {
        const by = n.getAttribute('aria-labelledby');
        return by ? (document.getElementById(by)?.textContent ?? '') : (n.getAttribute('aria-label') ?? '');
      }),
    );
    const expected = [
      'Overview',
      'About this property',
      'Rooms and beds',
      'Amenities and features',
      ...(regions.includes('Customer Reviews') ? ['Customer Reviews'] : []),
      'Location',
      'House rules',
    ];
    expect(regions.filter((name) => expected.includes(name))).toEqual(expected);

    // The gallery comes first and opens the full-screen view of every photo.
    const opener =
      viewport === 'desktop'
        ? page.getByRole('button', { name: /^See all photos \(\d+\)$/ })
        : page.getByRole('button', { name: /^Photo 1 of \d+, open all photos$/ });
    const overview = page.getByRole('region', { name: 'Overview' });
    const galleryFirst = await opener.evaluate(
      (el, other) => Boolean(el.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await overview.elementHandle(),
    );
    expect(galleryFirst).toBe(true);
    const openerName = (await opener.getAttribute('aria-label')) ?? (await opener.textContent()) ?? '';
    const count = /(\d+)/.exec(viewport === 'desktop' ? openerName : openerName.replace(/^Photo 1 of /, ''));
    expect(count).not.toBeNull();
    await opener.click();
    const gallery = page.getByRole('dialog', { name: `All photos (${count?.[1]})` });
    await gallery.waitFor();
    expect(await gallery.getByRole('img').count()).toBe(Number(count?.[1]));
    await expectNoAxeViolations(page, `full-screen gallery (${viewport})`);
    await gallery.getByRole('button', { name: 'Close' }).click();
    await gallery.waitFor({ state: 'detached' });

    // Continue keeps the whole query; Back to results has the double-encoded location.
    const continueHref = (await continueLink.getAttribute('href')) ?? '';
    expect(continueHref.startsWith('/vacation-rentals/book/?')).toBe(true);
    const kept = new URLSearchParams(continueHref.split('?')[1]);
    expect(kept.get('listingId')).toBe('vr-demo-open');
    expect(kept.get('fromDate')).toBe(from);
    expect(kept.get('untilDate')).toBe(until);
    expect(kept.get('adultsCount')).toBe('2');
    expect(kept.get('childrenCount')).toBe('0');
    expect(continueHref).toContain('locationName=Asheville%252C%2520NC');
    const backHref = await page.getByRole('link', { name: 'Back to results' }).getAttribute('href');
    expect(backHref).toBe(
      `/stays/availability/?locationName=Asheville%252C%2520NC&fromDate=${from}&untilDate=${until}` +
        '&adultsCount=2&childrenCount=0',
    );

    // New dates: the URL follows and the listing is shopped again with a new price.
    const totalBefore = await booking
      .getByText(/^\$[\d,]+\.\d\d$/)
      .last()
      .textContent();
    const newFrom = addDays(from, 7);
    const newUntil = addDays(newFrom, 6);
    await booking.getByRole('button', { name: /^Dates: / }).click();
    const reshop = page.waitForResponse(
      (res) => res.url().includes('/homes/shop') && (res.request().postData() ?? '').includes(newUntil),
    );
    await chooseDates(page, viewport, newFrom, newUntil, 'listing');
    await page.waitForURL((url) => url.searchParams.get('untilDate') === newUntil);
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe(newFrom);
    expect((await reshop).ok()).toBe(true);
    await expect
      .poll(
        () =>
          booking
            .getByText(/^\$[\d,]+\.\d\d$/)
            .last()
            .textContent(),
        { timeout: 10_000 },
      )
      .not.toBe(totalBefore);
    await expect
      .poll(async () =>
        new URLSearchParams((await continueLink.getAttribute('href'))?.split('?')[1]).get('untilDate'),
      )
      .toBe(newUntil);

    // One more adult: the listing is shopped again for three.
    await booking.getByRole('button', { name: /^Guests: 2 Travelers/ }).click();
    const travelers = page.getByRole('dialog', { name: 'Edit travelers' });
    await travelers.waitFor();
    await expectNoAxeViolations(page, `travelers editor (${viewport})`);
    const shopForThree = page.waitForResponse(
      (res) => res.url().includes('/homes/shop') && (res.request().postData() ?? '').includes('"adults":3'),
    );
    await travelers.getByRole('button', { name: 'Add one adult' }).click();
    await travelers.getByRole('button', { name: 'Done' }).click();
    await travelers.waitFor({ state: 'detached' });
    expect((await shopForThree).ok()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('adultsCount') === '3');
    await booking.getByRole('button', { name: /^Guests: 3 Travelers/ }).waitFor();
    await continueLink.waitFor();
    await expectNoAxeViolations(page, `listing page after changes (${viewport})`);
    await context.close();
  });
});
