import { FlightReviewAnswer, FlightSearchAnswer } from '@portal/contracts/flights';
import { compactFlightResults, type FlightResults } from '@portal/contracts/flight-results';
import { FlightsPriceQuote } from '@portal/contracts/flight-booking';
import { FLIGHTS_PRICE_QUOTE_EXAMPLE } from '@portal/contracts/flight-booking-examples';
import type { Person } from '@portal/contracts/travelers';
import { searchAnswer } from '../../../features/flights/test/flight-fixtures.ts';
import { TRAVELER } from './book-fixtures.ts';

// A family's one-way JFK–LAX on Dec 1 (2 adults, a child of 7, a lap infant) as the funnel hands it to checkout.

export const FLIGHT_SEARCH =
  'trip=one_way&from=JFK&to=LAX&date=2026-12-01&adults=2&children=7&lap=1&cabin=Economy' +
  '&pick=out-dl-nonstop&shelf=0';

const person = (id: string, givenName: string, dateOfBirth: string, gender: 'M' | 'F'): Person => ({
  ...TRAVELER,
  id,
  givenName,
  dateOfBirth,
  gender,
  isDefaultProfile: false,
});

export const ADULT_1 = TRAVELER;
export const ADULT_2 = person('33333333-3333-4333-8333-333333333333', 'Jordan', '1986-07-20', 'M');
export const CHILD = person('44444444-4444-4444-8444-444444444444', 'Sam', '2019-05-01', 'M');
export const INFANT = person('55555555-5555-4555-8555-555555555555', 'Robin', '2026-03-01', 'F');
export const FAMILY = [ADULT_1, ADULT_2, CHILD, INFANT];

export const flightSearch: FlightResults = searchAnswer('one_way', 4);
/** The search as the API answers it (fares by brand). */
export const flightSearchReply = FlightSearchAnswer.parse(compactFlightResults(flightSearch));

export function flightReview(): FlightReviewAnswer {
  const out = flightSearch.slices[0]!.options.find((o) => o.sliceId === 'out-dl-nonstop')!;
  return FlightReviewAnswer.parse({
    kind: 'Available',
    slices: [{ option: out, chosenFareId: out.fares[0]!.fareId }],
    fareShelf: { outgoing: out.fares[0]!.fareShelf, returning: null },
    multiTicketType: 'single',
    total: { fiat: { value: 1100, currencyCode: 'USD', currencySymbol: '$' }, rewards: {} },
    moved: null,
  });
}

/** The quote of the family's trip at `total` dollars. */
export function flightQuote(total = 1100): FlightsPriceQuote {
  const quote = FlightsPriceQuote.parse(FLIGHTS_PRICE_QUOTE_EXAMPLE);
  const fiat = { value: total, currencyCode: 'USD', currencySymbol: '$' };
  return { ...quote, tripTotal: { fiat, rewards: {} }, dueNow: { fiat, rewards: {} } };
}
