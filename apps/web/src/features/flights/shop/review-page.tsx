import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AlertIcon, InfoIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { flightBookUrl } from '../../../lib/flight-book-paths.ts';
import { topRewardsAccount, useRewardsAccounts } from '../../../lib/rewards-accounts.ts';
import { flightReviewQuery, flightSearchQuery } from '../api/flights-api.ts';
import { searchRequestOf, passengersCount, type FlightShopSearch } from '../search/flight-search.ts';
import { MULTI_TICKET_LABELS, money, rewardsPrice } from '../flight-words.ts';
import { chosenSlices } from './chosen-slices.tsx';
import { FunnelHeader } from './funnel-header.tsx';
import { ItinerarySlice } from './itinerary-slice.tsx';
import { FlightsSkeleton, NoSearch, ShopError, ShopNotice } from './shop-states.tsx';
import { FARE_DETAILS_PATH, chooseSlicePath, shopUrl, type ShopChoices } from './shop-url.ts';
import { useShopUrl } from './use-shop-url.ts';

function sliceTitle(search: FlightShopSearch, i: number): string {
  const s = search.slices[i];
  const route = s ? `${s.origin} to ${s.destination}` : '';
  if (search.tripType === 'round_trip') return `${i === 0 ? 'Departure' : 'Return'}: ${route}`;
  if (search.tripType === 'one_way') return route;
  return `Flight ${i + 1}: ${route}`;
}

/**
 * The review itinerary step (spec §2): the chosen fares re-priced by POST flights/review. Every slice with its
 * segments, layovers, local times and zones, fare, bags and penalties; the ticketing (two tickets, self-transfer);
 * the total; a moved price or a sold-out fare said plainly, with the way back.
 */
export function ReviewPage() {
  useDocumentTitle('Review your trip');
  const { search, request, choices } = useShopUrl();
  const results = useQuery({ ...flightSearchQuery(request ?? ({} as never)), enabled: Boolean(request) });
  const chosen = results.data ? chosenSlices(results.data, choices) : null;
  const fareIds = chosen?.every(Boolean) ? chosen.map((c) => c?.fare.fareId ?? '') : null;
  const review = useQuery({
    ...flightReviewQuery({
      fareIds: fareIds ?? [],
      passengers: search ? searchRequestOf(search).passengers : ({} as never),
    }),
    enabled: Boolean(search && fareIds),
  });
  const accounts = useRewardsAccounts();
  const accountId = topRewardsAccount(accounts.data ?? [])?.accountReferenceId ?? null;

  if (!search) return <NoSearch />;
  if (choices.picks.length < search.slices.length)
    return <Navigate replace to={shopUrl(chooseSlicePath(search, choices.picks.length), search, choices)} />;
  const back = (label: string) => (
    <ButtonLink to={shopUrl(FARE_DETAILS_PATH, search, choices)}>{label}</ButtonLink>
  );
  const again = (index: number, choicesNow: ShopChoices) => (
    <ButtonLink
      to={shopUrl(chooseSlicePath(search, index), search, {
        picks: choicesNow.picks.slice(0, index),
        shelves: choicesNow.shelves.slice(0, index),
      })}
    >
      Choose another flight
    </ButtonLink>
  );

  let body;
  if (results.isError)
    body = (
      <ShopError
        title="We couldn’t load your flights"
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isRefetching}
      />
    );
  else if (chosen && !fareIds) {
    const missing = chosen.findIndex((c) => c === null);
    body = (
      <ShopNotice title="That flight is no longer offered" action={again(missing, choices)}>
        Prices and seats change: choose the flight again from the latest list.
      </ShopNotice>
    );
  } else if (review.isError)
    body = (
      <ShopError
        title="We couldn’t check the price"
        error={review.error}
        onRetry={() => void review.refetch()}
        retrying={review.isRefetching}
      />
    );
  else if (!review.data) body = <FlightsSkeleton label="Checking the latest price" count={2} />;
  else if (review.data.kind !== 'Available') {
    const soldOut = review.data.kind === 'SoldOut';
    body = (
      <ShopNotice
        title={soldOut ? 'This fare just sold out' : 'This fare is no longer offered'}
        action={back('Choose another fare')}
      >
        {soldOut
          ? 'The last seats at this price were taken while you chose. Another fare or flight may still be available.'
          : 'The airline withdrew this fare. Choose another fare or flight.'}
      </ShopNotice>
    );
  } else {
    const r = review.data;
    const passengers = passengersCount(search.passengers);
    const ticket = MULTI_TICKET_LABELS[r.multiTicketType];
    const rewards = rewardsPrice(r.total, accountId);
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_340px] lg:items-start">
        <div className="space-y-4">
          {r.moved ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0" />
              <span>
                {r.moved === 'Up'
                  ? `The price went up since you searched: it is now ${money(r.total.fiat)}. `
                  : `Good news: the price went down since you searched, to ${money(r.total.fiat)}. `}
                <Link
                  to={shopUrl(FARE_DETAILS_PATH, search, choices)}
                  className="font-semibold underline underline-offset-2"
                >
                  Compare fares again
                </Link>
              </span>
            </p>
          ) : null}
          {ticket ? (
            <p className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
              <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <strong>{ticket}.</strong>{' '}
                {r.multiTicketType === 'hackerFare'
                  ? 'Each ticket has its own rules: a change or delay on one does not protect the other.'
                  : 'At the self-transfer airport you leave the secure area, collect your bags and check in again.'}
              </span>
            </p>
          ) : null}
          {r.slices.map((s, i) => {
            const fare = s.option.fares.find((f) => f.fareId === s.chosenFareId) ?? s.option.fares[0];
            return fare ? (
              <ItinerarySlice
                key={s.option.sliceId}
                title={sliceTitle(search, i)}
                option={s.option}
                fare={fare}
                answer={results.data}
              />
            ) : null;
          })}
        </div>
        <aside
          aria-labelledby="trip-total"
          className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-4"
        >
          <h2 id="trip-total" className="text-lg font-bold text-slate-900">
            Trip total
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {r.slices.map((s, i) => {
              const fare = s.option.fares.find((f) => f.fareId === s.chosenFareId);
              return fare ? (
                <div key={s.option.sliceId} className="flex justify-between gap-3">
                  <dt className="text-slate-700">{`${sliceTitle(search, i)} · ${fare.fareShelf.shortBrandName}`}</dt>
                  <dd className="font-medium text-slate-900">{money(fare.total.fiat)}</dd>
                </div>
              ) : null;
            })}
          </dl>
          <p className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-3">
            <span className="text-slate-700">{`${passengers} ${passengers === 1 ? 'passenger' : 'passengers'}`}</span>
            <span className="text-2xl font-bold text-slate-900">{money(r.total.fiat)}</span>
          </p>
          {rewards ? <p className="text-right text-sm text-slate-600">{`or ${rewards}`}</p> : null}
          <p className="mt-3 text-sm text-slate-600">
            Taxes and fees included. The price is checked again when you book.
          </p>
          {/* Into the checkout with the same search and fares in the URL: the book page re-reads them. */}
          <ButtonLink to={flightBookUrl(shopUrl('', search, choices))} className="mt-4 w-full">
            Continue
          </ButtonLink>
        </aside>
      </div>
    );
  }

  return (
    <>
      <FunnelHeader search={search} choices={choices} step={{ kind: 'review' }} />
      <div className="mx-auto max-w-[1330px] px-4 pt-5 pb-16 md:px-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900">Review your trip</h1>
        {body}
      </div>
    </>
  );
}
