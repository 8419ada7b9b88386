import type { RouteObject } from 'react-router';

/** The travel wallet page, for the app router to mount under its signed-in routes (a lazily loaded chunk). */
export const walletRoutes: RouteObject[] = [
  {
    id: 'wallet',
    path: '/wallet',
    lazy: async () => ({ Component: (await import('./wallet-page.tsx')).WalletPage }),
  },
];
