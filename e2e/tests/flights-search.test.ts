import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { pickDay } from '../support/date-picker.ts';
import { daysFromToday } from '../support/dates.ts';
import { typeUntilListed } from '../support/autocomplete.ts';
import { KeyboardAudit, expectFocused } from '../support/keyboard.ts';
import { chooseFirstFlight, reachReview } from '../support/flights.ts';

// Issue 13: the flights home's search, through the funnel (prediction when there is one, choose each flight, fare
// details) to the review of the re-priced itinerary, for each trip type on desktop and phone, and once with the
// keyboard alone. Every screen is scanned with axe.

const browser = useBrowser();

/** The open autocomplete, scanned without aria-hidden-focus (react-aria hides the page behind it by design). */
async function expectNoAutocompleteViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(['aria-hidden-focus'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** Types a code into the nth From or To field and picks the airport with that code. */
async function pickAirport(page: Page, label: 'From' | 'To', index: number, code: string, scan?: string) {
  const field = page.getByRole('combobox', { name: label }).nth(index);
  const option = page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first();
  await typeUntilListed(field, code, option);
  if (scan) await expectNoAutocompleteViolations(page, scan);
  // The keyboard picks it: on a phone the list's popover is still settling under the field when it appears. The
  // focused field gets the keys: while the list is open react-aria hides the rest of the form (aria-hidden), so
  // `nth(index)` no longer finds the second flight's field until the list closes.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toContain(`(${code})`);
}

async function pickDate(page: Page, button: Locator, iso: string) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await pickDay(dialog, iso);
  await dialog.waitFor({ state: 'detached' });
}

/** From the prediction step (or straight past it) to the first choose step. */
async function pastPrediction(page: Page, label: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/flights/shop/'));
  const seeFlights = page.getByRole('link', { name: 'See flights' });
  const list = page.getByRole('article').first();
  // The first search of a day makes the simulator build that day's schedule: seconds on a loaded machine.
  await Promise.race([seeFlights.waitFor({ timeout: 90_000 }), list.waitFor({ timeout: 90_000 })]);
  if (await seeFlights.isVisible()) {
    await expectNoAxeViolations(page, `price prediction (${label})`);
    await seeFlights.click();
  }
  await page.waitForURL((url) => url.pathname === '/flights/shop/departure/');
}

describe.each<ViewportName>(['desktop', 'mobile'])('flight search on %s', (viewport) => {
  test('one way: JFK to LAX, sorted by price, to the review', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    await page.goto('/flights/');
    await page.getByRole('button', { name: 'Search flights' }).waitFor();
    await expectNoAxeViolations(page, `flights home (${viewport})`);
    await page.getByRole('radio', { name: 'One way' }).check({ force: true });
    await pickAirport(page, 'From', 0, 'JFK', `airport autocomplete (${viewport})`);
    await pickAirport(page, 'To', 0, 'LAX');
    await pickDate(page, page.getByRole('button', { name: /^Depart/ }), daysFromToday(40));
    await page.getByRole('button', { name: 'Search flights' }).click();
    await pastPrediction(page, `one way, ${viewport}`);
    const params = new URL(page.url()).searchParams;
    expect(params.getAll('from')).toEqual(['JFK']);
    expect(params.get('date')).toBe(daysFromToday(40));

    await page.getByRole('article').first().waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price');
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      // A click, not check(): the radio follows the URL, which the router updates a moment later.
      await page.getByRole('radio', { name: '1 stop or fewer' }).click();
      await expectNoAxeViolations(page, `flight filters drawer (${viewport})`);
      await page.getByRole('button', { name: /^Show \d+ flights?$/ }).click();
    } else await page.getByRole('radio', { name: '1 stop or fewer' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stops')).toBe('oneOrLess');
    await chooseFirstFlight(page, `departures (${viewport})`);
    await reachReview(page, `one way, ${viewport}`);

    // Back walks the funnel with its state: the fare details, then the sorted and filtered list.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/flights/shop/fare-details/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/flights/shop/departure/');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');
    await context.close();
  });

  test('round trip: departure, return, fare details and review', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    await page.goto('/flights/');
    await pickAirport(page, 'From', 0, 'ORD');
    await pickAirport(page, 'To', 0, 'ATL');
    await pickDate(page, page.getByRole('button', { name: /^Depart/ }), daysFromToday(50));
    await pickDate(page, page.getByRole('button', { name: /^Return/ }), daysFromToday(55));
    await page.getByRole('button', { name: /^Passengers/ }).click();
    await page.getByRole('button', { name: 'Add one adult' }).click();
    await page.getByRole('button', { name: 'Add one infant on lap' }).click();
    await expectNoAxeViolations(page, `passengers (${viewport})`);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search flights' }).click();
    await pastPrediction(page, `round trip, ${viewport}`);
    await chooseFirstFlight(page, `departures, round trip (${viewport})`);
    await page.waitForURL((url) => url.pathname === '/flights/shop/return/');
    await page.getByRole('heading', { name: 'Choose your return flight' }).waitFor();
    await chooseFirstFlight(page, `returns (${viewport})`);
    await reachReview(page, `round trip, ${viewport}`);
    await expect.poll(() => page.getByRole('heading', { name: /^(Departure|Return):/ }).count()).toBe(2);
    await context.close();
  });

  test('multi-city: three flights to the review', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    await page.goto('/flights/');
    await page.getByRole('radio', { name: 'Multi-city' }).check({ force: true });
    await page.getByRole('button', { name: 'Add a flight' }).click();
    await expectNoAxeViolations(page, `multi-city form (${viewport})`);
    const route = [
      ['SFO', 'SEA', 30],
      ['SEA', 'DEN', 33],
      ['DEN', 'SFO', 37],
    ] as const;
    for (const [i, [from, to, days]] of route.entries()) {
      if (i === 0) await pickAirport(page, 'From', i, from);
      await pickAirport(page, 'To', i, to);
      if (i < 2)
        await expect
          .poll(() =>
            page
              .getByRole('combobox', { name: 'From' })
              .nth(i + 1)
              .inputValue(),
          )
          .toContain(to);
      await pickDate(page, page.getByRole('button', { name: /^Depart/ }).nth(i), daysFromToday(days));
    }
    await page.getByRole('button', { name: 'Search flights' }).click();
    await pastPrediction(page, `multi-city, ${viewport}`);
    await chooseFirstFlight(page, `flight 1 (${viewport})`);
    await page.waitForURL((url) => url.pathname === '/flights/shop/flight/2/');
    await chooseFirstFlight(page, `flight 2 (${viewport})`);
    await page.waitForURL((url) => url.pathname === '/flights/shop/flight/3/');
    await chooseFirstFlight(page, `flight 3 (${viewport})`);
    await reachReview(page, `multi-city, ${viewport}`);
    await context.close();
  });
});

describe('keyboard-only flight search (desktop)', () => {
  test('search, choose and compare fares with the keyboard alone', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    const audit = new KeyboardAudit(page);
    await page.goto('/flights/');
    // The trip type is a radio group: arrows move and check (Round trip is checked at first).
    const roundTrip = page.getByRole('radio', { name: 'Round trip' });
    await roundTrip.waitFor();
    await roundTrip.focus();
    await audit.press('ArrowLeft', 'trip type');
    await expectFocused(page.getByRole('radio', { name: 'One way' }), 'One way');
    await expect.poll(() => page.getByRole('radio', { name: 'One way' }).isChecked()).toBe(true);
    await audit.tabTo(page.getByRole('combobox', { name: 'From' }), 'to From');
    await page.keyboard.type('JFK');
    await page
      .getByRole('option', { name: /\(JFK\)/ })
      .first()
      .waitFor();
    await audit.press('ArrowDown', 'From suggestions');
    await audit.press('Enter', 'From suggestions');
    await audit.tabTo(page.getByRole('combobox', { name: 'To' }), 'to To');
    await page.keyboard.type('LAX');
    await page
      .getByRole('option', { name: /\(LAX\)/ })
      .first()
      .waitFor();
    await audit.press('ArrowDown', 'To suggestions');
    await audit.press('Enter', 'To suggestions');
    await audit.tabTo(page.getByRole('button', { name: /^Depart/ }), 'to Depart');
    await audit.press('Enter', 'open the calendar');
    await page.getByRole('dialog').waitFor();
    // Today is focused: a week on, then pick it.
    await audit.press('ArrowDown', 'calendar');
    await audit.press('ArrowDown', 'calendar');
    await audit.check('calendar');
    // Enter closes the calendar; focus returns to Depart once it has gone (checked below), so the audit does not
    // look at the instant between the two.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectFocused(page.getByRole('button', { name: /^Depart/ }), 'Depart gets focus back');
    await audit.tabTo(page.getByRole('button', { name: 'Search flights' }), 'to Search flights');
    await audit.press('Enter', 'search');
    await page.waitForURL((url) => url.pathname.startsWith('/flights/shop/'));
    const seeFlights = page.getByRole('link', { name: 'See flights' });
    await Promise.race([
      seeFlights.waitFor({ timeout: 90_000 }),
      page.getByRole('article').first().waitFor({ timeout: 90_000 }),
    ]);
    if (await seeFlights.isVisible()) {
      await seeFlights.focus();
      await audit.press('Enter', 'see flights');
    }
    const fares = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /fares?$/ });
    await fares.waitFor();
    await fares.focus();
    await audit.press('Enter', 'open fares');
    await audit.tabTo(page.getByRole('button', { name: /^Choose / }).first(), 'to the first fare');
    await audit.press('Enter', 'choose the fare');
    await page.waitForURL((url) => url.pathname === '/flights/shop/fare-details/');
    const checked = page.getByRole('radio', { checked: true }).first();
    await checked.waitFor();
    await checked.focus();
    await audit.press('ArrowRight', 'fare shelves');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('shelf')).not.toEqual([]);
    const review = page.getByRole('link', { name: 'Review itinerary' });
    await review.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/flights/shop/review/');
    await page.getByRole('heading', { name: 'Review your trip' }).waitFor();
    // The link is gone with the page it was on: focus moves to the new page's content, never left on <body>.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName))
      .not.toBe('BODY');
    await audit.check('review');
    await expectNoAxeViolations(page, 'review (keyboard)');
    audit.expectClean();
    await context.close();
  });
});
