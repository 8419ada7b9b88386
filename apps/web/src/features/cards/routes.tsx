import type { RouteObject } from 'react-router';

/** The saved cards page, for the app router to mount under its signed-in routes (a lazily loaded chunk). */
export const cardsRoutes: RouteObject[] = [
  {
    id: 'cards',
    path: '/cards',
    lazy: async () => ({ Component: (await import('./cards-page.tsx')).CardsPage }),
  },
];
