import type { preHandlerAsyncHookHandler } from 'fastify';
import { AGENT_FORBIDDEN_CODE, agentRefusal, type AgentForbiddenAction } from '@portal/domain/agent-rules';
import { sessionOf } from './auth.ts';
import { ApiError } from './errors.ts';

/**
 * Spec §6: a route's preHandler that refuses `action` in a delegated session with 403 40315 and the rule, before
 * the handler reads anything. Put it on every route that does what an agent may not do.
 */
export function refuseInDelegatedSession(action: AgentForbiddenAction): preHandlerAsyncHookHandler {
  return async (request) => {
    const rule = agentRefusal(action, { isDelegated: sessionOf(request).agentUserId !== null });
    if (rule) throw new ApiError(403, AGENT_FORBIDDEN_CODE, rule, { rule: action });
  };
}
