import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPoliciesAnswer,
  AdminPolicyTier,
  DeletedPolicyTier,
  PolicyTierInput,
  PolicyTierParams,
} from '@portal/contracts/admin-policies';
import { ApiErrorBody } from '@portal/contracts/common';
import type { AppDeps } from '../../deps.ts';
import { adminOf, requireAdmin } from './admin-access.ts';
import { createTier, getTier, listTiers, removeTier, replaceTier } from './policies.service.ts';

const refusals = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const missing = { 404: ApiErrorBody };

/**
 * Issue 15 Policies: the business in use's policy tiers (spec §3), edited by its admins. A rule the domain's
 * validatePolicyTier refuses answers 400 naming the field; another business's tier is not found (404); a tier
 * members still use cannot be deleted (409). Every change is audit-logged with before and after.
 */
export function policiesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireAdmin(app, deps);
    app.get(
      '/policies',
      {
        schema: {
          tags: ['admin'],
          summary: "The business's policy tiers, each with how many members use it",
          response: { 200: AdminPoliciesAnswer, ...refusals },
        },
      },
      async (request) => listTiers(deps.db, adminOf(request)),
    );
    app.get(
      '/policies/:tierId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One policy tier of the business',
          params: PolicyTierParams,
          response: { 200: AdminPolicyTier, ...refusals, ...missing },
        },
      },
      async (request) => getTier(deps.db, adminOf(request), request.params.tierId),
    );
    app.post(
      '/policies',
      {
        schema: {
          tags: ['admin'],
          summary: 'Create a policy tier (409 when another tier has its name)',
          body: PolicyTierInput,
          response: { 201: AdminPolicyTier, ...refusals, 409: ApiErrorBody },
        },
      },
      async (request, reply) => {
        const tier = await createTier(deps, adminOf(request), request.body);
        return reply.code(201).send(tier);
      },
    );
    app.put(
      '/policies/:tierId',
      {
        schema: {
          tags: ['admin'],
          summary: "Replace a tier's name and rules (409 when another tier has the name)",
          params: PolicyTierParams,
          body: PolicyTierInput,
          response: { 200: AdminPolicyTier, ...refusals, ...missing, 409: ApiErrorBody },
        },
      },
      async (request) => replaceTier(deps, adminOf(request), request.params.tierId, request.body),
    );
    app.delete(
      '/policies/:tierId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete a tier no member uses (409 while members use it)',
          params: PolicyTierParams,
          response: { 200: DeletedPolicyTier, ...refusals, ...missing, 409: ApiErrorBody },
        },
      },
      async (request) => removeTier(deps, adminOf(request), request.params.tierId),
    );
  };
}
