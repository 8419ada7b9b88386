import { redirect, type RouteObject } from 'react-router';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';
import type * as RoutePrefetch from './route-prefetch.ts';

const prefetch = (work: (m: typeof RoutePrefetch) => void) =>
  prefetchWhenSignedIn(() => import('./route-prefetch.ts'), work);

/**
 * The vacation-rental routes of spec §2, for the app router to mount under its signed-in routes. Each page (and
 * the results map inside its page) is its own lazily loaded chunk.
 */
export const staysRoutes: RouteObject[] = [
  {
    id: 'stays-home',
    path: '/stays/',
    lazy: async () => ({ Component: (await import('./stays-home.tsx')).StaysHome }),
  },
  {
    id: 'stays-results',
    path: '/stays/availability/',
    loader: ({ request }) => prefetch((m) => m.prefetchResults(request.url)),
    lazy: async () => ({ Component: (await import('./results/results-page.tsx')).ResultsPage }),
  },
  {
    id: 'stays-listing',
    path: '/vacation-rentals/shop/',
    loader: ({ request }) => prefetch((m) => m.prefetchListing(request.url)),
    lazy: async () => ({ Component: (await import('./listing/listing-page.tsx')).ListingPage }),
  },
  {
    // spec §2: any other path in the booking module goes to the search results, keeping the query.
    path: '/vacation-rentals/*',
    loader: ({ request }) => redirect(`/stays/availability/${new URL(request.url).search}`),
  },
];
