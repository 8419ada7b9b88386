import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type * as ProductFeed from '@portal/contracts/product-feed';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';
import { hasLiveSession } from '../../../lib/session-store.ts';

// The contract (and zod with it) loads only where answers are checked: development and tests.
const contract = () => import('@portal/contracts/product-feed');

type Out<S extends z.ZodType> = z.infer<S>;
export type RecentHotelSearch = Out<typeof ProductFeed.RecentHotelSearch>;
export type RecentHotelView = Out<typeof ProductFeed.RecentHotelView>;

const RecentlySearchedAnswer = answerSchema<Out<typeof ProductFeed.RecentlySearchedAnswer>>(
  async () => (await contract()).RecentlySearchedAnswer,
);
const RecentlyViewedAnswer = answerSchema<Out<typeof ProductFeed.RecentlyViewedAnswer>>(
  async () => (await contract()).RecentlyViewedAnswer,
);

/** Spec §7 productFeed/recentlySearched: the user's latest hotel searches, newest first. */
export const recentlySearchedQuery = queryOptions({
  queryKey: ['productFeed', 'recentlySearched'],
  queryFn: ({ signal }) =>
    api
      .get('productFeed/recentlySearched', { schema: RecentlySearchedAnswer, signal })
      .then((a) => a.searches),
  staleTime: 60_000,
  retry: false,
});

/** Spec §7 productFeed/recentlyViewed: the hotels the user opened lately, with the price seen. */
export const recentlyViewedQuery = queryOptions({
  queryKey: ['productFeed', 'recentlyViewed'],
  queryFn: ({ signal }) =>
    api.get('productFeed/recentlyViewed', { schema: RecentlyViewedAnswer, signal }).then((a) => a.hotels),
  staleTime: 60_000,
  retry: false,
});

/** Both feeds; asked only with a session (signed out, the hotels home shows neither row). */
export function useRecentHotels() {
  const enabled = hasLiveSession();
  return {
    searches: useQuery({ ...recentlySearchedQuery, enabled }),
    views: useQuery({ ...recentlyViewedQuery, enabled }),
  };
}
