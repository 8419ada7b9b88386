/** Requests of the flights quote-and-book flow (purchase/quote with `{type: 'Flights'}`) on the real simulator. */
import { expect } from 'vitest';
import type { Payment } from '@portal/contracts/purchase';
import { createTraveler, type TravelerOverrides } from '@portal/db/factories/travelers';
import {
  addMainGuestAndCard,
  type LineFulfilPoll,
  type LineQuotePoll,
  pollLineFulfil,
  quoteLine,
  scheduleLineFulfil,
  scheduleLineQuote,
} from './line-checkout.ts';
import { card, fiat } from './purchase-flow.ts';
import type { SignedIn, TestApp } from './test-app.ts';

export type FlightQuotePoll = LineQuotePoll<'Flights'>;
export type FlightFulfilPoll = LineFulfilPoll<'Flights'>;

type Fare = {
  fareId: string;
  fareShelf: { rating: number };
  cabinClassName: string;
  total: { fiat: { value: number } };
  seatsLeft: number;
};
type Option = { sliceId: string; segments: unknown[]; fares: Fare[] };

/** A nonstop's fare on a shelf (1: main cabin) found by a real search, with what the search showed. */
export async function searchFare(
  t: TestApp,
  s: SignedIn,
  slices: { origin: string; destination: string; departureDate: string }[],
  shelf = 1,
  adultsCount = 1,
) {
  const res = await t.request('POST', '/api/v0/flights/search', {
    session: s,
    body: {
      tripType: slices.length === 1 ? 'one_way' : slices.length === 2 ? 'round_trip' : 'multi_city',
      slices,
      passengers: { adultsCount, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
      cabin: 'Economy',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { slices: { options: Option[] }[] };
  return answer.slices.map((slice) => {
    const option =
      slice.options.find(
        (o) => o.segments.length === 1 && o.fares.some((f) => f.fareShelf.rating === shelf),
      ) ?? slice.options.find((o) => o.fares.some((f) => f.fareShelf.rating === shelf));
    const fare = option?.fares.find((f) => f.fareShelf.rating === shelf);
    if (!option || !fare) throw new Error(`no shelf ${shelf} fare`);
    // The portal's seat bucket of the fare (flight-quote.ts bucketKeyOf): the option's flights, shelf and cabin.
    return { ...fare, bucketKey: `${option.sliceId}|${shelf}${fare.cabinClassName}` };
  });
}

/** Saved travelers of the user; an adult named `surname` first. */
export async function travelersFor(t: TestApp, userId: string, people: TravelerOverrides[]) {
  const rows = [];
  for (const p of people) rows.push(await createTraveler(t.db, userId, p));
  return rows;
}

export type FlightChoice = {
  fareIds: string[];
  passengers: { travelerId: string; seat?: 'lap' | 'seat' }[];
  seenMinor: number;
};

export function flightRequest(c: FlightChoice) {
  return {
    fareIds: c.fareIds,
    passengers: c.passengers,
    contact: { emailAddress: 'flyer@example.test', phoneNumber: '+1 312 555 0142' },
    seenPrice: fiat(c.seenMinor),
  };
}

export const scheduleFlightQuote = (t: TestApp, s: SignedIn, c: FlightChoice) =>
  scheduleLineQuote(t, s, 'flyer@example.test', { type: 'Flights', value: flightRequest(c) });

export const quoteFlight = (t: TestApp, s: SignedIn, c: FlightChoice) =>
  quoteLine<FlightQuotePoll>(t, s, 'flyer@example.test', { type: 'Flights', value: flightRequest(c) });

export type ReadyFlight = { token: string; poll: FlightQuotePoll; dueNowMinor: number; cardId: string };

/**
 * A Success quote with its main guest (the first passenger, as the engine's contact step names them) and a card
 * of the user: ready to book.
 */
export async function readyFlightQuote(
  t: TestApp,
  s: SignedIn,
  userId: string,
  c: FlightChoice,
  mainGuest: { givenName: string; surname: string; dateOfBirth: string },
): Promise<ReadyFlight> {
  const { token, poll } = await quoteFlight(t, s, c);
  expect(poll.QuoteResponse, JSON.stringify(poll)).toBe('Success');
  const paying = await addMainGuestAndCard(t, s, userId, 'flyer@example.test', poll.quote!.value, mainGuest);
  return { token, poll, ...paying };
}

export const cardPayment = card;

export const scheduleFlightFulfil = scheduleLineFulfil;

export const pollFlightFulfil = (t: TestApp, s: SignedIn, token: string) =>
  pollLineFulfil<FlightFulfilPoll>(t, s, token);

export async function bookFlight(
  t: TestApp,
  s: SignedIn,
  ready: ReadyFlight,
  payments: Payment[] = [cardPayment(ready.cardId, ready.dueNowMinor)],
): Promise<FlightFulfilPoll> {
  return pollFlightFulfil(t, s, await scheduleFlightFulfil(t, s, ready.token, payments));
}
