import { Suspense, lazy, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSummary } from '@portal/contracts/listings';
import { stayDateCorrections, stayRequestProblem } from '@portal/domain/stay-corrections';
import { formatAreaParam } from '@portal/domain/map-area';
import type { SortOrder } from '@portal/domain/stay-dates';
import { DateCorrectionsNotice, StayRequestProblem } from '../components/stay-query-notices.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateRange } from '../../../lib/format.ts';
import { useAvailabilitySearch } from '../api/stays-api.ts';
import { guestsSummary } from '../components/occupancy-picker.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import {
  AREA_PARAM,
  availabilityRequest,
  formValueOf,
  listingUrl,
  readResultsArea,
  readResultsQuery,
  searchTermOf,
  todayIso,
} from '../stays-search.ts';
import { requestFacts } from '../api/shop-prefetch.ts';
import { ListingCard } from './listing-card.tsx';
import { ResultsSearchBar } from './results-search-bar.tsx';
import { EmptyResults, ResultsError, ResultsSkeleton } from './results-states.tsx';
import { PetsChip, SortSelect } from './results-toolbar.tsx';
import { loadView, saveView, savePosition, takePosition, type ResultsView } from './scroll-memory.ts';

/** Cards rendered with the answer itself; the others follow in a background render (see ResultsPage). */
const FIRST_CARDS = 6;

const ResultsMap = lazy(() => import('./results-map.tsx').then((m) => ({ default: m.ResultsMap })));

function MapFallback() {
  return (
    <div className="flex size-full items-center justify-center bg-slate-100 text-slate-500">
      <Spinner label="Loading map" />
    </div>
  );
}

/** /stays/availability/: results for the query of spec §2, as a list, a map, or both side by side. */
/**
 * Scrolls to y once the page is tall enough to get there: the restored pages' cards lay out over a few frames, and
 * scrolling earlier would stop short. Gives up after about two seconds and scrolls as far as it can.
 */
function scrollOnceTallEnough(y: number, framesLeft = 120): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight;
  if (reachable >= y || framesLeft <= 0) {
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    return;
  }
  requestAnimationFrame(() => scrollOnceTallEnough(y, framesLeft - 1));
}

export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const today = todayIso();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the search
  const query = useMemo(() => readResultsQuery(params, today), [search, today]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const area = useMemo(() => readResultsArea(params), [search]);
  const term = searchTermOf(query);
  const corrections = useMemo(
    () =>
      stayDateCorrections(params.get('fromDate') ?? undefined, params.get('untilDate') ?? undefined, today),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the search
    [search, today],
  );
  const problem = stayRequestProblem(requestFacts(query, today));
  const isMobile = useIsMobile();
  const [mobileView, setMobileView] = useState<ResultsView>(loadView);
  const [showMap, setShowMap] = useState(true);
  const [activeId, setActiveId] = useState<string | null>(null);
  useDocumentTitle(term ? `Vacation rentals in ${term}` : 'Vacation rentals');

  const requestKey = JSON.stringify(availabilityRequest(query, 0, area));
  const results = useAvailabilitySearch(
    (offset) => availabilityRequest(query, offset, area),
    requestKey,
    term !== '' && problem === null,
  );
  const listings = useMemo(() => results.data?.pages.flatMap((p) => p.listings) ?? [], [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;
  // An answer renders its first cards at once and the rest in a deferred render, which React splits into short
  // tasks: the page paints sooner and stays responsive (Lighthouse TBT). Always a prefix of the current list.
  const deferredCount = useDeferredValue(listings.length);
  const shown = listings.slice(0, Math.max(FIRST_CARDS, deferredCount));
  const catchingUp = shown.length < listings.length;

  // Coming back from a listing: load as many pages as before, then return to the same place.
  const restore = useRef(takePosition(search));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = results;
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
  const hrefOf = (source: 'list' | 'map') => (listing: ListingSummary, index: number) =>
    listingUrl(query, listing.listingId.id, source, index);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  const setSort = (sort: SortOrder) => setParam('sortOrder', sort);
  const setPets = (on: boolean) => setParam('petsCount', on ? String(Math.max(1, query.petsCount)) : null);
  const switchView = (view: ResultsView) => {
    setMobileView(view);
    saveView(view);
  };

  const mapVisible = isMobile ? mobileView === 'map' : showMap;
  const listVisible = !isMobile || mobileView === 'list';
  const gridClass =
    !isMobile && showMap
      ? 'grid gap-x-6 gap-y-10 sm:grid-cols-2'
      : 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  const loaded = listings.length;
  const map = (
    <Suspense fallback={<MapFallback />}>
      <ResultsMap
        listings={listings}
        activeId={activeId}
        onSelect={setActiveId}
        hrefOf={hrefOf('map')}
        onOpen={remember}
        totalFirst={query.sortOrder === 'Pricing'}
        area={area}
        onSearchArea={(next) => setParam(AREA_PARAM, formatAreaParam(next))}
      />
    </Suspense>
  );

  return (
    <div className="bg-white">
      <ResultsSearchBar key={search} initial={formValueOf(query)} sortOrder={query.sortOrder} today={today} />
      <div className="flex">
        <div
          className={`min-w-0 px-5 pt-6 pb-16 md:px-8 ${!isMobile && showMap ? 'w-[58%]' : 'mx-auto w-full max-w-[1600px]'}`}
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
                {term ? `Vacation rentals in ${term}` : 'Where are you going?'}
              </h1>
              <p className="mt-1 text-sm text-slate-600" aria-live="polite">
                {results.isSuccess ? `${total} ${total === 1 ? 'home' : 'homes'} · ` : ''}
                {formatDateRange(query.fromDate, query.untilDate)} ·{' '}
                {guestsSummary({
                  adults: query.adultsCount,
                  children: query.children.length,
                  pets: query.petsCount,
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 md:gap-3">
              <PetsChip selected={query.petsCount > 0} onChange={setPets} />
              <SortSelect value={query.sortOrder} onChange={setSort} />
              {!isMobile ? (
                <button
                  type="button"
                  aria-pressed={showMap}
                  onClick={() => setShowMap(!showMap)}
                  className="flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-slate-900"
                >
                  {showMap ? 'Hide map' : 'Show map'}
                </button>
              ) : null}
            </div>
          </div>
          {area ? (
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span className="font-semibold">Showing homes in the map area.</span>
              <button
                type="button"
                onClick={() => setParam(AREA_PARAM, null)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Show all of {term}
              </button>
            </p>
          ) : null}
          <p className="mt-3 text-sm text-slate-500">
            {query.petsCount > 0 ? 'Showing pet-friendly homes only. An additional fee may apply. ' : ''}
            Totals include taxes and fees.
          </p>
          {corrections.length > 0 ? (
            <div className="mt-4">
              <DateCorrectionsNotice corrections={corrections} />
            </div>
          ) : null}

          <div className={listVisible ? `mt-6 ${isMobile ? 'pb-20' : ''}` : ''}>
            {!term ? (
              <p className="text-slate-600">Enter a destination above to see vacation rentals.</p>
            ) : problem ? (
              <StayRequestProblem problem={problem} />
            ) : results.isPending ? (
              listVisible ? (
                <ResultsSkeleton count={isMobile ? 2 : 6} gridClass={gridClass} />
              ) : null
            ) : results.isError && !results.data ? (
              <ResultsError onRetry={() => void results.refetch()} retrying={results.isFetching} />
            ) : loaded === 0 ? (
              <EmptyResults
                location={term}
                petSearch={query.petsCount > 0}
                onClearPets={() => setPets(false)}
              />
            ) : listVisible ? (
              <>
                {/* The cards' titles are h3s: this keeps the heading levels in order (h1, h2, h3). */}
                <h2 className="sr-only">Search results</h2>
                <ul className={`${gridClass} ${catchingUp ? 'min-h-dvh' : ''}`}>
                  {shown.map((listing, i) => (
                    <li key={listing.listingId.id}>
                      <ListingCard
                        listing={listing}
                        href={hrefOf('list')(listing, i)}
                        active={listing.listingId.id === activeId}
                        onHover={isMobile ? undefined : setActiveId}
                        onOpen={remember}
                        priority={i < 2}
                        totalFirst={query.sortOrder === 'Pricing'}
                      />
                    </li>
                  ))}
                </ul>
                <div className="mt-12 flex flex-col items-center gap-3">
                  <p className="text-sm text-slate-600">
                    Showing {loaded} of {total} homes
                  </p>
                  {results.hasNextPage ? (
                    <Button
                      variant="secondary"
                      onPress={() => void results.fetchNextPage()}
                      isDisabled={results.isFetchingNextPage}
                      className="min-w-48"
                    >
                      {results.isFetchingNextPage ? 'Loading…' : 'Show more homes'}
                    </Button>
                  ) : null}
                  {results.isFetchNextPageError ? (
                    <p role="alert" className="text-sm text-accent-700">
                      More homes could not be loaded. Try again.
                    </p>
                  ) : null}
                </div>
              </>
            ) : null}
          </div>
          {isMobile && mapVisible && term && (loaded > 0 || area) ? (
            <div className="-mx-5 mt-4 h-[calc(100dvh-22rem)] min-h-[360px]">{map}</div>
          ) : null}
        </div>
        {!isMobile && showMap && term ? (
          // Sized to what the first screen shows below the search bar, so the markers fit in view.
          <div className="sticky top-0 h-[calc(100dvh-16rem)] min-h-[480px] w-[42%] shrink-0 p-4 pl-0">
            <div className="size-full overflow-hidden rounded-2xl border border-slate-200">{map}</div>
          </div>
        ) : null}
      </div>
      {isMobile && term && (loaded > 0 || area) ? (
        <div className="pointer-events-none fixed inset-x-0 bottom-6 z-[1100] flex justify-center">
          <button
            type="button"
            onClick={() => switchView(mobileView === 'list' ? 'map' : 'list')}
            className="pointer-events-auto flex min-h-12 items-center gap-2 rounded-full bg-slate-900 px-6 text-sm font-semibold text-white shadow-xl"
          >
            <span aria-hidden="true">{mobileView === 'list' ? '◎' : '☰'}</span>
            {mobileView === 'list' ? 'Map' : 'List'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
