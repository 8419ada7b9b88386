import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { FlightFare, FlightOption } from '@portal/contracts/flights';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { topRewardsAccount, useRewardsAccounts } from '../../../lib/rewards-accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { flightSearchQuery } from '../api/flights-api.ts';
import { passengersCount } from '../search/flight-search.ts';
import { applyView, carriesPolicy, priceRange } from './apply-view.ts';
import { FlightCard } from './flight-card.tsx';
import { SORT_LABELS, clearedView } from './flight-filters.tsx';
import { FiltersSheetButton, FiltersSidebar } from './filters-frame.tsx';
import { FunnelHeader } from './funnel-header.tsx';
import { activeFilters, readView, writeView } from './results-view.ts';
import { FlightsSkeleton, NoSearch, ShopError, ShopNotice } from './shop-states.tsx';
import { FARE_DETAILS_PATH, chooseSlicePath, sliceIndexOfPath, shopUrl } from './shop-url.ts';
import { ChosenSlices } from './chosen-slices.tsx';
import { useShopUrl } from './use-shop-url.ts';
import { useViewSetter } from './use-view-setter.ts';
import { FLIGHT_SORT_KEYS, type FlightSortKey } from '@portal/domain/flights/enums';

function titleOf(tripType: string, index: number): string {
  if (index === 0) return tripType === 'multi_city' ? 'Choose flight 1' : 'Choose your departing flight';
  return tripType === 'round_trip' ? 'Choose your return flight' : `Choose flight ${index + 1}`;
}

/**
 * The choose departure / choose return / choose flight N steps (spec §2): one slice's options, sorted and filtered
 * in the URL, each card opening its fare shelves. Choosing a fare goes to the next slice, or to the fare details.
 */
export function ChooseFlightPage() {
  const { pathname } = useLocation();
  const { search, request, choices, params, go } = useShopUrl();
  const index = sliceIndexOfPath(pathname) ?? 0;
  const slice = search?.slices[index];
  useDocumentTitle(search ? titleOf(search.tripType, index) : 'Flights');
  const results = useQuery({ ...flightSearchQuery(request ?? ({} as never)), enabled: Boolean(request) });
  const accounts = useRewardsAccounts();
  const accountId = topRewardsAccount(accounts.data ?? [])?.accountReferenceId ?? null;
  const view = readView(params);
  const setView = useViewSetter(view, (next) => go(pathname, choices, writeView(next), true));
  const answer = results.data;
  const options = answer?.slices[index]?.options;
  const airlines = answer?.airlines ?? {};
  const shown = useMemo(
    () => (options ? applyView(options, view, (c) => airlines[c]?.lowCost ?? false) : []),
    // The view is rebuilt from the URL each render; its string form is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options, airlines, params.toString()],
  );
  const carriers = useMemo(
    () => [...new Set((options ?? []).flatMap((o) => o.segments.map((s) => s.marketingAirline.code)))].sort(),
    [options],
  );
  const priceBounds = useMemo(() => priceRange(options ?? []), [options]);
  const withPolicy = useMemo(() => carriesPolicy(options ?? []), [options]);
  const currency = options?.[0]?.fares[0]?.amount.fiat.currencySymbol ?? '$';

  if (!search || !slice) return <NoSearch />;
  // A step is reached only with every slice before it chosen: a shorter URL goes back to the first open step.
  if (choices.picks.length < index)
    return <Navigate replace to={shopUrl(chooseSlicePath(search, choices.picks.length), search, choices)} />;

  const choose = (option: FlightOption, fare: FlightFare) => {
    const next = {
      picks: [...choices.picks.slice(0, index), option.sliceId],
      shelves: [...choices.shelves.slice(0, index), fare.fareShelf.rating],
    };
    const last = index + 1 >= search.slices.length;
    go(last ? FARE_DETAILS_PATH : chooseSlicePath(search, index + 1), next);
    window.scrollTo(0, 0);
  };
  const filterProps = {
    view,
    onChange: setView,
    airlines,
    carriers,
    priceBounds,
    currency,
    carriesPolicy: withPolicy,
  };
  const passengers = passengersCount(search.passengers);

  let body;
  if (results.isPending) body = <FlightsSkeleton />;
  else if (results.isError)
    body = (
      <ShopError
        title="We couldn’t load flights"
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isRefetching}
      />
    );
  else if (!options?.length)
    body = (
      <ShopNotice title={`No flights from ${slice.origin} to ${slice.destination} on this date`}>
        Try another date or a nearby airport.
      </ShopNotice>
    );
  else if (!shown.length)
    body = (
      <ShopNotice
        title="No flights match your filters"
        action={
          <Button variant="secondary" onPress={() => setView(clearedView(view))}>
            Clear all filters
          </Button>
        }
      >
        Remove a filter or two to see more flights.
      </ShopNotice>
    );
  else
    body = (
      <ol className="space-y-3" aria-label="Flights">
        {shown.map((option) => (
          <li key={option.sliceId}>
            <FlightCard
              option={option}
              airlines={airlines}
              passengers={passengers}
              accountId={accountId}
              onChoose={(fare) => choose(option, fare)}
            />
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <FunnelHeader search={search} choices={choices} step={{ kind: 'slice', index }} />
      <div className="mx-auto max-w-[1330px] px-4 pt-5 pb-16 md:px-8">
        {index > 0 && answer ? (
          <ChosenSlices search={search} choices={choices} answer={answer} upTo={index} />
        ) : null}
        <div className="flex flex-col gap-1 md:flex-row md:items-baseline md:justify-between">
          <h1 className="text-2xl font-bold text-slate-900">{titleOf(search.tripType, index)}</h1>
          <p className="text-sm text-slate-600">
            {`${slice.origin} to ${slice.destination} · ${formatDate(slice.departureDate, 'full')}`}
          </p>
        </div>
        <div className="mt-4 grid gap-6 lg:grid-cols-[280px_1fr]">
          <FiltersSidebar {...filterProps} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700" aria-live="polite">
                {options
                  ? `${shown.length} of ${options.length} ${options.length === 1 ? 'flight' : 'flights'}${activeFilters(view) ? ' (filtered)' : ''}`
                  : '\u00a0'}
              </p>
              <div className="flex items-center gap-2">
                <FiltersSheetButton {...filterProps} shown={shown.length} />
                <label className="flex items-center gap-2 text-sm text-slate-600">
                  <span className="sr-only md:not-sr-only">Sort by</span>
                  <select
                    value={view.sort}
                    onChange={(e) => setView({ ...view, sort: e.target.value as FlightSortKey })}
                    className="min-h-10 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:border-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    {FLIGHT_SORT_KEYS.map((k) => (
                      <option key={k} value={k}>
                        {SORT_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </div>
            <div className="mt-3" aria-busy={results.isFetching}>
              {body}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
