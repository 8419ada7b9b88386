import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addDays } from '@portal/domain/iso-date';
import {
  baseUrl,
  expectNoAxeViolations,
  type ViewportName,
  signedInPage,
  useBrowser,
} from '../support/browser.ts';
import { utcToday } from '../support/dates.ts';

// Issue 10 "Maps without geography": the offline basemap under every map, clustered pins, "Search this area" on
// the results map, and the listing's Location map with its 500 m circle, reached from the Location tab.

const browser = useBrowser();

/** Every request the page makes goes to the portal itself: the basemap needs no network. */
function watchOrigins(page: Page): string[] {
  const outside: string[] = [];
  const own = new URL(baseUrl()).origin;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== own) outside.push(req.url());
  });
  return outside;
}

/** The offline basemap has drawn: its land canvas and at least one place name. */
async function expectBasemap(map: ReturnType<Page['locator']>): Promise<void> {
  await map.locator('.leaflet-basemap-fill-pane canvas').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => map.locator('.basemap-city').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

const from = addDays(utcToday(), 21);
const until = addDays(from, 4);
const resultsPath =
  `/stays/availability/?locationName=Asheville%252C%2520NC&fromDate=${from}&untilDate=${until}` +
  '&adultsCount=2&childrenCount=0&sortOrder=Recommended';

describe.each<ViewportName>(['desktop', 'mobile'])('maps on %s', (viewport) => {
  test('results map: real geography, clustered pins, "Search this area" and back to the whole place', async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    const outside = watchOrigins(page);
    await page.goto(resultsPath);
    await page.getByRole('article').first().waitFor({ timeout: 15_000 });
    const summary = page.getByText(/^\d+ homes? ·/);
    const placeTotal = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of vacation rentals' });
    await map.waitFor({ timeout: 15_000 });
    await expectBasemap(map);

    // Pins and clusters are buttons with names that say what they are.
    const pins = map.getByRole('button', { name: /per night$/ });
    const clusters = map.getByRole('button', { name: /homes here/ });
    await expect.poll(async () => (await pins.count()) + (await clusters.count())).toBeGreaterThan(0);
    expect(await map.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    await expectNoAxeViolations(page, `results map (${viewport})`);

    // A cluster opens by zooming in, which is a move of the user's: the map offers to search there.
    const searchArea = map.getByRole('button', { name: 'Search this area' });
    if ((await clusters.count()) > 0) {
      // Enter on the focused cluster zooms in until its homes separate: the bubble itself goes away.
      const bubble = await clusters.first().elementHandle();
      await clusters.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => bubble?.evaluate((el) => el.isConnected)).toBe(false);
    } else {
      await map.getByRole('button', { name: 'Zoom in' }).click();
    }
    await searchArea.waitFor();

    // Zoomed out to the whole region, the area holds at least every home of the place.
    for (let i = 0; i < 4; i += 1) {
      await map.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForTimeout(350);
    }
    await expectNoAxeViolations(page, `results map moved (${viewport})`);
    const searched = page.waitForResponse((res) => res.url().includes('/homes/availability') && res.ok());
    await searchArea.click();
    const request = (await searched).request().postDataJSON() as { area?: Record<string, number> };
    expect(request.area).toBeDefined();
    expect(request.area!.south).toBeLessThan(35.55);
    expect(request.area!.north).toBeGreaterThan(35.65);
    const area = new URL(page.url()).searchParams.get('area');
    expect(area?.split(',').map(Number)).toEqual(
      ['south', 'west', 'north', 'east'].map((k) => Math.round(request.area![k]! * 1e5) / 1e5),
    );
    await page.getByText('Showing homes in the map area.').waitFor();
    expect(await searchArea.count()).toBe(0);
    await expect
      .poll(async () => Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]))
      .toBeGreaterThanOrEqual(placeTotal);
    await expectNoAxeViolations(page, `results of the map area (${viewport})`);

    await page.getByRole('button', { name: 'Show all of Asheville, NC' }).click();
    await page.waitForURL((u) => !u.searchParams.has('area'));
    await expect.poll(() => summary.textContent()).toMatch(new RegExp(`^${placeTotal} homes`));
    expect(outside).toEqual([]);
    await context.close();
  });

  test('listing: the Location map shows the area with its 500 m circle; the Location tab highlights it', async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    const outside = watchOrigins(page);
    await page.goto(
      `/vacation-rentals/shop/?listingId=vr-demo-open&fromDate=${from}&untilDate=${until}&adultsCount=2`,
    );
    await page.getByRole('complementary', { name: 'Book this stay' }).waitFor({ timeout: 15_000 });
    const section = page.getByRole('region', { name: 'Location' });
    if (viewport === 'desktop') {
      const tab = page
        .getByRole('navigation', { name: 'Listing sections' })
        .getByRole('link', { name: 'Location' });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('location');
      await expect.poll(() => section.getAttribute('data-highlighted')).toBe('true');
      expect(await section.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2))
        .toBe(true);
    } else {
      await section.scrollIntoViewIfNeeded();
    }
    const map = section.getByLabel('Map of Asheville, NC');
    await map.waitFor({ timeout: 15_000 });
    await expectBasemap(map);
    // The circle: an SVG path about 2 x 500 m across at zoom 13 (about 65 px at Asheville's latitude).
    const circle = map.locator('.leaflet-overlay-pane path');
    await circle.waitFor();
    const box = await circle.boundingBox();
    expect(box?.width).toBeGreaterThan(55);
    expect(box?.width).toBeLessThan(75);
    await expectNoAxeViolations(page, `listing location (${viewport})`);
    if (viewport === 'desktop') {
      // The highlight is a moment's, not a lasting state.
      await expect.poll(() => section.getAttribute('data-highlighted'), { timeout: 5_000 }).toBeNull();
    }
    expect(outside).toEqual([]);
    await context.close();
  });
});
