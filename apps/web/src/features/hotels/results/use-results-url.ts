import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseHotelFilterParams } from '@portal/domain/hotels/results-filter-params';
import {
  hotelResultsQueryString,
  parseHotelResultsQuery,
  type HotelResultsQuery,
} from '@portal/domain/hotels/results-query';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { todayIso } from '../../../lib/stay-range.ts';

/**
 * The results search and its filters, read from and written to the URL (domain results-query.ts and
 * results-filter-params.ts), so a filtered, sorted list survives a reload and a visit to a hotel and back.
 * Changes replace the history entry: Back leaves the page rather than undoing each filter.
 */
export function useResultsUrl(): {
  query: HotelResultsQuery;
  filters: HotelFilters;
  today: string;
  update: (patch: Partial<HotelResultsQuery>, filters?: HotelFilters) => void;
} {
  const [params, setParams] = useSearchParams();
  const { defaultAdults } = usePortalConfig();
  const today = todayIso();
  const raw = params.toString();
  const { query, filters } = useMemo(() => {
    const record = Object.fromEntries(new URLSearchParams(raw));
    return {
      query: parseHotelResultsQuery(record, today, { defaultAdults }),
      filters: parseHotelFilterParams(record),
    };
  }, [raw, today, defaultAdults]);
  const update = useCallback(
    (patch: Partial<HotelResultsQuery>, nextFilters: HotelFilters = filters) =>
      setParams(hotelResultsQueryString({ ...query, ...patch }, nextFilters), { replace: true }),
    [query, filters, setParams],
  );
  return { query, filters, today, update };
}
