import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readShopSearch, searchRequestOf } from '../search/flight-search.ts';
import { readChoices, shopUrl, type ShopChoices } from './shop-url.ts';

/** A funnel step's search and choices, read from its URL, and a way to go to another step with others. */
export function useShopUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const params = new URLSearchParams(location.search);
    const search = readShopSearch(params);
    const choices = readChoices(params);
    const go = (path: string, next: ShopChoices, extra?: URLSearchParams, replace = false) => {
      if (!search) return;
      void navigate(shopUrl(path, search, next, extra), { replace });
    };
    return {
      params,
      search,
      request: search ? searchRequestOf(search) : null,
      choices,
      go,
      navigate,
    };
  }, [location.search, navigate]);
}
