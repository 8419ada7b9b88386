import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentlySearchedAnswer, RecentlyViewedAnswer } from '@portal/contracts/product-feed';
import { chicagoSearch, createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import type { SignedIn } from './support/test-app.ts';

// Spec §7 productFeed/recentlySearched and recentlyViewed (issue 12): what a signed-in user searched and opened
// lately, recorded by hotels/availability and hotels/shop, newest first, a few of each, per user.

let t: HotelsTestApp;
beforeAll(async () => {
  t = await createHotelsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (session: SignedIn) => ({
  post: (url: string, body: unknown) => t.request('POST', `/api/v0${url}`, { session, body }),
  get: (url: string) => t.request('GET', `/api/v0${url}`, { session }),
});

const searchesOf = async (session: SignedIn) => {
  const res = await as(session).get('/productFeed/recentlySearched');
  expect(res.statusCode).toBe(200);
  return RecentlySearchedAnswer.parse(res.json()).searches;
};
const viewsOf = async (session: SignedIn) => {
  const res = await as(session).get('/productFeed/recentlyViewed');
  expect(res.statusCode).toBe(200);
  return RecentlyViewedAnswer.parse(res.json()).hotels;
};

const shopBody = (lodgingId: string, over: Record<string, unknown> = {}) => ({
  lodgingId,
  fromDate: '2025-06-10',
  untilDate: '2025-06-13',
  adultsCount: 2,
  childrenAges: [],
  roomsCount: 1,
  ...over,
});

describe('GET /productFeed/recentlySearched', () => {
  it('starts empty, records a hotel search with what it was for, and counts the same search once', async () => {
    const user = await t.signedInUser();
    expect(await searchesOf(user)).toEqual([]);

    const body = chicagoSearch({ childrenAges: [7] });
    expect((await as(user).post('/hotels/availability', body)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await as(user).post('/hotels/availability', body)).statusCode).toBe(200);

    const searches = await searchesOf(user);
    expect(searches).toEqual([
      {
        lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
        destination: 'Chicago, IL',
        fromDate: '2025-06-10',
        untilDate: '2025-06-13',
        adultsCount: 2,
        childrenAges: [7],
        roomsCount: 1,
        searchedAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('puts the newest first, names a one-hotel search by the hotel, and skips next pages and map areas', async () => {
    const user = await t.signedInUser();
    await as(user).post('/hotels/availability', chicagoSearch());
    t.clock.advance(1000);
    await as(user).post(
      '/hotels/availability',
      chicagoSearch({ lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_t_lakeshore' } }),
    );
    t.clock.advance(1000);
    await as(user).post('/hotels/availability', chicagoSearch({ page: { offset: 20, limit: 20 } }));
    await as(user).post(
      '/hotels/availability',
      chicagoSearch({ bounds: { south: 41.8, west: -87.7, north: 41.95, east: -87.55 } }),
    );
    const searches = await searchesOf(user);
    expect(searches.map((s) => s.destination)).toEqual(['The Lakeshore Grand', 'Chicago, IL']);
    expect(searches[0]?.lodgingSelection).toEqual({ kind: 'Lodging', lodgingId: 'htl_t_lakeshore' });
  });

  it('keeps the newest six per user and shows nobody else’s', async () => {
    const user = await t.signedInUser();
    const other = await t.signedInUser();
    for (let night = 10; night < 18; night += 1) {
      t.clock.advance(1000);
      await as(user).post(
        '/hotels/availability',
        chicagoSearch({ fromDate: `2025-06-${night}`, untilDate: '2025-06-20' }),
      );
    }
    const searches = await searchesOf(user);
    expect(searches.map((s) => s.fromDate)).toEqual([
      '2025-06-17',
      '2025-06-16',
      '2025-06-15',
      '2025-06-14',
      '2025-06-13',
      '2025-06-12',
    ]);
    expect(await searchesOf(other)).toEqual([]);
  });

  it('refuses a request without a session with 401', async () => {
    const res = await t.request('GET', '/api/v0/productFeed/recentlySearched');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /productFeed/recentlyViewed', () => {
  it('records an opened hotel with its photo, city, stay and the lowest nightly price shown', async () => {
    const user = await t.signedInUser();
    const shop = await as(user).post('/hotels/shop', shopBody('htl_t_lakeshore', { childrenAges: [4] }));
    expect(shop.statusCode).toBe(200);
    const rates = (
      shop.json().rooms as { rates: { perNightSellRate: { fiat: { value: number } } }[] }[]
    ).flatMap((room) => room.rates.map((rate) => rate.perNightSellRate.fiat.value));

    const [view, ...rest] = await viewsOf(user);
    expect(rest).toEqual([]);
    expect(view).toMatchObject({
      lodgingId: 'htl_t_lakeshore',
      name: 'The Lakeshore Grand',
      cityName: 'Chicago, IL',
      photo: { url: '/media/hotels/htl_t_lakeshore.jpg', alt: 'The Lakeshore Grand' },
      fromDate: '2025-06-10',
      untilDate: '2025-06-13',
      adultsCount: 2,
      childrenAges: [4],
      roomsCount: 1,
      viewedAt: t.clock.now().toISOString(),
    });
    expect(view?.priceSeen?.value).toBe(Math.min(...rates));
  });

  it('moves a hotel viewed again to the front with its latest stay, and leaves out stays that have begun', async () => {
    const user = await t.signedInUser();
    await as(user).post('/hotels/shop', shopBody('htl_t_lakeshore'));
    t.clock.advance(1000);
    await as(user).post('/hotels/shop', shopBody('htl_t_loop'));
    t.clock.advance(1000);
    await as(user).post(
      '/hotels/shop',
      shopBody('htl_t_lakeshore', { fromDate: '2025-06-04', untilDate: '2025-06-06' }),
    );
    const views = await viewsOf(user);
    expect(views.map((v) => [v.lodgingId, v.fromDate])).toEqual([
      ['htl_t_lakeshore', '2025-06-04'],
      ['htl_t_loop', '2025-06-10'],
    ]);

    // Three days on, the Lakeshore stay has begun: only the Loop's is still on offer (a new sign-in: the old
    // session has expired by then).
    const today = t.clock.now();
    t.clock.advance(3 * 86_400_000);
    const later = await t.signIn(user.user.email, user.user.password);
    expect((await viewsOf(later)).map((v) => v.lodgingId)).toEqual(['htl_t_loop']);
    t.clock.set(today);
  });

  it('records nothing for an unknown hotel (the page answered 404)', async () => {
    const user = await t.signedInUser();
    expect((await as(user).post('/hotels/shop', shopBody('htl_does_not_exist'))).statusCode).toBe(404);
    expect(await viewsOf(user)).toEqual([]);
  });
});
