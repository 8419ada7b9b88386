import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Tenant } from '@portal/contracts/session';
import type { AppDeps } from '../deps.ts';
import { ApiError, unauthorized } from './errors.ts';
import { secretsEqual } from '../lib/secrets.ts';
import { findLiveSession } from '../modules/session/session.service.ts';

/** The signed-in session a request carries; set by the auth hook of routes that require one. */
export type AuthSession = {
  id: string;
  userId: string;
  isDelegated: boolean;
  /** A delegated session's agent (the customer is `userId`); null in a person's own session. */
  agentUserId: string | null;
  isFirstSession: boolean;
  csrfToken: string;
  tenant: Tenant;
  expiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** A state-changing API route that works without a session (sign-in); every other one needs one. */
    public?: boolean;
  }
}

export const CSRF_HEADER = 'h-csrf-token';
/** spec §6 "an agent header": every call of a delegated session names its agent. */
export const AGENT_HEADER = 'h-agent-id';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Called once at the root, before any module: every request gets `request.session` (null until set), and as
 * a safety net every POST/PUT/PATCH/DELETE under /api/ requires a session and its CSRF header unless the
 * route says `config: { public: true }`, so a module that forgets `requireSession` fails closed.
 */
export async function registerAuth(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.decorateRequest('session', null);
  await app.register(cookie);
  const guard = authenticate(deps);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/admin/api/');
    if (!isApi || route.config?.public === true || !methods.some((m) => STATE_CHANGING.has(m))) return;
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...own];
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Loads the bearer token's session, refuses a missing, expired or signed-out one (401 40100), and refuses a
 * state-changing call whose H-Csrf-Token header is not the session's token (403 40300). */
export function authenticate(deps: AppDeps): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.session) return; // already checked by an outer hook
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const found = await findLiveSession(deps.db, token, deps.clock.now());
    if (!found) throw unauthorized();
    const { session } = found;
    if (STATE_CHANGING.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !secretsEqual(sent, session.csrfToken)) {
        throw new ApiError(403, 40300, 'Missing or invalid CSRF token');
      }
    }
    if (session.agentUserId) {
      // The bearer token alone is not enough for a delegated session: its agent must be named too, so a
      // customer's token copied out of an agent's browser is refused without the agent's id beside it.
      const agent = request.headers[AGENT_HEADER];
      if (typeof agent !== 'string' || agent !== session.agentUserId) {
        throw new ApiError(
          403,
          40313,
          "A delegated session's calls must carry the H-Agent-Id header with the id of its agent.",
        );
      }
    }
    request.session = {
      id: session.id,
      userId: session.userId,
      isDelegated: session.isDelegated,
      agentUserId: session.agentUserId,
      isFirstSession: session.isFirstSession,
      csrfToken: session.csrfToken,
      tenant: found.tenant === 'capone-corporate' ? 'capone-corporate' : 'capone',
      expiresAt: session.expiresAt,
    };
  };
}

/**
 * How a route module says "every route here needs a signed-in user": call it first thing inside the module's
 * plugin, which Fastify encapsulates, so it covers exactly that module's routes:
 *
 *   export function tripsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
 *     return async (app) => {
 *       requireSession(app, deps);
 *       app.put('/itinerary/list', { schema }, async (request) => listTrips(deps, sessionOf(request).userId));
 *     };
 *   }
 *
 * It checks the bearer token (401 40100) and, for POST/PUT/PATCH/DELETE, the H-Csrf-Token header (403 40300),
 * and marks the routes as secured in the OpenAPI document. Handlers read the session with `sessionOf(request)`.
 * For a single route in a public module, pass `onRequest: authenticate(deps)` in its options instead. A
 * state-changing route is guarded even without either (see registerAuth); mark a deliberately anonymous one
 * with `config: { public: true }`.
 */
export function requireSession(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const security = methods.some((m) => STATE_CHANGING.has(m))
      ? [{ bearer: [], csrf: [] }]
      : [{ bearer: [] }];
    route.schema = { ...route.schema, security };
  });
  app.addHook('onRequest', authenticate(deps));
}

/** The request's session; only call it in routes behind `requireSession` or `authenticate`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthorized();
  return request.session;
}
