/** A test app with the hotel world and a signed-in session, for the hotels shop tests. */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type SignedIn, type TestApp, type TestAppOptions } from './test-app.ts';
import { insertHotelsWorld } from './hotels-world.ts';
import { WORLD_TODAY } from './hotels-world-data.ts';

export type HotelsTestApp = TestApp & {
  session: SignedIn;
  post: (url: string, body: unknown) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
};

export async function createHotelsTestApp(options: TestAppOptions = {}): Promise<HotelsTestApp> {
  const t = await createTestApp({ now: `${WORLD_TODAY}T12:00:00Z`, ...options });
  await insertHotelsWorld(t.db);
  const session = await t.signedInUser();
  return {
    ...t,
    session,
    post: (url, body) => t.request('POST', `/api/v0${url}`, { session, body }),
    get: (url) => t.request('GET', `/api/v0${url}`, { session }),
  };
}

/** A search of Chicago for 3 nights, 2 adults, 1 room, with any field replaced. */
export const chicagoSearch = (over: Record<string, unknown> = {}) => ({
  lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
  fromDate: '2025-06-10',
  untilDate: '2025-06-13',
  adultsCount: 2,
  childrenAges: [],
  roomsCount: 1,
  ...over,
});

export type ResultCard = {
  lodgingId: string;
  distanceKm: number | null;
  lead: {
    rateId: string;
    tripTotal: { fiat: { value: number } };
    perNightSellRate: { fiat: { value: number } };
  };
};
export const ids = (res: LightMyRequestResponse) =>
  (res.json().lodgings as ResultCard[]).map((l) => l.lodgingId);
