import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { approvalRoutes } from './approvals.routes.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { policiesRoutes } from './policies.routes.ts';
import { tripsRoutes } from './trips.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { usersRoutes } from './users.routes.ts';

/**
 * The admin API (spec §7 prefix /admin/api/v0). Each screen of the admin portal is its own module, registered
 * here; every module starts with `requireAdmin`, which scopes it to the admin's business in use.
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(auditLogRoutes(deps));
    await app.register(onboardingRoutes(deps));
    await app.register(usersRoutes(deps));
    await app.register(approvalRoutes(deps));
    await app.register(policiesRoutes(deps));
    await app.register(tripsRoutes(deps));
    await app.register(reportsRoutes(deps));
  };
}
