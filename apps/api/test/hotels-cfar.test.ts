// Spec §4 "Hotel refundable-room variants", §5 and §9 hotel cancel for any reason: the details page's variants by
// experiment (older model, V1, off, policy scenario), the variant booked with its premium, and its refund until
// check-in time. Prices: base $200 a night, tax 15%, 3 nights. Non-refundable (x0.9): 540 + 81 = $621, premium
// 12% = 74.52, up to $75 ($25 a night). Flexible paid now (x1.0): 600 + 90 = $690, premium 6% = 41.40, up to $42
// ($14 a night). The non-refundable variant ($696) costs more than the flexible rate ($690).
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { loadConfig } from '../src/config.ts';
import { CFAR_INELIGIBLE_SUPPLIER_ID } from '../src/providers/cfar/cfar-simulator.ts';
import { bookHotel, quoteHotel, readyHotelQuote, type HotelChoice } from './support/hotels-checkout.ts';
import { insertHotel, insertHotelsWorld, roomIds } from './support/hotels-world.ts';
import { PLANS, WORLD_TODAY } from './support/hotels-world-data.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

const NOW = `${WORLD_TODAY}T12:00:00.000Z`;
const CHI = { cityId: 'test_cty_chi', starRating: 4, lat: 41.88, lon: -87.63, baseMinor: 200_00 };
const FLEX_NOW = {
  ...PLANS.FLEXIBLE,
  suffix: 'flexnow',
  paymentTiming: 'PayNow',
  nightlySupplementMinor: 0,
} as const;
const HOTEL = 'htl_c_cover';
const king = roomIds(HOTEL).king;
const EMAILS = {
  v1: 'cfar-v1@example.test',
  off: 'cfar-off@example.test',
  noScenario: 'cfar-no-scenario@example.test',
};

let t: TestApp;
let dir: string;
const users: Record<'older' | keyof typeof EMAILS, SignedIn> = {} as never;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cfar-experiments-'));
  const file = join(dir, 'experiments.json');
  await copyFile(loadConfig({}).experimentsFile, file);
  const json = JSON.parse(await readFile(file, 'utf8'));
  json.experiments['hotel-refundable-rooms'].overrides = { [EMAILS.v1]: 'v1', [EMAILS.off]: 'control' };
  json.experiments['hotel-cfar-policy-scenario'].overrides = { [EMAILS.noScenario]: 'control' };
  await writeFile(file, JSON.stringify(json));
  // Sessions last a month: a test moves the clock to the check-in day.
  t = await createTestApp({
    now: NOW,
    config: { experimentsFile: file, sessionTtlMinutes: 30 * 24 * 60 },
  });
  await insertHotelsWorld(t.db);
  const plans = [PLANS.NON_REFUNDABLE, FLEX_NOW];
  await insertHotel(t.db, { ...CHI, id: HOTEL, name: 'Covered Lakeside Hotel', plans });
  await insertHotel(t.db, {
    ...CHI,
    id: 'htl_c_nocover',
    name: 'Uncovered Hotel',
    plans,
    supplierId: CFAR_INELIGIBLE_SUPPLIER_ID,
  });
  users.older = await t.signedInUser();
  for (const [key, email] of Object.entries(EMAILS)) {
    users[key as keyof typeof EMAILS] = await t.signedInUser({ email });
  }
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function kingRates(session: SignedIn, over: Record<string, unknown> = {}, lodgingId = HOTEL) {
  const res = await t.request('POST', '/api/v0/hotels/shop', {
    session,
    body: {
      lodgingId,
      fromDate: '2025-06-10',
      untilDate: '2025-06-13',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return HotelShopAnswer.parse(res.json()).rooms.find((r) => r.roomId === roomIds(lodgingId).king)!.rates;
}
/** Each rate as 'rateId' or 'rateId+cfar' with its trip total, in order. */
const shape = (rates: Awaited<ReturnType<typeof kingRates>>) =>
  rates.map(
    (r) => `${r.rateId.replace(/^.*_king_/, '')}${r.isDefault ? '' : '+cfar'} ${r.tripTotal.fiat.value}`,
  );

describe('hotels/shop: refundable variants by experiment', () => {
  it('older model with the policy scenario: no variant for the non-refundable rate (the flexible rate costs less than it), one for the flexible rate', async () => {
    expect(shape(await kingRates(users.older))).toEqual(['nr 621', 'flexnow 690', 'flexnow+cfar 732']);
  });

  it('older model without the policy scenario: nothing after a non-refundable rate was seen', async () => {
    expect(shape(await kingRates(users.noScenario))).toEqual(['nr 621', 'flexnow 690']);
  });

  it('V1: a variant beside each rate whose quote overrides the filtering (the non-refundable one), with the spec §3 fields', async () => {
    const rates = await kingRates(users.v1);
    expect(shape(rates)).toEqual(['nr 621', 'nr+cfar 696', 'flexnow 690']);
    const [base, variant] = rates;
    expect(base!.isDefault).toBe(true);
    expect(base!.quoteId).toBeUndefined();
    expect(variant).toMatchObject({
      rateId: `${king}_nr`,
      isDefault: false,
      sellRate: { fiat: { value: 540 } },
      total: { fiat: { value: 696 } },
      payNow: { value: 696 },
      perNightSellRate: { fiat: { value: 205 } },
      premiumPrices: { fiat: { value: 75 } },
      premiumPricesPerNight: { fiat: { value: 25 } },
      coveragePercentage: 80,
      coverageAmount: { value: 496.8 },
      pricingDescription:
        'Cancel for any reason until check-in and get 80% back ($496.80) for $25 per night.',
      additionalInfo: { shouldRefundCfarPremium: false },
      refundPolicy: 'NonRefundable',
    });
    expect(variant!.quoteId).toMatch(/^cfq_[0-9a-f]{20}$/);
    expect(variant!.cancellationPolicy.description).toBe(
      'Cancel for any reason until check-in at Tue, Jun 10, 2025, 3:00 PM (hotel time) and get 80% back ($496.80). Non-refundable',
    );
    // The same stay quoted again is the same quote.
    expect((await kingRates(users.v1))[1]!.quoteId).toBe(variant!.quoteId);
  });

  it('no variants when refundable rooms are off, for an ineligible partner answer, or for a stay within 48 hours', async () => {
    expect(shape(await kingRates(users.off))).toEqual(['nr 621', 'flexnow 690']);
    expect(shape(await kingRates(users.v1, {}, 'htl_c_nocover'))).toEqual(['nr 621', 'flexnow 690']);
    const soon = await kingRates(users.v1, { fromDate: '2025-06-03', untilDate: '2025-06-04' });
    expect(soon.every((r) => r.isDefault)).toBe(true);
  });
});

const coveredChoice = (from: string, until: string): HotelChoice => ({
  lodgingId: HOTEL,
  plan: 'nr',
  from,
  until,
  refundable: true,
  seenMinor: 696_00,
});

async function cancelQuote(session: SignedIn, code: string) {
  const res = await t.request('POST', '/api/v0/hotels/cancel/quote', {
    session,
    body: { reservationId: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the refundable variant booked and cancelled', () => {
  it('quotes the premium in the total, books it and records the cover; cancelling before check-in refunds 80% of the room', async () => {
    const s = await t.signedInUser();
    const ready = await readyHotelQuote(t, s, s.user.id, coveredChoice('2025-06-10', '2025-06-13'));
    const quote = ready.poll.quote!.value;
    expect(ready.dueNowMinor).toBe(696_00);
    expect(quote.priceChange).toBeNull();
    expect(quote.rate).toMatchObject({ isDefault: false, premiumPrices: { fiat: { value: 75 } } });
    const booked = await bookHotel(t, s, ready);
    expect(booked.FulfillResponse, JSON.stringify(booked)).toBe('Success');
    const code = booked.fulfillment!.value.reservation.id.value;
    expect(booked.fulfillment!.value.reservation.total.value).toBe(696);
    const rows = rowsOf<Record<string, unknown>>(
      await t.db
        .execute(sql`select c.premium_minor, c.coverage_percentage, c.should_refund_premium, c.quote_id
        from hotel_cfar_purchases c join bookings b on b.id = c.booking_id where b.confirmation_code = ${code}`),
    );
    expect(rows).toEqual([
      {
        premium_minor: 75_00,
        coverage_percentage: 80,
        should_refund_premium: false,
        quote_id: quote.rate.quoteId,
      },
    ]);

    // The confirmation email states the cover and its premium before the rate's own terms.
    const outbox = JSON.stringify((await t.request('GET', '/api/v0/outbox', { session: s })).json());
    expect(outbox).toContain('Total paid: $696.00');
    expect(outbox).toContain(
      'Cancellation policy: Cancel for any reason until check-in at Tue, Jun 10, 2025, 3:00 PM (hotel time) and get 80% back ($496.80). Premium paid: $75.00. Non-refundable',
    );

    // Non-refundable rate: without the cover nothing would come back; with it, 80% of $621.
    const cancel = await cancelQuote(s, code);
    expect(cancel).toMatchObject({ refundKind: 'Partial', refund: { fiat: { value: 496.8 } } });
    expect(cancel.policy.description).toMatch(
      /^Cancel for any reason until check-in at Tue, Jun 10, 2025, 3:00 PM/,
    );
    const confirm = await t.request('POST', '/api/v0/hotels/cancel/confirm', {
      session: s,
      body: { reservationId: code, quoteId: cancel.quoteId },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().refund.fiat.value).toBe(496.8);
  });

  it('on the check-in day the cover refunds until check-in time (3:00 PM in Chicago, 20:00 UTC) and not after', async () => {
    const s = await t.signedInUser();
    const ready = await readyHotelQuote(t, s, s.user.id, coveredChoice('2025-06-20', '2025-06-23'));
    const code = (await bookHotel(t, s, ready)).fulfillment!.value.reservation.id.value;
    try {
      t.clock.set('2025-06-20T19:59:00Z');
      expect(await cancelQuote(s, code)).toMatchObject({
        refundKind: 'Partial',
        refund: { fiat: { value: 496.8 } },
      });
      t.clock.set('2025-06-20T20:00:00Z');
      expect(await cancelQuote(s, code)).toMatchObject({
        refundKind: 'None',
        refund: { fiat: { value: 0 } },
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses the variant of a rate the partner does not cover, and of a pay-at-hotel rate', async () => {
    const s = await t.signedInUser();
    const uncovered = await quoteHotel(t, s, {
      ...coveredChoice('2025-06-10', '2025-06-13'),
      lodgingId: 'htl_c_nocover',
    });
    expect(uncovered.poll.QuoteResponse).toBe('Failure');
    expect(JSON.stringify(uncovered.poll)).toContain(
      'Cancel for any reason is no longer available for this rate',
    );
    const payLater = await quoteHotel(t, s, {
      lodgingId: 'htl_t_river',
      plan: 'flex',
      refundable: true,
      from: '2025-06-10',
      until: '2025-06-13',
    });
    expect(payLater.poll.QuoteResponse).toBe('Failure');
  });
});
