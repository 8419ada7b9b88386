import { redirect, type RouteObject } from 'react-router';
import { adminLoader } from './admin-loader.ts';

/** The admin portal under /admin: its own layout and screens, each a lazily loaded chunk. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: '/admin',
    loader: adminLoader,
    lazy: async () => ({ Component: (await import('./admin-layout.tsx')).AdminLayout }),
    children: [
      { index: true, loader: () => redirect('/admin/users') },
      {
        path: 'users',
        lazy: async () => ({ Component: (await import('./users-page.tsx')).UsersPage }),
      },
      {
        path: 'policies',
        lazy: async () => ({ Component: (await import('./policies/policies-page.tsx')).PoliciesPage }),
      },
      {
        path: 'policies/new',
        lazy: async () => ({ Component: (await import('./policies/policy-edit-page.tsx')).PolicyEditPage }),
      },
      {
        path: 'policies/:tierId',
        lazy: async () => ({ Component: (await import('./policies/policy-edit-page.tsx')).PolicyEditPage }),
      },
      {
        path: 'approvals',
        lazy: async () => ({ Component: (await import('./approvals/approvals-page.tsx')).ApprovalsPage }),
      },
      {
        path: 'trips',
        lazy: async () => ({ Component: (await import('./trips/trips-page.tsx')).TripsPage }),
      },
      {
        path: 'reports',
        lazy: async () => ({ Component: (await import('./reports/reports-page.tsx')).ReportsPage }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({ Component: (await import('./audit-log-page.tsx')).AuditLogPage }),
      },
    ],
  },
];
