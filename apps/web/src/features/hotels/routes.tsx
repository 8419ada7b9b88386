import { redirect, type RouteObject } from 'react-router';
import { HOTEL_RESULTS_PATH } from '@portal/domain/hotels/results-query';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';
import type * as RoutePrefetch from './route-prefetch.ts';

const prefetch = (work: (m: typeof RoutePrefetch) => void) =>
  prefetchWhenSignedIn(() => import('./route-prefetch.ts'), work);

/**
 * The hotel routes of issue 12, for the app router to mount under its signed-in routes: the hotels home, the
 * results (spec §2 query parameters) and the details page at the premium stays shop-details path
 * (/hotels/shop/{lodgingId}/{source}[/unavailable]). Each page is its own lazily loaded chunk.
 */
export const hotelsRoutes: RouteObject[] = [
  {
    id: 'hotels-home',
    path: '/hotels/',
    lazy: async () => ({ Component: (await import('./hotels-home.tsx')).HotelsHome }),
  },
  {
    id: 'hotels-results',
    path: HOTEL_RESULTS_PATH,
    loader: ({ request }) => prefetch((m) => m.prefetchHotelResults(request.url)),
    lazy: async () => ({ Component: (await import('./results/hotel-results-page.tsx')).HotelResultsPage }),
  },
  {
    id: 'hotels-details',
    path: '/hotels/shop/*',
    loader: ({ request }) => prefetch((m) => m.prefetchHotelDetails(request.url)),
    lazy: async () => ({ Component: (await import('./details/hotel-details-page.tsx')).HotelDetailsPage }),
  },
  {
    // Any other hotels path goes to the results, keeping the query (as the vacation-rental module does).
    path: '/hotels/*',
    loader: ({ request }) => redirect(`${HOTEL_RESULTS_PATH}${new URL(request.url).search}`),
  },
];
