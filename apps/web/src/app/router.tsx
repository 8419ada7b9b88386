import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { LoadingShell, RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './pages/route-error.tsx';
import { entryParamsLoader, requireSessionLoader } from './require-session.ts';
import { staysRoutes } from '../features/stays/routes.tsx';
import { hotelsRoutes } from '../features/hotels/routes.tsx';
import { flightsRoutes } from '../features/flights/routes.tsx';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { outboxRoutes } from '../features/outbox/routes.tsx';
import { travelersRoutes } from '../features/travelers/routes.tsx';
import { agentRoutes } from '../features/agent/routes.tsx';
import { walletRoutes } from '../features/wallet/routes.tsx';
import { cardsRoutes } from '../features/cards/routes.tsx';
import { flightTripsRoutes, hotelTripsRoutes, tripsRoutes } from '../features/trips/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';

/** Public pages: reachable without a session (sign-in, auth outcomes, terms, FAQ, onboarding). */
const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }) },
  {
    path: 'access-denied',
    lazy: async () => ({ Component: (await import('./pages/access-denied-pages.tsx')).AccessDeniedPage }),
  },
  {
    path: 'access-denied-not-beta',
    lazy: async () => ({ Component: (await import('./pages/access-denied-pages.tsx')).NotBetaPage }),
  },
  {
    path: 'acknowledgement',
    lazy: async () => ({ Component: (await import('./pages/acknowledgement-page.tsx')).AcknowledgementPage }),
  },
  {
    path: 'admin/onboarding',
    lazy: async () => ({ Component: (await import('./pages/onboarding-page.tsx')).OnboardingPage }),
  },
  { path: 'terms', lazy: async () => ({ Component: (await import('./pages/terms-page.tsx')).TermsPage }) },
  {
    path: 'terms/complimentary-night',
    lazy: async () => ({
      Component: (await import('./pages/complimentary-night-page.tsx')).ComplimentaryNightPage,
    }),
  },
  { path: 'faq', lazy: async () => ({ Component: (await import('./pages/faq-page.tsx')).FaqPage }) },
  // The agent portal signs its agents in itself (features/agent).
  ...agentRoutes,
];

/** Everything else needs a session. */
const protectedRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage }) },
  {
    path: 'premium-offers',
    lazy: async () => ({ Component: (await import('./pages/premium-offers-page.tsx')).PremiumOffersPage }),
  },
  { path: 'cars', lazy: async () => ({ Component: (await import('./pages/product-pages.tsx')).CarsPage }) },
  // The vacation-rental product: stays home, results, listing details (features/stays).
  ...staysRoutes,
  // The hotel product: hotels home, results, hotel details (features/hotels).
  ...hotelsRoutes,
  // The flight product: flights home and the shopping funnel (features/flights).
  ...flightsRoutes,
  // Booking and confirmation (the checkout shell with each line's adapter), and the emails the portal sent.
  ...checkoutRoutes,
  ...outboxRoutes,
  ...travelersRoutes,
  // The travel wallet (features/wallet) and saved cards (features/cards).
  ...walletRoutes,
  ...cardsRoutes,
  // My trips, trip details and receipts (features/trips).
  ...tripsRoutes,
  ...hotelTripsRoutes,
  ...flightTripsRoutes,
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: entryParamsLoader,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first page's lazy module loads before anything renders: the header bar index.html painted stays.
    HydrateFallback: LoadingShell,
    children: [
      {
        // A failing page keeps the header and footer around it.
        ErrorBoundary: RouteError,
        children: [
          ...publicRoutes,
          { id: 'protected', loader: requireSessionLoader, children: protectedRoutes },
          // The admin portal (features/admin): its loader asks for a session and canViewAdmin itself.
          ...adminRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to));
