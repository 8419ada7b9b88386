import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { businessInUseOf } from '../user/user.service.ts';

/** The admin a request of the admin API acts as: the signed-in user and the business in use they administer. */
export type AdminActor = { userId: string; businessId: string; membershipId: string };

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminActor | null;
  }
}

const notAdmin = () =>
  new ApiError(403, 40310, 'The admin portal needs the canViewAdmin permission in the business in use.');
const delegated = () => new ApiError(403, 40311, 'An agent session cannot use the admin portal.');

/**
 * Every route of a module under /admin/api/v0 needs this first (spec §6: canViewAdmin gates the admin portal):
 * a signed-in session (401), not an agent's delegated one, whose business in use grants canViewAdmin (403).
 * Admin routes read and change only that business's records: `adminOf(request).businessId` scopes every query.
 */
export function requireAdmin(app: FastifyInstance, deps: AppDeps): void {
  requireSession(app, deps);
  if (!app.hasRequestDecorator('admin')) app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    const session = sessionOf(request);
    if (session.isDelegated) throw delegated();
    const inUse = await businessInUseOf(deps.db, session.userId);
    if (!inUse?.permissions.canViewAdmin) throw notAdmin();
    request.admin = {
      userId: session.userId,
      businessId: inUse.businessId,
      membershipId: inUse.membershipId,
    };
  });
}

/** The request's admin; only in routes behind `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminActor {
  if (!request.admin) throw notAdmin();
  return request.admin;
}
