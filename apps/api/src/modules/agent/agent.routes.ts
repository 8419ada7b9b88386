import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  ActForCustomerRequest,
  CustomerSearchAnswer,
  CustomerSearchQuery,
  DelegatedSessionAnswer,
} from '@portal/contracts/agent';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { CSRF_COOKIE, csrfCookieFlags, sessionAnswer } from '../../plugins/csrf-cookie.ts';
import { actForCustomer, endDelegatedSession, findCustomers, requireAgentSession } from './agent.service.ts';

const tags = ['agent'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export function agentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/agent/customers/search',
      {
        schema: {
          tags,
          summary: 'Agents only: customers by email, name or confirmation code (H-…), with recent bookings',
          querystring: CustomerSearchQuery,
          response: { 200: CustomerSearchAnswer, ...errors },
        },
      },
      async (request) => {
        await requireAgentSession(deps, sessionOf(request));
        return findCustomers(deps, request.query.q);
      },
    );

    app.post(
      '/agent/sessions',
      {
        schema: {
          tags,
          summary:
            "Agents only: open a delegated session for a customer (the agent's own session stays open)",
          description:
            'Every call of the delegated session must send the answer’s agentId in the H-Agent-Id header ' +
            '(403 40313 otherwise) and is written to the audit log with the agent and the customer.',
          body: ActForCustomerRequest,
          response: { 200: DelegatedSessionAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request, reply) => {
        const agent = sessionOf(request);
        await requireAgentSession(deps, agent);
        // The CSRF cookie now carries the delegated session's token, which the page sends from here on.
        return sessionAnswer(reply, deps, await actForCustomer(deps, agent, request.body.customerUserId));
      },
    );

    app.post(
      '/agent/sessions/end',
      {
        schema: {
          tags,
          summary: "End a delegated session: back to the agent's own session",
          body: Empty,
          response: { 200: EmptyAnswer, ...errors },
        },
      },
      async (request, reply) => {
        await endDelegatedSession(deps, sessionOf(request));
        // The agent's page goes back to its own session's CSRF token, kept beside it.
        reply.clearCookie(CSRF_COOKIE, csrfCookieFlags(deps));
        return {};
      },
    );
  };
}
