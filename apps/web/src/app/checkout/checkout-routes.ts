import type { RouteObject } from 'react-router';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';
import { HOMES_BOOK_PATH, HOMES_CONFIRM_PATH } from '../../features/stays/checkout/homes-checkout-paths.ts';
import {
  HOTELS_BOOK_PATH,
  HOTELS_CONFIRM_PATH,
} from '../../features/hotels/checkout/hotels-checkout-paths.ts';
import { FLIGHTS_BOOK_PATH, FLIGHTS_CONFIRM_PATH } from '../../lib/flight-book-paths.ts';

/**
 * The book and confirmation pages of each product line (spec §2), for the router to mount under its signed-in
 * routes: the checkout shell (features/checkout) with the line's adapter, each page its own lazily loaded chunk.
 * They go before the stays module's '/vacation-rentals/*' and the hotels module's '/hotels/*' catch-alls.
 */
export const checkoutRoutes: RouteObject[] = [
  {
    id: 'checkout-book',
    path: HOMES_BOOK_PATH,
    loader: ({ request }) =>
      prefetchWhenSignedIn(
        () => import('./homes-book-prefetch.ts'),
        (m) => m.prefetchHomesBook(request.url),
      ),
    lazy: async () => ({ Component: (await import('./homes-book-page.tsx')).HomesBookPage }),
  },
  {
    id: 'checkout-confirm',
    path: HOMES_CONFIRM_PATH,
    lazy: async () => ({ Component: (await import('./homes-confirmation-page.tsx')).HomesConfirmationPage }),
  },
  {
    id: 'hotels-checkout-book',
    path: HOTELS_BOOK_PATH,
    loader: ({ request }) =>
      prefetchWhenSignedIn(
        () => import('./hotels-book-prefetch.ts'),
        (m) => m.prefetchHotelsBook(request.url),
      ),
    lazy: async () => ({ Component: (await import('./hotels-book-page.tsx')).HotelsBookPage }),
  },
  {
    id: 'hotels-checkout-confirm',
    path: HOTELS_CONFIRM_PATH,
    lazy: async () => ({
      Component: (await import('./hotels-confirmation-page.tsx')).HotelsConfirmationPage,
    }),
  },
  {
    // Ranked above the flights module's '/flights/*' catch-all, whatever the order.
    id: 'flights-checkout-book',
    path: FLIGHTS_BOOK_PATH,
    lazy: async () => ({ Component: (await import('./flights-book-page.tsx')).FlightsBookPage }),
  },
  {
    id: 'flights-checkout-confirm',
    path: FLIGHTS_CONFIRM_PATH,
    lazy: async () => ({
      Component: (await import('./flights-confirmation-page.tsx')).FlightsConfirmationPage,
    }),
  },
];
