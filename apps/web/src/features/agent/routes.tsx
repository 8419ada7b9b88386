import type { RouteObject } from 'react-router';

/** The agent portal (spec §6): its own sign-in, then the customer search. Public: the page signs the agent in. */
export const agentRoutes: RouteObject[] = [
  {
    id: 'agent',
    path: '/agent',
    lazy: async () => ({ Component: (await import('./agent-page.tsx')).AgentPage }),
  },
];
