import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import { parseHotelFilterParams } from '@portal/domain/hotels/results-filter-params';
import {
  hotelResultsUrl,
  parseHotelResultsQuery,
  type HotelResultsQuery,
} from '@portal/domain/hotels/results-query';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { todayIso } from '../../../lib/stay-range.ts';
import type { HotelRateChoice } from './hotels-checkout-paths.ts';

function idOf(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return id.length > 0 && id.length <= 100 ? id : null;
}

/**
 * The book page's URL: the room and rate (lodgingId, roomId, rateId) and the search it was priced for, read the
 * way the details page reads it, with the links back to that hotel and to its results.
 */
export function useHotelBookUrl(): {
  choice: HotelRateChoice | null;
  query: HotelResultsQuery;
  queryString: string;
  detailsHref: string;
  resultsHref: string;
} {
  const [search] = useSearchParams();
  const { defaultAdults } = usePortalConfig();
  const today = todayIso();
  const raw = search.toString();
  return useMemo(() => {
    const params = new URLSearchParams(raw);
    const record = Object.fromEntries(params);
    const query = parseHotelResultsQuery(record, today, { defaultAdults });
    const filters = parseHotelFilterParams(record);
    const lodgingId = idOf(params.get('lodgingId'));
    const roomId = idOf(params.get('roomId'));
    const rateId = idOf(params.get('rateId'));
    const refundable = params.get('refundable') === '1';
    const choice = lodgingId && roomId && rateId ? { lodgingId, roomId, rateId, refundable } : null;
    const place = query.lodgingSelection?.kind === 'Place';
    return {
      choice,
      query,
      queryString: raw,
      detailsHref: lodgingId
        ? hotelDetailsUrl(
            { lodgingId, source: place ? 'SearchPage' : 'Unknown', unavailable: false },
            query,
            filters,
          )
        : '/hotels/',
      resultsHref: query.lodgingSelection ? hotelResultsUrl(query, filters) : '/hotels/',
    };
  }, [raw, today, defaultAdults]);
}
