import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localIsoDate } from '../format.ts';
import { normalizeShopQuery, shopQueryString, type ShopQuery } from '@portal/domain/stay-dates';
import { usePortalConfig } from '../portal-config.ts';

/** Today's local calendar date: the traveler's "today", not UTC's. */
export function localToday(now: Date = new Date()): string {
  return localIsoDate(now);
}

/**
 * The shop query of spec §2, normalised by the domain rules of spec §5 and mirrored in the URL. Updates replace
 * the history entry so the back button leaves the page instead of stepping through every date tweak.
 */
export function useShopQuery(): {
  query: ShopQuery;
  today: string;
  queryString: string;
  update: (patch: Partial<ShopQuery>) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const { defaultAdults } = usePortalConfig();
  const today = localToday();
  const raw = searchParams.toString();
  const query = useMemo(
    () => normalizeShopQuery(Object.fromEntries(new URLSearchParams(raw)), today, { defaultAdults }),
    [raw, today, defaultAdults],
  );
  const queryString = shopQueryString(query);

  // A URL with a past date or a missing count is rewritten to what the page actually shows.
  useEffect(() => {
    if (queryString !== raw) setSearchParams(queryString, { replace: true });
  }, [queryString, raw, setSearchParams]);

  const update = useCallback(
    (patch: Partial<ShopQuery>) =>
      setSearchParams(shopQueryString({ ...query, ...patch }), { replace: true }),
    [query, setSearchParams],
  );
  return { query, today, queryString, update };
}
