import { redirect, type RouteObject } from 'react-router';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';
import type * as RoutePrefetch from './route-prefetch.ts';

const prefetch = (work: (m: typeof RoutePrefetch) => void) =>
  prefetchWhenSignedIn(() => import('./route-prefetch.ts'), work);

/**
 * The flight routes of issue 13 (spec §2 "Flight funnel steps"), for the app router to mount under its signed-in
 * routes: the flights home, then the funnel, each step its own lazily loaded chunk with the search in its URL.
 * The choose and fare steps start the search request in their loader, beside their module.
 */
export const flightsRoutes: RouteObject[] = [
  {
    id: 'flights-home',
    path: '/flights/',
    lazy: async () => ({ Component: (await import('./flights-home.tsx')).FlightsHome }),
  },
  {
    id: 'flights-prediction',
    path: '/flights/shop/',
    loader: ({ request }) => prefetch((m) => m.prefetchFlightSearch(request.url)),
    lazy: async () => ({ Component: (await import('./shop/prediction-page.tsx')).PredictionPage }),
  },
  ...['/flights/shop/departure/', '/flights/shop/return/', '/flights/shop/flight/:n/'].map((path) => ({
    path,
    loader: ({ request }: { request: Request }) => prefetch((m) => m.prefetchFlightSearch(request.url)),
    lazy: async () => ({ Component: (await import('./shop/choose-flight-page.tsx')).ChooseFlightPage }),
  })),
  {
    id: 'flights-fare-details',
    path: '/flights/shop/fare-details/',
    loader: ({ request }) => prefetch((m) => m.prefetchFlightSearch(request.url)),
    lazy: async () => ({ Component: (await import('./shop/fare-details-page.tsx')).FareDetailsPage }),
  },
  {
    id: 'flights-review',
    path: '/flights/shop/review/',
    loader: ({ request }) => prefetch((m) => m.prefetchFlightSearch(request.url)),
    lazy: async () => ({ Component: (await import('./shop/review-page.tsx')).ReviewPage }),
  },
  {
    // Any other flights path goes home, keeping nothing: a funnel URL is only meaningful at its step.
    path: '/flights/*',
    loader: () => redirect('/flights/'),
  },
];
