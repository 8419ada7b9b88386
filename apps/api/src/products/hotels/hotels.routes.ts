import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import {
  HotelAvailabilityAnswer,
  HotelAvailabilityRequest,
  LodgingAutocompleteAnswer,
  LodgingAutocompleteQuery,
} from '@portal/contracts/hotels';
import { HotelShopAnswer, HotelShopRequest } from '@portal/contracts/hotel-details';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { policyJudgeOf } from '../../modules/policy/policy.service.ts';
import { ExperimentsFile } from '../../modules/experiments/experiments.service.ts';
import { recordHotelSearch, recordHotelView } from '../../modules/product-feed/product-feed.service.ts';
import { suggestPlaces } from '../../modules/stays/stays.service.ts';
import { searchHotels, suggestLodging } from './hotels-search.service.ts';
import { shopHotel } from './hotels-shop.service.ts';
import { refundableRoomsSettings } from './hotel-refundable-rooms.ts';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * As for homes search (stays.routes.ts): in production the results answer through JSON.stringify, since zod's
 * encode of a page of results and facets costs more CPU than the query. hotels-mapping builds every object field
 * by field with the contract's types, so there is nothing to strip; development and tests keep the zod check.
 */
function searchSerializer(production: boolean) {
  return production ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};
}

/**
 * Recently searched and viewed hotels (spec §7 productFeed) are a convenience: failing to record one is logged,
 * never the search's or the page's failure.
 */
async function remember(request: FastifyRequest, record: () => Promise<void>): Promise<void> {
  try {
    await record();
  } catch (error) {
    request.log.warn({ err: error }, 'recording a recent hotel search or view failed');
  }
}

export function hotelsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);
    // The user's refundable-rooms experiments decide the details page's variants (the same file as
    // PUT experiments/active, re-read when an operator edits it).
    const experiments = new ExperimentsFile(deps.config.experimentsFile, app.log);

    // One autocomplete for both lodging kinds (spec §3 "types Hotels or Homes"): Homes suggests the vacation-rental
    // markets as it always has; Hotels suggests hotel cities (target Place) and hotels by name (target Lodging).
    app.get(
      '/autocomplete/lodging',
      {
        schema: {
          tags: ['hotels', 'stays'],
          summary: 'Places (and, for types=Hotels, hotels by name) matching the typed text, best first',
          querystring: LodgingAutocompleteQuery,
          response: { 200: LodgingAutocompleteAnswer, ...errors },
        },
      },
      async (request) =>
        request.query.types === 'Hotels'
          ? suggestLodging(deps, request.query.query)
          : suggestPlaces(deps, request.query.query),
    );

    app.post(
      '/hotels/availability',
      {
        schema: {
          tags: ['hotels'],
          summary:
            'Hotels of a place, map area or one hotel with a room for the stay: filtered, sorted, paged',
          body: HotelAvailabilityRequest,
          response: { 200: HotelAvailabilityAnswer, 404: ApiErrorBody, ...errors },
        },
        ...searchSerializer(deps.config.production),
      },
      async (request) => {
        const answer = await searchHotels(
          deps,
          request.body,
          await policyJudgeOf(deps.db, sessionOf(request).userId),
        );
        await remember(request, () =>
          recordHotelSearch(deps, sessionOf(request).userId, request.body, answer),
        );
        return answer;
      },
    );

    app.post(
      '/hotels/shop',
      {
        schema: {
          tags: ['hotels'],
          summary:
            'One hotel in full: stay violations, and each room type with its rates priced for the stay',
          body: HotelShopRequest,
          response: { 200: HotelShopAnswer, 404: ApiErrorBody, ...errors },
        },
      },
      async (request) => {
        const answer = await shopHotel(
          deps,
          request.body,
          await refundableRoomsSettings(deps, experiments, sessionOf(request)),
          await policyJudgeOf(deps.db, sessionOf(request).userId),
        );
        await remember(request, () => recordHotelView(deps, sessionOf(request).userId, request.body, answer));
        return answer;
      },
    );
  };
}
