import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser } from '../support/browser.ts';
import { daysFromToday } from '../support/dates.ts';
import { findTripCard } from '../support/trips.ts';

// My trips for hotels: a hotel stay booked through the API (search, shop, quote, main guest, fulfil with the demo
// user's saved card; on the phone a pay-at-hotel rate the card only guarantees) shows in Upcoming Trips; its
// details, receipt and calendar file open; cancelling shows the refund first, then cancels, and the stay moves to
// Past Trips. Each viewport books nights of its own, far enough ahead that free cancellation still applies.

const browser = useBrowser();

type Json = Record<string, unknown>;
type Fiat = { value: number; currencyCode: string; currencySymbol: string };
type Rate = {
  rateId: string;
  tripTotal: { fiat: Fiat };
  paymentTiming: string;
  cancellationPolicy: { freeCancellation: boolean };
};

/** An API call from inside the signed-in page, with the web client's headers (bearer token and CSRF). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
      const token = localStorage.getItem('portal.token');
      if (token) headers.Authorization = `Bearer ${token}`;
      const csrf =
        /(?:^|;\s*)H-Csrf-Token=([^;]+)/.exec(document.cookie)?.[1] ??
        localStorage.getItem('portal.csrfToken');
      if (csrf) headers['H-Csrf-Token'] = decodeURIComponent(csrf);
      const res = await fetch(`/api/v0/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

async function pollUntilDone<T extends Json>(
  page: Page,
  path: string,
  token: string,
  key: string,
): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const answer = await call<T>(page, 'POST', path, { value: token });
    if (answer[key] !== 'Pending') return answer;
    await page.waitForTimeout(500);
  }
  throw new Error(`${path} stayed Pending`);
}

type Timing = 'PayNow' | 'PayLater';

/**
 * Books a Chicago hotel's free-cancellation rate paid now or at the hotel (then a $0 card payment guarantees the
 * room) for [from, until); answers its confirmation code and the hotel's name.
 */
async function bookHotelStay(
  page: Page,
  timing: Timing,
  from: string,
  until: string,
): Promise<{ code: string; name: string }> {
  const stay = { fromDate: from, untilDate: until, adultsCount: 2, childrenAges: [], roomsCount: 1 };
  const found = await call<{ lodgings: { lodgingId: string }[] }>(page, 'POST', 'hotels/availability', {
    lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
    ...stay,
    sortOrder: 'Price',
    filters: { freeCancellation: true },
    page: { offset: 0, limit: 10 },
  });
  let choice: { lodgingId: string; name: string; roomId: string; rate: Rate } | null = null;
  for (const { lodgingId } of found.lodgings) {
    const shop = await call<{ lodging: { name: string }; rooms: { roomId: string; rates: Rate[] }[] }>(
      page,
      'POST',
      'hotels/shop',
      { lodgingId, ...stay },
    );
    for (const room of shop.rooms) {
      const rate = room.rates.find(
        (r) => r.paymentTiming === timing && r.cancellationPolicy.freeCancellation,
      );
      if (rate) choice = { lodgingId, name: shop.lodging.name, roomId: room.roomId, rate };
      if (choice) break;
    }
    if (choice) break;
  }
  if (!choice) throw new Error(`No Chicago hotel has a ${timing} rate with free cancellation for the stay`);

  const schedule = await call<{ value: string }>(page, 'POST', 'purchase/quote/schedule', {
    emailAddress: 'avery@example.test',
    request: {
      type: 'Hotels',
      value: {
        lodgingId: choice.lodgingId,
        roomId: choice.roomId,
        rateId: choice.rate.rateId,
        stayDates: { from, until },
        roomsCount: 1,
        adultsCount: 2,
        childrenAges: [],
        seenPrice: choice.rate.tripTotal.fiat,
        loyaltyNumber: '884120357',
        specialRequests: 'Quiet room away from the elevator, please',
      },
    },
  });
  const quoted = await pollUntilDone<Json>(page, 'purchase/quote/poll', schedule.value, 'QuoteResponse');
  expect(quoted.QuoteResponse, JSON.stringify(quoted)).toBe('Success');
  const quote = (quoted.quote as { value: Json }).value as {
    orderedProductId: string;
    paymentSessionToken: string;
    dueNow: { fiat: Fiat };
  };
  await call(page, 'POST', 'homes/addMainGuest', {
    emailAddress: 'avery@example.test',
    mainGuest: { givenName: 'Avery', surname: 'Morgan', phoneNumber: '2025550143' },
    orderedProductId: quote.orderedProductId,
    paymentSessionToken: quote.paymentSessionToken,
  });
  const cards = await call<{ value: { id: string; last4: string }[] }>(
    page,
    'PUT',
    'payment-methods/list',
    {},
  );
  const card = cards.value.find((c) => c.last4 === '1234') ?? cards.value[0];
  if (!card) throw new Error('The demo user has no saved card');
  const fulfil = await call<{ value: string }>(page, 'POST', 'purchase/fulfill/schedule', {
    quoteToken: { value: schedule.value },
    payments: [{ type: 'UserCard', value: { paymentId: card.id, paymentAmount: quote.dueNow.fiat } }],
    ancillaries: [],
  });
  const booked = await pollUntilDone<Json>(page, 'purchase/fulfill/poll', fulfil.value, 'FulfillResponse');
  expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
  const reservation = (booked.fulfillment as { value: { reservation: { id: { value: string } } } }).value
    .reservation;
  return { code: reservation.id.value, name: choice.name };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/hotels-trips-${name}.png`, fullPage: true });
}

async function journey(
  page: Page,
  viewport: 'desktop' | 'mobile',
  timing: Timing,
  from: string,
  until: string,
) {
  const at = (what: string) => `${what} (${viewport})`;
  const atHotel = timing === 'PayLater';
  const { code, name } = await bookHotelStay(page, timing, from, until);

  // Upcoming Trips lists the hotel stay with its photo, name, dates, room and confirmation.
  await page.goto('/trips');
  const card = await findTripCard(page, code);
  expect(await card.getByText('Confirmed').count()).toBe(1);
  expect(await card.getByText('Hotel', { exact: true }).count()).toBe(1);
  expect(await card.getByRole('link', { name }).count()).toBe(1);
  expect(await card.getByText(atHotel ? 'Pay at the hotel' : 'Total paid').count()).toBe(1);
  await card.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, at('upcoming trips with a hotel'));
  await card.screenshot({ path: `/tmp/hotels-trips-card-${viewport}.png` });

  // Details.
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/trips/hotels/${code}`);
  const room = page.getByRole('region', { name: 'Room and rate' });
  await room.waitFor({ timeout: 15_000 });
  expect(await page.getByRole('heading', { level: 1, name }).count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Guest details' }).getByText('884120357').count()).toBe(1);
  expect(await page.getByRole('link', { name: /View on map/ }).count()).toBe(1);
  expect(
    await page
      .getByRole('region', { name: 'How you paid' })
      .getByText(atHotel ? /ending in 1234 guarantees the room/ : /ending in 1234/)
      .count(),
  ).toBe(1);
  expect(await page.getByRole('region', { name: 'Price breakdown' }).getByText('Trip total').count()).toBe(1);
  expect(await page.title()).toBe(`${name} - Trip details | Card Travel`);
  await expectNoAxeViolations(page, at('hotel trip details'));
  await shoot(page, `details-${viewport}`);

  // The calendar file holds the stay's dates, the hotel and the confirmation code.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`booking-${code}.ics`);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\n`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${until.replace(/-/g, '')}\r\n`);
  expect(ics).toContain(`UID:${code}@card-travel\r\n`);

  // Receipt.
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL((url) => url.pathname === `/trips/hotels/${code}/receipt`);
  await page.getByRole('button', { name: 'Print receipt' }).waitFor();
  expect(await page.getByText(`Confirmation #${code}`, { exact: true }).count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Hotel stay' }).getByText(name).count()).toBe(1);
  await expectNoAxeViolations(page, at('hotel receipt'));
  await shoot(page, `receipt-${viewport}`);
  await page.getByRole('link', { name: 'Back to trip details' }).click();

  // Cancel: the refund shows first, before anything is cancelled.
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Cancel your reservation' }).waitFor({ timeout: 15_000 });
  if (atHotel) {
    expect(await dialog.getByText('Nothing to refund', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Cancelling now is free: the hotel charges nothing.').count()).toBe(1);
  } else {
    expect(await dialog.getByText('Full refund', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Where your refund goes').count()).toBe(1);
  }
  await expectNoAxeViolations(page, at('hotel cancel modal: refund'));
  await shoot(page, `cancel-${viewport}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Cancel this reservation?' }).waitFor();
  await dialog.getByRole('button', { name: 'Yes, cancel reservation' }).click();
  await dialog.getByRole('heading', { name: 'Your reservation is cancelled' }).waitFor({ timeout: 20_000 });
  if (atHotel) {
    const nothing = 'Nothing was charged for this booking, so there is nothing to refund.';
    expect(await dialog.getByText(nothing).count()).toBe(1);
  }
  await expectNoAxeViolations(page, at('hotel cancel modal: success'));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(/This reservation was cancelled/).waitFor();
  expect(await page.getByRole('region', { name: 'Refunds' }).count()).toBe(atHotel ? 0 : 1);
  expect(await page.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
  await expectNoAxeViolations(page, at('cancelled hotel trip'));

  // Past Trips now holds it, cancelled.
  await page.goto('/trips?tab=past');
  const past = await findTripCard(page, code);
  expect(await past.getByText('Cancelled').count()).toBe(1);
  expect(await past.getByText(/^Refunded \$/).count()).toBe(atHotel ? 0 : 1);
}

describe('my trips: hotel stays', () => {
  test('desktop: a stay paid now is listed, opens its details, receipt and calendar file, and cancels with a full refund', async () => {
    const { context, page } = await signedInPage(browser(), 'desktop');
    await journey(page, 'desktop', 'PayNow', daysFromToday(96), daysFromToday(98));
    await context.close();
  });

  test('mobile: a stay paid at the hotel is listed, opens its details, receipt and calendar file, and cancels free', async () => {
    const { context, page } = await signedInPage(browser(), 'mobile');
    await journey(page, 'mobile', 'PayLater', daysFromToday(103), daysFromToday(105));
    await context.close();
  });
});
