import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  DeleteTravelerRequest,
  Person,
  TravelerList,
  UpdateTravelerRequest,
} from '@portal/contracts/travelers';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { passengersRoutes } from './passengers.routes.ts';
import { deleteTraveler, listTravelers, updateTraveler } from './travelers.service.ts';

const tags = ['travelers'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export function travelersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    // Spec §7 passengers calls share the module: the same travelers, scoped by spec §6.
    await app.register(passengersRoutes(deps));

    app.put(
      '/travelers/list',
      {
        schema: {
          tags,
          summary:
            "The signed-in user's saved travelers by given name then surname; a placeholder profile when none",
          body: Empty,
          response: { 200: TravelerList, ...errors },
        },
      },
      async (request) => listTravelers(deps, sessionOf(request)),
    );

    app.put(
      '/travelers/update',
      {
        schema: {
          tags,
          summary: 'Saves a traveler: a new one when person.id is absent, else the user’s own traveler',
          body: UpdateTravelerRequest,
          response: { 200: Person, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => updateTraveler(deps, sessionOf(request), request.body.person),
    );

    app.post(
      '/travelers/delete',
      {
        schema: {
          tags,
          summary: 'Deletes a saved traveler of the user (with canViewUsers, of a company user)',
          body: DeleteTravelerRequest,
          response: { 200: EmptyAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => {
        await deleteTraveler(deps, sessionOf(request), request.body.personId);
        return {};
      },
    );
  };
}
