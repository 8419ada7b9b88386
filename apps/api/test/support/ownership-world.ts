/**
 * The world of the ownership abuse tests (Issue 6 "Abuse"): users A and B, each with a traveler, a card, a
 * rewards account, an offer and wallet credit; A's booked stay (its fulfil token and reservation) and a second
 * quote of A's ready to book. `attack` has the attacker call a route with A's thing and records the route as
 * covered; `snapshotOfA` is everything of A those calls could touch, as A reads it.
 */
import { expect } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createTraveler } from '@portal/db/factories/travelers';
import { createWalletEntry, createWalletOffer } from '@portal/db/factories/wallet';
import { appRoutes } from './route-inventory.ts';
import { addAccount } from './rewards-accounts.ts';
import { book, card, readyQuote, scheduleFulfil, stayFor, TODAY } from './purchase-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './test-app.ts';

export type Owner = SignedIn & {
  userId: string;
  travelerId: string;
  paymentId: string;
  rewardsRef: string;
  offerId: string;
};
export type Quote = {
  token: string;
  orderedProductId: string;
  paymentSessionToken: string;
  totalMinor: number;
};
type Method = 'GET' | 'PUT' | 'POST';

export class OwnershipWorld {
  /** Who attacks: B, or the demo corporate admin (who may see its company users' travelers, not others'). */
  attacker: SignedIn;
  /** Routes the cases have attacked (served or not yet). */
  readonly covered = new Set<string>();

  private constructor(
    readonly t: TestApp,
    readonly served: Set<string>,
    readonly a: Owner,
    readonly b: Owner,
    readonly corporateAdmin: SignedIn,
    public aQuote: Quote,
    readonly aFulfilToken: string,
    readonly aReservationId: string,
  ) {
    this.attacker = b;
  }

  static async create(): Promise<OwnershipWorld> {
    const t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 12, today: TODAY } });
    const served = new Set(appRoutes(t.app).map((r) => r.key));
    const a = await owner(t, 'Alice');
    const b = await owner(t, 'Bruno');
    const booked = await quoteOf(t, a, 0);
    const scheduled = await scheduleFulfil(t, a, booked.token, [card(a.paymentId, booked.totalMinor)]);
    const done = await book(t, a, booked.token, [card(a.paymentId, booked.totalMinor)]);
    expect(done.FulfillResponse, JSON.stringify(done)).toBe('Success');
    const reservationId = done.fulfillment?.value.reservation.id.value ?? '';
    const aQuote = await quoteOf(t, a, 1);
    const corporateAdmin = await t.signIn('corp-admin@demo.test', 'travel-demo');
    return new OwnershipWorld(t, served, a, b, corporateAdmin, aQuote, scheduled.json().value, reservationId);
  }

  /** A quote of a stay of its own (`n`, stayFor) with its main guest: ready to book. */
  quoteOf(s: SignedIn, n: number): Promise<Quote> {
    return quoteOf(this.t, s, n);
  }

  /** Everything of A that B's attempts could touch, as A reads it. */
  async snapshotOfA() {
    const read = async (method: Method, url: string, body?: unknown) => {
      const res = await this.t.request(method, url, {
        session: this.a,
        ...(body === undefined ? {} : { body }),
      });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const optional = (key: string, method: Method, url: string, body?: unknown) =>
      this.served.has(key) ? read(method, url, body) : Promise.resolve('route not served yet');
    return {
      travelers: await read('PUT', '/api/v0/travelers/list', {}),
      passengers: await optional('GET /api/v0/passengers', 'GET', '/api/v0/passengers?includeHidden=true'),
      cards: await read('PUT', '/api/v0/payment-methods/list', {}),
      rewards: await read('PUT', '/api/v0/rewards/accounts', {}),
      wallet: await read('GET', '/api/v0/wallet/details'),
      walletHistory: await read('GET', '/api/v0/wallet/history'),
      quote: await read('POST', '/api/v0/purchase/quote/poll', { value: this.aQuote.token }),
      fulfil: await read('POST', '/api/v0/purchase/fulfill/poll', { value: this.aFulfilToken }),
      trips: await optional('PUT /api/v0/itinerary/list', 'PUT', '/api/v0/itinerary/list', {}),
      trip: await optional(
        'GET /api/v0/itinerary/homes/:reservationId',
        'GET',
        `/api/v0/itinerary/homes/${this.aReservationId}`,
      ),
    };
  }

  /** The attacker calls the route with A's thing; the answer must be one of `refusals` (404 unless said otherwise). */
  async attack(key: string, options: { url?: string; body?: unknown }, refusals: number[] = [404]) {
    this.covered.add(key);
    if (!this.served.has(key)) return;
    const [method, path] = key.split(' ') as [Method, string];
    const res = await this.t.request(method, options.url ?? path, {
      session: this.attacker,
      ...(options.body === undefined ? {} : { body: options.body }),
    });
    expect
      .soft(refusals, `${key} by B with A's ids: ${res.statusCode} ${res.body}`)
      .toContain(res.statusCode);
    expect.soft(res.json().code, key).toEqual(expect.any(Number));
  }
}

async function owner(t: TestApp, name: string): Promise<Owner> {
  const s = await t.signedInUser({ firstName: name });
  const traveler = await createTraveler(t.db, s.user.id, { givenName: name });
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const rewardsRef = await addAccount(t, { userId: s.user.id, ledger: [500_000] });
  const offer = await createWalletOffer(t.db, s.user.id, { expiresAt: new Date('2026-01-01T00:00:00Z') });
  await createWalletEntry(t.db, s.user.id, { amountMinor: 50_000 });
  return {
    token: s.token,
    csrf: s.csrf,
    userId: s.user.id,
    travelerId: traveler.id,
    paymentId: cardRow.id,
    rewardsRef,
    offerId: offer.id,
  };
}

async function quoteOf(t: TestApp, s: SignedIn, n: number): Promise<Quote> {
  const quoted = await readyQuote(t, s, stayFor(n));
  const value = quoted.poll.quote?.value;
  if (!value) throw new Error('no quote');
  return {
    token: quoted.token,
    orderedProductId: value.orderedProductId,
    paymentSessionToken: value.paymentSessionToken,
    totalMinor: quoted.totalMinor,
  };
}

/**
 * The routes abuse-ownership-account.test.ts attacks (A's travelers, cards, rewards and flight watch); the
 * coverage check of abuse-ownership.test.ts counts them as covered.
 */
export const ACCOUNT_ROUTES = [
  'PUT /api/v0/travelers/update',
  'POST /api/v0/travelers/delete',
  'PUT /api/v0/passengers',
  'PUT /api/v0/passengers/assign_default',
  'PUT /api/v0/passengers/hide',
  'PUT /api/v0/passengers/show',
  'POST /api/v0/payment-methods/get',
  'POST /api/v0/payment-methods/delete',
  'PUT /api/v0/rewards/convert/productToEarn',
  'PUT /api/v0/rewards/convert/redeem/rewardsToUsd',
  'POST /api/v0/flights/watch/delete',
] as const;
