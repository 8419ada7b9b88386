import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { RecentlySearchedAnswer, RecentlyViewedAnswer } from '@portal/contracts/product-feed';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { recentlySearched, recentlyViewed } from './product-feed.service.ts';

const errors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** Spec §7 productFeed: the signed-in user's recent hotel searches and viewed hotels, newest first (issue 12). */
export function productFeedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/productFeed/recentlySearched',
      {
        schema: {
          tags: ['hotels'],
          summary:
            'The hotel searches the user ran lately (a few, newest first; stays already begun left out)',
          response: { 200: RecentlySearchedAnswer, ...errors },
        },
      },
      async (request) => recentlySearched(deps, sessionOf(request).userId),
    );

    app.get(
      '/productFeed/recentlyViewed',
      {
        schema: {
          tags: ['hotels'],
          summary: 'The hotels the user opened lately with the price seen (a few, newest first)',
          response: { 200: RecentlyViewedAnswer, ...errors },
        },
      },
      async (request) => recentlyViewed(deps, sessionOf(request).userId),
    );
  };
}
