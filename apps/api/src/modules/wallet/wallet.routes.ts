import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@portal/contracts/common';
import { WalletCreditAnswer, WalletDetails, WalletHistory, WalletOffers } from '@portal/contracts/wallet';
import type { AppDeps } from '../../deps.ts';
import { requireSession, sessionOf } from '../../plugins/auth.ts';
import { walletCredit, walletDetails, walletHistory, walletOffers } from './wallet.service.ts';

const tags = ['wallet'];
const errors = { 401: ApiErrorBody };

export function walletRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    requireSession(app, deps);

    app.get(
      '/wallet/details',
      {
        schema: {
          tags,
          summary: 'The travel wallet: live offers, travel credit and its breakdown by credit type',
          response: { 200: WalletDetails, ...errors },
        },
      },
      async (request) => walletDetails(deps, sessionOf(request)),
    );

    app.get(
      '/wallet/offers',
      {
        schema: {
          tags,
          summary:
            'Every travel offer of the user with its status (Available, Used or Expired), live ones first',
          response: { 200: WalletOffers, ...errors },
        },
      },
      async (request) => walletOffers(deps, sessionOf(request)),
    );

    app.get(
      '/wallet/history',
      {
        schema: {
          tags,
          summary: 'Travel credit transactions, newest first',
          response: { 200: WalletHistory, ...errors },
        },
      },
      async (request) => walletHistory(deps, sessionOf(request)),
    );

    app.get(
      '/wallet/credit',
      {
        schema: {
          tags,
          summary: 'The travel credit balance',
          response: { 200: WalletCreditAnswer, ...errors },
        },
      },
      async (request) => walletCredit(deps, sessionOf(request)),
    );
  };
}
