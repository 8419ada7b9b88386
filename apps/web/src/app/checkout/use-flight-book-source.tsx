import { lazy, Suspense, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { majorToMinor } from '@portal/domain/money';
import { travelersQuery, useTravelers } from '../../features/checkout/checkout-api.ts';
import type {
  FlightBookSource,
  TravelerFormProps,
} from '../../features/flight-checkout/flight-book-source.ts';
import { flightReviewQuery, flightSearchQuery } from '../../features/flights/api/flights-api.ts';
import { penaltiesText, refundText } from '../../features/flights/flight-words.ts';
import { searchRequestOf } from '../../features/flights/search/flight-search.ts';
import { chosenSlices } from '../../features/flights/shop/chosen-slices.tsx';
import { ItinerarySlice } from '../../features/flights/shop/itinerary-slice.tsx';
import { DEPARTURE_PATH, REVIEW_PATH, shopUrl } from '../../features/flights/shop/shop-url.ts';
import { useShopUrl } from '../../features/flights/shop/use-shop-url.ts';

// The travelers form (and its fields) loads when the user adds or edits a traveler, not with the page.
const TravelerFormDialog = lazy(async () => ({
  default: (await import('../../features/travelers/traveler-form-dialog.tsx')).TravelerFormDialog,
}));

function TravelerForm(props: TravelerFormProps) {
  return (
    <Suspense fallback={null}>
      <TravelerFormDialog {...props} />
    </Suspense>
  );
}

const NO_PASSENGERS = { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 };

/**
 * The flight book page's itinerary, composed from the flights feature for the flight checkout: the funnel's search
 * and chosen fares in the URL, the cached search answer, and flights/review re-pricing them (as the review showed).
 */
export function useFlightBookSource(): FlightBookSource {
  const { search, request, choices } = useShopUrl();
  const client = useQueryClient();
  const travelers = useTravelers();
  const results = useQuery({ ...flightSearchQuery(request ?? ({} as never)), enabled: Boolean(request) });
  const chosen = results.data ? chosenSlices(results.data, choices) : null;
  const fareIds = chosen?.every(Boolean) ? chosen.map((c) => c?.fare.fareId ?? '') : null;
  const passengers = search ? searchRequestOf(search).passengers : NO_PASSENGERS;
  const review = useQuery({
    ...flightReviewQuery({ fareIds: fareIds ?? [], passengers }),
    enabled: Boolean(search && fareIds),
  });
  const answer = results.data;
  const r = review.data?.kind === 'Available' ? review.data : null;

  return useMemo(() => {
    const reviewHref = search ? shopUrl(REVIEW_PATH, search, choices) : '/flights/';
    const searchHref = search ? shopUrl(DEPARTURE_PATH, search) : '/flights/';
    const slices = r?.slices.map((s) => ({
      option: s.option,
      fare: s.option.fares.find((f) => f.fareId === s.chosenFareId) ?? s.option.fares[0],
    }));
    const segments = slices?.flatMap((s) => s.option.segments) ?? [];
    const countries = new Set(
      segments
        .flatMap((s) => [s.origin.locationCode, s.destination.locationCode])
        .map((code) => answer?.airports[code]?.countryCode ?? code),
    );
    const first = segments[0];
    const last = segments[segments.length - 1];
    const place = (code: string) => `${answer?.airports[code]?.city ?? code} (${code})`;
    const title =
      search && first && last
        ? search.tripType === 'multi_city'
          ? `Multi-city: ${search.slices
              .map((s) => s.origin)
              .concat(search.slices.at(-1)?.destination ?? [])
              .join(' – ')}`
          : `${place(search.slices[0]?.origin ?? first.origin.locationCode)} to ${place(search.slices[0]?.destination ?? last.destination.locationCode)}${search.tripType === 'round_trip' ? ', round trip' : ''}`
        : 'Your flights';
    const soldOut =
      (chosen && !fareIds) || (review.data && review.data.kind !== 'Available')
        ? review.data?.kind === 'SoldOut'
          ? {
              title: 'This fare just sold out',
              message:
                'The last seats at this price were taken. Another fare or flight may still be available.',
            }
          : {
              title: 'This flight is no longer offered',
              message: 'Prices and seats change: choose again from the latest results.',
            }
        : null;
    const problem = !search
      ? 'This link does not name a flight search. Please search again.'
      : results.isError || review.isError
        ? 'We couldn’t load these flights. Please search again.'
        : null;
    const cancelTexts = slices?.map((s) =>
      s.fare ? `${penaltiesText(s.fare.restrictions).cancel}. ${refundText(s.fare.restrictions)}.` : '',
    );
    return {
      problem,
      pending: Boolean(search) && !problem && !soldOut && (!r || travelers.isPending),
      soldOut,
      settled: Boolean(r) && !review.isFetching,
      fareIds: fareIds ?? [],
      passengers,
      // The search's dates until the review answers: the shell picks its primary traveler by the first one.
      firstDate: first?.scheduledDeparture.slice(0, 10) ?? search?.slices[0]?.departureDate ?? '',
      lastDate: last?.scheduledArrival.slice(0, 10) ?? search?.slices.at(-1)?.departureDate ?? '',
      international: countries.size > 1,
      shownTotalMinor: r ? majorToMinor(r.total.fiat.value) : 0,
      itinerary: slices?.map((s, i) =>
        s.fare ? (
          <ItinerarySlice
            key={s.option.sliceId}
            title={`Flight ${i + 1}: ${place(s.option.segments[0]?.origin.locationCode ?? '')} to ${place(s.option.segments.at(-1)?.destination.locationCode ?? '')}`}
            option={s.option}
            fare={s.fare}
            answer={answer}
          />
        ) : null,
      ),
      fareLines:
        slices?.flatMap((s, i) =>
          s.fare
            ? [
                {
                  label: `Flight ${i + 1} · ${s.fare.fareShelf.shortBrandName}`,
                  minor: majorToMinor(s.fare.total.fiat.value),
                },
              ]
            : [],
        ) ?? [],
      title,
      terms: {
        cancellationPolicy: cancelTexts?.length ? [...new Set(cancelTexts)].join(' ') : null,
        paymentPolicy: 'The whole trip is charged when you book. Airlines issue the tickets shortly after.',
        importantInformation:
          'Names must match each passenger’s travel documents. Check in with the airline; bring a valid ID or passport.',
      },
      searchHref,
      reviewHref,
      confirmQuery: search ? shopUrl('', search, choices).slice(1) : '',
      travelers: travelers.data ?? [],
      refreshTravelers: () => void client.invalidateQueries({ queryKey: travelersQuery.queryKey }),
      TravelerForm,
    };
  }, [
    search,
    choices,
    r,
    answer,
    chosen,
    fareIds,
    review.data,
    review.isFetching,
    review.isError,
    results.isError,
    travelers.data,
    travelers.isPending,
    passengers,
    client,
  ]);
}
