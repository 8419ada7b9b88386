import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty } from '@portal/contracts/common';
import {
  ProductToEarnAnswer,
  ProductToEarnRequest,
  RewardsAccountList,
  RewardsToUsdAnswer,
  RewardsToUsdRequest,
} from '@portal/contracts/rewards';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { listRewardsAccounts, productToEarn, rewardsToUsd } from './rewards.service.ts';

const tags = ['rewards'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export function rewardsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.put(
      '/rewards/accounts',
      {
        schema: {
          tags,
          summary: "The signed-in user's rewards accounts with balances, highest homes earn multiplier first",
          body: Empty,
          response: { 200: RewardsAccountList, ...errors },
        },
      },
      async (request) => listRewardsAccounts(deps, sessionOf(request)),
    );

    app.put(
      '/rewards/convert/productToEarn',
      {
        schema: {
          tags,
          summary:
            'Rewards a Homes or Hotels purchase earns on one of the user’s accounts, in that account’s currency',
          body: ProductToEarnRequest,
          response: { 200: ProductToEarnAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => productToEarn(deps, sessionOf(request), request.body),
    );

    app.put(
      '/rewards/convert/redeem/rewardsToUsd',
      {
        schema: {
          tags,
          summary: 'USD value of a rewards amount of one of the user’s accounts',
          body: RewardsToUsdRequest,
          response: { 200: RewardsToUsdAnswer, ...errors, 404: ApiErrorBody },
        },
      },
      async (request) => rewardsToUsd(deps, sessionOf(request), request.body),
    );
  };
}
