import type { RouteObject } from 'react-router';
import { prefetchWhenSignedIn } from '../../lib/route-loader-prefetch.ts';

/**
 * The booking flow and its confirmation (spec §2), for the app router to mount under its signed-in routes; each
 * page is its own lazily loaded chunk. They go before the stays module's '/vacation-rentals/*' catch-all.
 */
export const checkoutRoutes: RouteObject[] = [
  {
    id: 'checkout-book',
    path: '/vacation-rentals/book/',
    loader: ({ request }) =>
      prefetchWhenSignedIn(
        () => import('./route-prefetch.ts'),
        (m) => m.prefetchBook(request.url),
      ),
    lazy: async () => ({ Component: (await import('./book/book-page.tsx')).BookPage }),
  },
  {
    id: 'checkout-confirm',
    path: '/vacation-rentals/book/confirm/',
    lazy: async () => ({ Component: (await import('./confirm/confirmation-page.tsx')).ConfirmationPage }),
  },
];
