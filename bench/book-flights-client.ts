/**
 * The buyers' side of the flights runs of bench:book: a one-way search, then a Flights quote (quote schedule, poll
 * until decided, addMainGuest) for the buyer's saved traveler, as the web app's flight checkout does
 * (apps/api/test/support/flights-checkout.ts). Booking it is BenchClient.book, as for a home.
 */
import type { QuotePollAnswer } from '@portal/contracts/purchase';
import type { BenchClient, Buyer, Quote } from './book-client.ts';

/** A fare to book: its id, the portal's seat bucket (flight-quote.ts bucketKeyOf) and what the search showed. */
export type FlightFare = { fareId: string; bucketKey: string; seenMinor: number; seatsLeft: number };
export type Slice = { origin: string; destination: string; departureDate: string };

type SearchedFare = {
  fareId: string;
  fareShelf: { rating: number };
  cabinClassName: string;
  seatsLeft: number;
  total: { fiat: { value: number } };
};
type SearchedSegment = { origin: { locationCode: string }; destination: { locationCode: string } };
type SearchedOption = { sliceId: string; segments: SearchedSegment[]; fares: SearchedFare[] };

/** Main cabin (shelf 1): every option sells it, and it is what most buyers choose. */
const SHELF = 1;
const fiat = (minor: number) => ({ value: minor / 100, currencyCode: 'USD', currencySymbol: '$' });

/**
 * The main-cabin fare of every domestic option of a one-way, one-adult economy search, one per option (its own
 * bucket). A connection through another country would need the traveler's passport and nationality.
 */
export async function searchFares(client: BenchClient, buyer: Buyer, slice: Slice): Promise<FlightFare[]> {
  const answer = await client.ok<{
    slices: { options: SearchedOption[] }[];
    airports: Record<string, { countryCode: string }>;
  }>(
    '/api/v0/flights/search',
    {
      tripType: 'one_way',
      slices: [slice],
      passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
      cabin: 'Economy',
    },
    buyer,
  );
  const fares: FlightFare[] = [];
  const domestic = (code: string) => answer.airports[code]?.countryCode === 'US';
  for (const option of answer.slices[0]?.options ?? []) {
    if (
      !option.segments.every((s) => domestic(s.origin.locationCode) && domestic(s.destination.locationCode))
    )
      continue;
    const fare = option.fares.find((f) => f.fareShelf.rating === SHELF && f.seatsLeft > 0);
    if (!fare) continue;
    fares.push({
      fareId: fare.fareId,
      bucketKey: `${option.sliceId}|${SHELF}${fare.cabinClassName}`,
      seenMinor: Math.round(fare.total.fiat.value * 100),
      seatsLeft: fare.seatsLeft,
    });
  }
  return fares;
}

/** A Success quote of the fare for the buyer's saved traveler, main guest added; null when it does not quote. */
export async function readyFlightQuote(
  client: BenchClient,
  buyer: Buyer,
  fare: FlightFare,
): Promise<Quote | null> {
  const { value: token } = await client.ok<{ value: string }>(
    '/api/v0/purchase/quote/schedule',
    {
      emailAddress: buyer.email,
      request: {
        type: 'Flights',
        value: {
          fareIds: [fare.fareId],
          passengers: [{ travelerId: buyer.travelerId }],
          contact: { emailAddress: buyer.email, phoneNumber: '+1 312 555 0142' },
          seenPrice: fiat(fare.seenMinor),
        },
      },
    },
    buyer,
  );
  let poll: QuotePollAnswer;
  for (;;) {
    poll = await client.ok<QuotePollAnswer>('/api/v0/purchase/quote/poll', { value: token }, buyer);
    if (poll.QuoteResponse !== 'Pending') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const quote = poll.quote;
  if (poll.QuoteResponse !== 'Success' || quote?.type !== 'Flights') return null;
  await client.ok(
    '/api/v0/homes/addMainGuest',
    {
      emailAddress: buyer.email,
      // The traveler's own name and birth date (book-data.ts), as the checkout names the first passenger.
      mainGuest: {
        givenName: 'Bench',
        surname: 'Buyer',
        phoneNumber: '2025550123',
        dateOfBirth: '1985-04-12',
      },
      orderedProductId: quote.value.orderedProductId,
      paymentSessionToken: quote.value.paymentSessionToken,
    },
    buyer,
  );
  // A flight is paid whole when booked: due now is the trip total.
  return { token, totalMinor: Math.round(quote.value.dueNow.fiat.value * 100) };
}
