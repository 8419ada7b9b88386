import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseHotelDetailsPath, type HotelDetailsParams } from '@portal/domain/hotels/details-path';
import { parseHotelFilterParams } from '@portal/domain/hotels/results-filter-params';
import {
  hotelResultsQueryString,
  hotelResultsUrl,
  parseHotelResultsQuery,
  type HotelResultsQuery,
} from '@portal/domain/hotels/results-query';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { todayIso } from '../../../lib/stay-range.ts';

/**
 * The details page's hotel (its path: domain details-path.ts) and the search it was opened with (its query),
 * which prices the rooms and leads back to the same results.
 */
export function useDetailsUrl(): {
  params: HotelDetailsParams | null;
  query: HotelResultsQuery;
  filters: HotelFilters;
  today: string;
  resultsHref: string | null;
  update: (patch: Partial<HotelResultsQuery>) => void;
} {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { defaultAdults } = usePortalConfig();
  const today = todayIso();
  const raw = search.toString();
  const params = useMemo(() => parseHotelDetailsPath(pathname), [pathname]);
  const { query, filters } = useMemo(() => {
    const record = Object.fromEntries(new URLSearchParams(raw));
    return {
      query: parseHotelResultsQuery(record, today, { defaultAdults }),
      filters: parseHotelFilterParams(record),
    };
  }, [raw, today, defaultAdults]);
  // Back to results only when the page came from a place search (not a hotel picked by name).
  const resultsHref =
    query.lodgingSelection?.kind === 'Place'
      ? hotelResultsUrl({ ...query, selectedLodgingIndex: null, hotelDetailsEntrySource: null }, filters)
      : null;
  const update = useCallback(
    (patch: Partial<HotelResultsQuery>) =>
      setSearch(hotelResultsQueryString({ ...query, ...patch }, filters), { replace: true }),
    [query, filters, setSearch],
  );
  return { params, query, filters, today, resultsHref, update };
}
