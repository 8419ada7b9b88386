import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  AdminUser,
  AdminUsersAnswer,
  InviteUserRequest,
  UpdateUserRequest,
  UserIdParams,
} from '@portal/contracts/admin-users';
import type { AppDeps } from '../../deps.ts';
import { adminOf, requireAdmin } from './admin-access.ts';
import { inviteUser, listUsers, updateUser } from './users.service.ts';

const refusals = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/users',
      {
        schema: {
          tags: ['admin'],
          summary: "The business's people with role, policy tier, status and department, and its tiers",
          response: { 200: AdminUsersAnswer, ...refusals },
        },
      },
      async (request) => listUsers(deps.db, adminOf(request)),
    );
    app.post(
      '/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Invite someone: an invited member with a role and tier, and an invitation email',
          body: InviteUserRequest,
          response: { 201: AdminUser, ...refusals, 404: ApiErrorBody, 409: ApiErrorBody },
        },
      },
      async (request, reply) => {
        const user = await inviteUser(deps, adminOf(request), request.body);
        return reply.code(201).send(user);
      },
    );
    app.patch(
      '/users/:userId',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Deactivate or reactivate a member, make or unmake them Admin, or change their tier (409 for the business's last admin)",
          params: UserIdParams,
          body: UpdateUserRequest,
          response: { 200: AdminUser, ...refusals, 404: ApiErrorBody, 409: ApiErrorBody },
        },
      },
      async (request) => updateUser(deps, adminOf(request), request.params.userId, request.body),
    );
  };
}
