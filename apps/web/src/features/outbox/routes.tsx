import type { RouteObject } from 'react-router';

/** The outbox page, for the app router to mount under its signed-in routes (a lazily loaded chunk). */
export const outboxRoutes: RouteObject[] = [
  {
    id: 'outbox',
    path: '/outbox',
    lazy: async () => ({ Component: (await import('./outbox-page.tsx')).OutboxPage }),
  },
];
