import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, EmptyAnswer } from '@portal/contracts/common';
import { ChangePasswordRequest, CustomerDetails, SessionInfo, UserProfile } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { refuseInDelegatedSession } from '../../plugins/agent-rules.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { changePassword } from './password.service.ts';
import { getCustomerDetails, getSessionInfo, getUserProfile } from './user.service.ts';

const tags = ['session'];

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/userInfo',
      {
        schema: {
          tags,
          summary: 'Session info of the signed-in user, CSRF token and corporate info included',
          response: { 200: SessionInfo, 401: ApiErrorBody },
        },
      },
      async (request) => getSessionInfo(deps, sessionOf(request)),
    );

    app.get(
      '/user/profile',
      {
        schema: {
          tags,
          summary: "The signed-in user's profile",
          response: { 200: UserProfile, 401: ApiErrorBody },
        },
      },
      async (request) => getUserProfile(deps, sessionOf(request).userId),
    );

    app.get(
      '/customer/details',
      {
        schema: {
          tags,
          summary: "The signed-in customer's contact phone number",
          response: { 200: CustomerDetails, 401: ApiErrorBody },
        },
      },
      async (request) => getCustomerDetails(deps, sessionOf(request).userId),
    );

    app.post(
      '/user/password',
      {
        preHandler: refuseInDelegatedSession('ChangePassword'),
        schema: {
          tags,
          summary:
            "Changes the signed-in person's own password; refused in an agent's delegated session (403 40315)",
          body: ChangePasswordRequest,
          response: { 200: EmptyAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
        },
      },
      async (request) => {
        await changePassword(deps, sessionOf(request).userId, request.body);
        return {};
      },
    );
  };
}
