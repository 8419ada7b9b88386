import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import { businessInUseOf } from '../modules/user/user.service.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Audited by their own service, in the transaction of the change.
const AUDITED_IN_SERVICE = new Set(['/api/v0/agent/sessions/end']);
// Only ids and kinds are copied from a body: never a card number, CVV, name or address.
const SAFE_KEY = /(^id$|Id$|^type$|^confirmationCode$)/;

function idsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const ids: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (SAFE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) ids[key] = value;
  }
  return ids;
}

/** "POST /api/v0/purchase/fulfil/schedule" -> "agent.purchase.fulfil.schedule". */
function actionOf(url: string): string {
  const path = url.replace(/^\/(admin\/)?api\/v0\//, '');
  return `agent.${path.replaceAll('/', '.')}`;
}

/**
 * api.md "Agents": every state-changing call of a delegated session is written to the audit log with the agent
 * as actor and the customer as on_behalf_of. One hook covers every module, so a route added later is audited
 * without remembering to. It runs in onSend, after the route's own transaction committed and before the answer
 * leaves, so a caller who sees the answer also finds the entry; a failed write is logged, never turned into an
 * error for a change that already happened. Refused calls (4xx, 5xx) changed nothing and are not recorded.
 */
export function registerAgentAudit(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session?.agentUserId || !STATE_CHANGING.has(request.method) || reply.statusCode >= 400)
      return payload;
    const url = request.routeOptions.url ?? request.url;
    if (AUDITED_IN_SERVICE.has(url)) return payload;
    try {
      await recordAgentCall(deps, request, session.agentUserId, session.userId, url);
    } catch (error) {
      request.log.error({ err: error, url }, 'agent audit entry not written');
    }
    return payload;
  });
}

async function recordAgentCall(
  deps: AppDeps,
  request: FastifyRequest,
  agentUserId: string,
  customerUserId: string,
  url: string,
): Promise<void> {
  const inUse = await businessInUseOf(deps.db, customerUserId);
  const ids = idsOf(request.body);
  await recordAudit(deps.db, deps.clock, {
    actorUserId: agentUserId,
    onBehalfOfUserId: customerUserId,
    businessId: inUse?.businessId ?? null,
    action: actionOf(url),
    targetType: 'apiCall',
    targetId: `${request.method} ${url}`,
    after: Object.keys(ids).length > 0 ? ids : null,
  });
}
