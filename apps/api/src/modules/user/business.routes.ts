import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  BusinessesAnswer,
  ChangeBusinessAnswer,
  ChangeBusinessRequest,
  FintechEligibilityAnswer,
  FintechOptInAnswer,
  ModalEligibilityAnswer,
  ModalRequest,
  SeenModalAnswer,
  UsersListAnswer,
} from '@portal/contracts/business';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import {
  changeBusinessInUse,
  isOptinEligible,
  listBusinesses,
  listUsers,
  modalEligibility,
  optInToSubscription,
  seenModal,
} from './business.service.ts';

const tags = ['corporate'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Spec §7 corporate calls: the user's businesses, the business in use, company users, first-use modals, fintech. */
export function businessRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/cotb',
      {
        schema: {
          tags,
          summary: "The signed-in user's businesses, the one in use marked (empty for a consumer)",
          response: { 200: BusinessesAnswer, ...errors },
        },
      },
      async (request) => listBusinesses(deps, sessionOf(request)),
    );

    app.put(
      '/cotb/changeBusinessInUse',
      {
        schema: {
          tags,
          summary: "Changes the business in use to another of the user's businesses (404 for any other)",
          body: ChangeBusinessRequest,
          response: { 200: ChangeBusinessAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => changeBusinessInUse(deps, sessionOf(request), request.body.businessId),
    );

    app.get(
      '/users/list',
      {
        schema: {
          tags,
          summary: 'With canViewUsers the people of the business in use; otherwise only the signed-in user',
          response: { 200: UsersListAnswer, ...errors },
        },
      },
      async (request) => listUsers(deps, sessionOf(request)),
    );

    app.put(
      '/users/modalEligibility',
      {
        schema: {
          tags,
          summary:
            'Whether a first-use modal is still to be shown to the business traveler (false for consumers)',
          body: ModalRequest,
          response: { 200: ModalEligibilityAnswer, ...errors },
        },
      },
      async (request) => modalEligibility(deps, sessionOf(request), request.body.modalName),
    );

    app.put(
      '/users/seenModal',
      {
        schema: {
          tags,
          summary: 'Remembers that the business traveler saw a first-use modal (403 for consumers)',
          body: ModalRequest,
          response: { 200: SeenModalAnswer, ...errors },
        },
      },
      async (request) => seenModal(deps, sessionOf(request), request.body.modalName),
    );

    app.get(
      '/cotbFintech/isOptinEligible',
      {
        schema: {
          tags,
          summary: "Whether the business in use may subscribe to the issuer's expense card, and why not",
          response: { 200: FintechEligibilityAnswer, ...errors },
        },
      },
      async (request) => isOptinEligible(deps, sessionOf(request)),
    );

    app.post(
      '/cotbFintech/optInToSubscription',
      {
        schema: {
          tags,
          summary: 'An admin subscribes the business in use (409 40940 with the reason when not eligible)',
          response: { 200: FintechOptInAnswer, ...errors, 409: ApiErrorBody },
        },
      },
      async (request) => optInToSubscription(deps, sessionOf(request)),
    );
  };
}
