// Spec §5 corporate policy through the API: policies/details, the evaluation on hotel results and rates, the
// "In policy" filter, and the checkout's policy validator (a reason is required out of policy, and kept).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBusiness,
  createMembership,
  createPolicyTier,
  samplePolicy,
} from '@portal/db/factories/corporate';
import { chicagoSearch, createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { pollHotelFulfil, readyHotelQuote, type ReadyHotel } from './support/hotels-checkout.ts';
import { card, rowsOf } from './support/purchase-flow.ts';
import type { SignedIn } from './support/test-app.ts';
import { sha256 } from '../src/lib/secrets.ts';

let t: HotelsTestApp;
let corporate: SignedIn & { userId: string };
let tierId: string;

// 3 to 5 stars up to $250 a night: in the hotel world, Loop Budget Inn (2 stars) and The Lakeshore Grand
// ($300 a night) are out; Hilton River North (4 stars, $180) is in.
const policy = {
  ...samplePolicy,
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four', 'Five'], maxPricePerNight: 250 }] },
};

beforeAll(async () => {
  t = await createHotelsTestApp();
  const signed = await t.signedInUser({ tenant: 'capone-corporate' });
  const business = await createBusiness(t.db, { name: 'Acme Policy Co' });
  const tier = await createPolicyTier(t.db, { businessId: business.id, name: 'Tight policy', policy });
  tierId = tier.id;
  await createMembership(t.db, {
    userId: signed.user.id,
    businessId: business.id,
    inUse: true,
    policyTierId: tier.id,
  });
  corporate = { token: signed.token, csrf: signed.csrf, userId: signed.user.id };
});
afterAll(async () => {
  await t?.close();
});

const as = (s: SignedIn) => ({
  get: (url: string) => t.request('GET', `/api/v0${url}`, { session: s }),
  post: (url: string, body: unknown) => t.request('POST', `/api/v0${url}`, { session: s, body }),
});

type Card = { lodgingId: string; policy?: { inPolicy: boolean; violations: string[] } };

describe('GET policies/details', () => {
  it("answers the corporate user's tier, restrictive", async () => {
    const res = await as(corporate).get('/policies/details');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Acme Policy Co',
      isRestrictive: true,
      policyTier: { id: tierId, name: 'Tight policy', hotels: policy.hotels },
    });
  });

  it('answers 404 to a consumer and 401 without a session', async () => {
    expect((await t.get('/policies/details')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/v0/policies/details')).statusCode).toBe(401);
  });
});

describe('hotel shopping', () => {
  it('judges each result card for a corporate traveler, and none for a consumer', async () => {
    const res = await as(corporate).post('/hotels/availability', chicagoSearch());
    expect(res.statusCode, res.body).toBe(200);
    const cards = new Map((res.json().lodgings as Card[]).map((c) => [c.lodgingId, c.policy]));
    expect(cards.get('htl_t_river')).toEqual({ inPolicy: true, violations: [] });
    expect(cards.get('htl_t_loop')).toEqual({
      inPolicy: false,
      violations: ['2-star hotels are not allowed'],
    });
    expect(cards.get('htl_t_lakeshore')?.violations).toContain('Over the $250 nightly cap');

    const consumer = await t.post('/hotels/availability', chicagoSearch());
    expect((consumer.json().lodgings as Card[]).every((c) => c.policy === undefined)).toBe(true);
  });

  it('the "In policy" filter keeps only hotels whose lead rate is in policy', async () => {
    const all = await as(corporate).post('/hotels/availability', chicagoSearch());
    const kept = await as(corporate).post(
      '/hotels/availability',
      chicagoSearch({ filters: { inPolicy: true } }),
    );
    const cards = kept.json().lodgings as Card[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan((all.json().lodgings as Card[]).length);
    expect(cards.every((c) => c.policy?.inPolicy)).toBe(true);
    expect(kept.json().total).toBe(cards.length);
    // A consumer has no policy: the filter changes nothing.
    const consumer = await t.post('/hotels/availability', chicagoSearch({ filters: { inPolicy: true } }));
    expect(consumer.json().total).toBe((await t.post('/hotels/availability', chicagoSearch())).json().total);
  });

  it('judges every rate of the hotel page', async () => {
    const res = await as(corporate).post('/hotels/shop', {
      lodgingId: 'htl_t_loop',
      fromDate: '2025-06-10',
      untilDate: '2025-06-13',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rates = (res.json().rooms as { rates: { policy?: Card['policy'] }[] }[]).flatMap((r) => r.rates);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => r.policy?.violations.includes('2-star hotels are not allowed'))).toBe(true);
  });
});

describe('checkout policy validator', () => {
  const schedule = (ready: ReadyHotel, reason?: string) =>
    as(corporate).post('/purchase/fulfill/schedule', {
      quoteToken: { value: ready.token },
      payments: [card(ready.cardId, ready.dueNowMinor)],
      ancillaries: [],
      ...(reason === undefined ? {} : { corporateOutOfPolicyReason: reason }),
    });
  const checkOf = async (quoteToken: string) => {
    const rows = rowsOf<{ in_policy: boolean; violations: string[]; out_of_policy_reason: string | null }>(
      await t.db.execute(sql`select c.in_policy, c.violations, c.out_of_policy_reason
        from checkout_policy_checks c join bookings b on b.quote_session_id = c.quote_session_id
        where c.user_id = ${corporate.userId} and b.quote_session_id = (
          select id from quote_sessions where token_hash = ${sha256(quoteToken)})`),
    );
    return rows[0];
  };

  it('refuses an out-of-policy booking without a reason, naming the rule', async () => {
    const ready = await readyHotelQuote(t, corporate, corporate.userId, {
      lodgingId: 'htl_t_loop',
      from: '2025-07-01',
      until: '2025-07-03',
    });
    for (const reason of [undefined, '', '   ']) {
      const res = await schedule(ready, reason);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(40010);
      expect(res.json().message).toContain('2-star hotels are not allowed');
      expect(res.json().message).toContain('corporateOutOfPolicyReason');
    }
  });

  it('books it with a reason, and keeps the reason and violations with the booking', async () => {
    const ready = await readyHotelQuote(t, corporate, corporate.userId, {
      lodgingId: 'htl_t_loop',
      from: '2025-07-05',
      until: '2025-07-07',
    });
    const res = await schedule(ready, '  Client site is next door  ');
    expect(res.statusCode, res.body).toBe(200);
    const poll = await pollHotelFulfil(t, corporate, res.json().value);
    expect(poll.FulfillResponse, JSON.stringify(poll)).toBe('Success');
    expect(await checkOf(ready.token)).toEqual({
      in_policy: false,
      violations: ['2-star hotels are not allowed'],
      out_of_policy_reason: 'Client site is next door',
    });
  });

  it('books an in-policy rate without a reason, recorded as in policy', async () => {
    const ready = await readyHotelQuote(t, corporate, corporate.userId, {
      lodgingId: 'htl_t_river',
      from: '2025-07-08',
      until: '2025-07-10',
    });
    const res = await schedule(ready);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pollHotelFulfil(t, corporate, res.json().value)).FulfillResponse).toBe('Success');
    expect(await checkOf(ready.token)).toEqual({
      in_policy: true,
      violations: [],
      out_of_policy_reason: null,
    });
  });
});
