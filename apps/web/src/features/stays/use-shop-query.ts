import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { stayDateCorrections, type StayDateCorrection } from '@portal/domain/stay-corrections';
import { localIsoDate } from '../../lib/format.ts';
import { normalizeShopQuery, shopQueryString, type ShopQuery } from '@portal/domain/stay-dates';
import { usePortalConfig } from '../../lib/portal-config.ts';

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
  /** What spec §5 corrected in the URL's dates; kept in the history state once the URL is rewritten. */
  corrections: StayDateCorrection[];
  update: (patch: Partial<ShopQuery>) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { defaultAdults } = usePortalConfig();
  const today = localToday();
  const raw = searchParams.toString();
  const query = useMemo(
    () => normalizeShopQuery(Object.fromEntries(new URLSearchParams(raw)), today, { defaultAdults }),
    [raw, today, defaultAdults],
  );
  const queryString = shopQueryString(query);
  const fromUrl = useMemo(() => {
    const params = new URLSearchParams(raw);
    return stayDateCorrections(
      params.get('fromDate') ?? undefined,
      params.get('untilDate') ?? undefined,
      today,
    );
  }, [raw, today]);
  const kept = (location.state as { dateCorrections?: StayDateCorrection[] } | null)?.dateCorrections;
  const corrections = fromUrl.length > 0 ? fromUrl : (kept ?? []);

  // A URL with a past date or a missing count is rewritten to what the page actually shows; the corrections ride
  // along in the history state so the page can still say what it changed. An update by the user drops them.
  useEffect(() => {
    if (queryString !== raw)
      setSearchParams(queryString, {
        replace: true,
        state: fromUrl.length > 0 ? { dateCorrections: fromUrl } : location.state,
      });
  }, [queryString, raw, setSearchParams, fromUrl, location.state]);

  const update = useCallback(
    (patch: Partial<ShopQuery>) =>
      setSearchParams(shopQueryString({ ...query, ...patch }), { replace: true }),
    [query, setSearchParams],
  );
  return { query, today, queryString, corrections, update };
}
