import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@portal/domain/iso-date';
import { mockFetch } from '../test/fetch-mock.ts';
import { localToday } from '../features/stays/use-shop-query.ts';
import { entryParamsLoader } from './require-session.ts';
import { prefetchHomesBook } from './checkout/homes-book-prefetch.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSession, setSession } from '../lib/session-store.ts';

// Issue 6 "Speed": route loaders start the requests a page makes on its first render, so that on a first visit
// they run while the page's module downloads instead of after it.

const called = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(
      ([url]) =>
        String(url)
          .replace(/^.*\/api\/v0\//, '')
          .split('?')[0],
    )
    .filter((path) => !path?.startsWith('tracking/'));
// Every request fails (what they answer is the pages' business); failures are tracked, which is answered.
const failing = (url: string) =>
  url.includes('/tracking/') ? { body: {} } : { status: 500, body: { code: 50000, message: 'down' } };

// What the router hands a loader; the root loader reads only the request.
const loaderArgs = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('route loader prefetch', () => {
  it("starts the layout's user info, tenant settings and experiments for a signed-in user, once", async () => {
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
    const fetch = mockFetch(failing);
    entryParamsLoader(loaderArgs('http://portal.test/stays/'));
    await vi.waitFor(() =>
      expect(called(fetch).sort()).toEqual(['experiments/active', 'portal/config', 'userInfo']),
    );
    // A second navigation while they are in flight asks for nothing more.
    entryParamsLoader(loaderArgs('http://portal.test/stays/'));
    expect(called(fetch)).toHaveLength(3);
  });

  it('asks for nothing without a session', () => {
    const fetch = mockFetch(() => undefined);
    entryParamsLoader(loaderArgs('http://portal.test/login'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("starts the book page's stay, travelers, cards, rewards, wallet and phone on file", async () => {
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
    const fetch = mockFetch(failing);
    // Dates inside the one-year window from today (a stay beyond it is refused without asking).
    const from = addDays(localToday(), 10);
    prefetchHomesBook(
      `http://portal.test/vacation-rentals/book/?listingId=vr-1&fromDate=${from}&untilDate=${addDays(from, 2)}&adultsCount=2`,
    );
    await vi.waitFor(() =>
      expect(called(fetch).sort()).toEqual([
        'customer/details',
        'homes/shop',
        'payment-methods/list',
        'rewards/accounts',
        'travelers/list',
        'wallet/details',
      ]),
    );
  });
});
