import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminTripsAnswer } from '@portal/contracts/admin-trips';
import type { CompanyTripFilter } from '@portal/domain/company-trips';
import type { ProductType } from '@portal/domain/enums';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_API } from '../admin-api.ts';

/** The Trips screen's filters, as its URL keeps them (so a filtered view can be shared or reloaded). */
export type TripFilters = {
  traveler?: string;
  productLine?: ProductType;
  state?: CompanyTripFilter;
  from?: string;
  to?: string;
  outOfPolicy?: boolean;
};

const KEYS = ['traveler', 'productLine', 'state', 'from', 'to'] as const;

export function filtersFromSearch(search: URLSearchParams): TripFilters {
  const filters: TripFilters = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value) (filters as Record<string, string>)[key] = value;
  }
  if (search.get('outOfPolicy') === 'true') filters.outOfPolicy = true;
  return filters;
}

/** The filters as a query string: the page's URL and the API's query use the same names. */
export function searchOf(filters: TripFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.outOfPolicy) search.set('outOfPolicy', 'true');
  return search;
}

const TripsSchema = answerSchema<AdminTripsAnswer>(
  async () => (await import('@portal/contracts/admin-trips')).AdminTripsAnswer,
);

export const TRIPS_PAGE_SIZE = 25;

/** The API's rule, checked before asking: the first travel date comes on or before the last. */
export const datesReversed = (f: TripFilters) => Boolean(f.from && f.to && f.from > f.to);

export function useCompanyTrips(filters: TripFilters) {
  const query = searchOf(filters).toString();
  return useInfiniteQuery({
    queryKey: ['admin', 'trips', query],
    enabled: !datesReversed(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = searchOf(filters);
      search.set('limit', String(TRIPS_PAGE_SIZE));
      if (pageParam) search.set('cursor', pageParam);
      return api.get(`trips?${search.toString()}`, { base: ADMIN_API, schema: TripsSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * Downloads the filtered trips as CSV. The API wants the session's bearer token, which a plain link cannot send,
 * so the file is fetched and handed to the browser as a download under the server's file name.
 */
export async function downloadTripsCsv(filters: TripFilters, today: string): Promise<void> {
  const query = searchOf(filters).toString();
  const text = await api.get<string>(`trips/export.csv${query ? `?${query}` : ''}`, { base: ADMIN_API });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `company-trips-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
