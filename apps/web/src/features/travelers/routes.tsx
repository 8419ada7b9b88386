import type { RouteObject } from 'react-router';

/** The traveler profiles page, for the app router to mount under its signed-in routes (a lazy chunk). */
export const travelersRoutes: RouteObject[] = [
  {
    id: 'travelers',
    path: '/travelers',
    lazy: async () => ({ Component: (await import('./travelers-page.tsx')).TravelersPage }),
  },
];
