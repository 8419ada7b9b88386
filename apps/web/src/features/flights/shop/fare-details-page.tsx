import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { topRewardsAccount, useRewardsAccounts } from '../../../lib/rewards-accounts.ts';
import { flightSearchQuery } from '../api/flights-api.ts';
import { passengersCount } from '../search/flight-search.ts';
import { MULTI_TICKET_LABELS, money } from '../flight-words.ts';
import { chosenSlices } from './chosen-slices.tsx';
import { AirlineChip, SliceTimes, airlinesName } from './flight-parts.tsx';
import { FunnelHeader } from './funnel-header.tsx';
import { ShelfColumn } from './shelf-column.tsx';
import { FlightsSkeleton, NoSearch, ShopError, ShopNotice } from './shop-states.tsx';
import { FARE_DETAILS_PATH, REVIEW_PATH, chooseSlicePath, shopUrl } from './shop-url.ts';
import { useShopUrl } from './use-shop-url.ts';

const COLUMNS = ['md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4', 'md:grid-cols-5'];

/**
 * The fare details step (spec §2): for every chosen flight its shelves side by side (columns on a wide screen,
 * stacked cards on a phone) with bags, seats, changes, cancellation and what each includes; then the review.
 */
export function FareDetailsPage() {
  useDocumentTitle('Fare details');
  const { search, request, choices, go } = useShopUrl();
  const results = useQuery({ ...flightSearchQuery(request ?? ({} as never)), enabled: Boolean(request) });
  const accounts = useRewardsAccounts();
  const accountId = topRewardsAccount(accounts.data ?? [])?.accountReferenceId ?? null;
  if (!search) return <NoSearch />;
  if (choices.picks.length < search.slices.length)
    return <Navigate replace to={shopUrl(chooseSlicePath(search, choices.picks.length), search, choices)} />;

  const passengers = passengersCount(search.passengers);
  const answer = results.data;
  let body;
  if (results.isPending) body = <FlightsSkeleton label="Loading fares" count={2} />;
  else if (results.isError)
    body = (
      <ShopError
        title="We couldn’t load the fares"
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isRefetching}
      />
    );
  else if (answer) {
    const chosen = chosenSlices(answer, choices);
    const missing = chosen.findIndex((c) => c === null);
    if (missing >= 0)
      body = (
        <ShopNotice
          title="That flight is no longer offered"
          action={
            <ButtonLink
              to={shopUrl(chooseSlicePath(search, missing), search, {
                picks: choices.picks.slice(0, missing),
                shelves: choices.shelves.slice(0, missing),
              })}
            >
              Choose another flight
            </ButtonLink>
          }
        >
          Prices and seats change: choose the flight again from the latest list.
        </ShopNotice>
      );
    else {
      const total = chosen.reduce((sum, c) => sum + (c?.fare.total.fiat.value ?? 0), 0);
      const fiat = chosen[0]?.fare.total.fiat;
      const shelves = chosen.map((c) => c?.fare.fareShelf.rating ?? 0);
      body = (
        <>
          {chosen.map((c, i) => {
            if (!c) return null;
            const slice = search.slices[i];
            const ticket = MULTI_TICKET_LABELS[c.option.multiTicketType];
            return (
              <section key={c.option.sliceId} aria-labelledby={`fare-slice-${i}`} className="mb-8">
                <div className="flex flex-wrap items-center gap-3">
                  <AirlineChip code={c.option.segments[0]?.marketingAirline.code ?? ''} />
                  <div className="min-w-0 flex-1">
                    <h2 id={`fare-slice-${i}`} className="text-lg font-bold text-slate-900">
                      {`${slice?.origin} to ${slice?.destination} · ${slice ? formatDate(slice.departureDate, 'weekday') : ''}`}
                    </h2>
                    <SliceTimes option={c.option} />
                    <p className="text-sm text-slate-600">
                      {airlinesName(c.option, answer.airlines)}
                      {ticket ? ` · ${ticket}` : ''}
                    </p>
                  </div>
                </div>
                <fieldset className="mt-4">
                  <legend className="sr-only">{`Fares for ${slice?.origin} to ${slice?.destination}`}</legend>
                  <div className={`grid gap-3 ${COLUMNS[Math.min(c.option.fares.length, 5) - 1] ?? ''}`}>
                    {c.option.fares.map((fare) => (
                      <ShelfColumn
                        key={fare.fareId}
                        fare={fare}
                        name={`shelf-${i}`}
                        checked={fare.fareId === c.fare.fareId}
                        passengers={passengers}
                        accountId={accountId}
                        onChoose={() =>
                          go(
                            FARE_DETAILS_PATH,
                            {
                              picks: choices.picks,
                              shelves: shelves.map((r, k) => (k === i ? fare.fareShelf.rating : r)),
                            },
                            undefined,
                            true,
                          )
                        }
                      />
                    ))}
                  </div>
                </fieldset>
              </section>
            );
          })}
          <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 md:mx-0 md:rounded-2xl md:border md:px-5">
            <p>
              <span className="block text-sm text-slate-600">{`Total for ${passengers} ${passengers === 1 ? 'passenger' : 'passengers'}`}</span>
              <span className="block text-2xl font-bold text-slate-900">
                {fiat ? money({ ...fiat, value: total }) : ''}
              </span>
            </p>
            <ButtonLink to={shopUrl(REVIEW_PATH, search, { picks: choices.picks, shelves })}>
              Review itinerary
            </ButtonLink>
          </div>
        </>
      );
    }
  }

  return (
    <>
      <FunnelHeader search={search} choices={choices} step={{ kind: 'fareDetails' }} />
      <div className="mx-auto max-w-[1330px] px-4 pt-5 pb-16 md:px-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900">Choose your fare</h1>
        {body}
      </div>
    </>
  );
}
