import type { RouteObject } from 'react-router';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';
import { HOMES_BOOK_PATH, HOMES_CONFIRM_PATH } from '../../features/stays/checkout/homes-checkout-paths.ts';

/**
 * The book and confirmation pages of each product line (spec §2), for the router to mount under its signed-in
 * routes: the checkout shell (features/checkout) with the line's adapter, each page its own lazily loaded chunk.
 * They go before the stays module's '/vacation-rentals/*' catch-all.
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
];
