import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import type { HotelSortKey } from '@portal/domain/hotels/enums';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateRange, nightsBetween } from '../../../lib/format.ts';
import { hotelResultsQuery } from '../api/hotels-api.ts';
import { HotelCard } from './hotel-card.tsx';
import { activeFilterCount } from './hotel-filters.tsx';
import { FiltersSidebar, FiltersSheetButton } from './filters-frame.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { HotelResultsSearchBar } from './results-search-bar.tsx';
import { EmptyHotelResults, HotelResultsError, HotelResultsSkeleton } from './results-states.tsx';
import { loadView, savePosition, saveView, takePosition, type ResultsView } from './scroll-memory.ts';
import { useResultsUrl } from './use-results-url.ts';

const HotelResultsMap = lazy(() =>
  import('./hotel-results-map.tsx').then((m) => ({ default: m.HotelResultsMap })),
);

/** Scrolls to y once the restored pages have laid out tall enough (about two seconds at most). */
function scrollOnceTallEnough(y: number, framesLeft = 120): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight;
  if (reachable >= y || framesLeft <= 0) {
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    return;
  }
  requestAnimationFrame(() => scrollOnceTallEnough(y, framesLeft - 1));
}

function errorText(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/** /hotels/availability/: hotels for the spec §2 query, as a list or a map, sorted and filtered in the URL. */
export function HotelResultsPage() {
  const { query, filters, today, update } = useResultsUrl();
  const term = query.lodgingSelection?.searchTerm ?? '';
  const [view, setView] = useState<ResultsView>(loadView);
  useDocumentTitle(term ? `Hotels in ${term}` : 'Hotels');

  const results = useInfiniteQuery({ ...hotelResultsQuery(query, filters), enabled: term !== '' });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const hotels = useMemo(() => data?.pages.flatMap((p) => p.lodgings) ?? [], [data]);
  const first = data?.pages[0];
  const nights = first?.nights ?? nightsBetween(query.fromDate, query.untilDate);
  const place = first?.place?.city ?? null;
  const filtered = activeFilterCount(filters) > 0;
  const search = hotelResultsQueryStringKey(query, filters);

  // Coming back from a hotel: load as many pages as before, then return to the same place in the list.
  const restore = useRef(takePosition(search));
  useEffect(() => {
    const target = restore.current;
    if (!target || !data) return;
    if (data.pages.length < target.pages && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    restore.current = null;
    scrollOnceTallEnough(target.scrollY);
  }, [data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const remember = () => savePosition(search, { pages: data?.pages.length ?? 1, scrollY: window.scrollY });
  const hrefOf = (lodgingId: string, index: number, source: 'list' | 'map') =>
    hotelDetailsUrl(
      { lodgingId, source: 'SearchPage', unavailable: false },
      { ...query, selectedLodgingIndex: index, hotelDetailsEntrySource: source },
      filters,
    );
  const changeView = (next: ResultsView) => {
    setView(next);
    saveView(next);
  };
  const setSort = (sortOrder: HotelSortKey) => update({ sortOrder });
  const clearFilters = () => update({}, {});

  let body;
  if (!term) body = <EmptyHotelResults place="" filtered={false} onClearFilters={clearFilters} />;
  else if (results.isPending) body = <HotelResultsSkeleton />;
  else if (results.isError && hotels.length === 0)
    body = (
      <HotelResultsError
        message={errorText(results.error)}
        onRetry={() => void results.refetch()}
        retrying={results.isRefetching}
      />
    );
  else if (hotels.length === 0)
    body = <EmptyHotelResults place={term} filtered={filtered} onClearFilters={clearFilters} />;
  else if (view === 'map')
    body = (
      <div className="h-[calc(100dvh-230px)] min-h-[420px] overflow-hidden rounded-2xl border border-slate-200">
        <Suspense
          fallback={
            <div className="flex size-full items-center justify-center bg-slate-100 text-slate-500">
              <Spinner label="Loading map" />
            </div>
          }
        >
          <HotelResultsMap
            hotels={hotels}
            hrefOf={(id, index) => hrefOf(id, index, 'map')}
            onOpen={remember}
            nights={nights}
          />
        </Suspense>
      </div>
    );
  else
    body = (
      <>
        <ol className="space-y-4" aria-label="Hotels">
          {hotels.map((hotel, index) => (
            <li key={hotel.lodgingId}>
              <HotelCard
                hotel={hotel}
                href={hrefOf(hotel.lodgingId, index, 'list')}
                rooms={query.roomsCount}
                nights={nights}
                place={place}
                onOpen={remember}
              />
            </li>
          ))}
        </ol>
        {hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onPress={() => void fetchNextPage()} isDisabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading more hotels…' : 'Show more hotels'}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="mx-auto max-w-[1330px] px-4 pt-4 pb-16 md:px-8">
      <HotelResultsSearchBar query={query} today={today} />
      <div className="mt-4 flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{term ? `Hotels in ${term}` : 'Hotels'}</h1>
        <p className="hidden text-sm text-slate-600 md:block">
          {formatDateRange(query.fromDate, query.untilDate)}
          {query.roomsCount >= 2 ? ` · ${query.roomsCount} rooms` : ''}
        </p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[280px_1fr]">
        <FiltersSidebar filters={filters} facets={first?.facets ?? null} onChange={(f) => update({}, f)} />
        <div className="min-w-0">
          <ResultsToolbar
            total={first?.total ?? null}
            sort={query.sortOrder}
            onSort={setSort}
            view={view}
            onView={changeView}
            canSortByDistance={query.lodgingSelection?.kind !== 'Lodging'}
            filtersButton={
              <FiltersSheetButton
                filters={filters}
                facets={first?.facets ?? null}
                onChange={(f) => update({}, f)}
              />
            }
          />
          <div className="mt-4" aria-busy={results.isFetching}>
            {body}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The key the scroll position is kept under: the search and its filters, without the details-link fields. */
function hotelResultsQueryStringKey(
  query: ReturnType<typeof useResultsUrl>['query'],
  filters: ReturnType<typeof useResultsUrl>['filters'],
): string {
  return JSON.stringify([
    query.lodgingSelection,
    query.fromDate,
    query.untilDate,
    query.adultsCount,
    query.childrenAges,
    query.roomsCount,
    query.sortOrder,
    filters,
  ]);
}
