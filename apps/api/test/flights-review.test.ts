import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FlightReviewAnswer, FlightSearchAnswer } from '@portal/contracts/flights';
import { createFakeFlightSupply, flightProviders, type FakeFlightSupply } from './support/flights-fake.ts';
import { addAccount } from './support/rewards-accounts.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
let session: SignedIn;
let miles: string;
let fake: FakeFlightSupply;

beforeAll(async () => {
  fake = createFakeFlightSupply();
  t = await createTestApp({ providers: flightProviders(fake) });
  const signed = await t.signedInUser();
  session = signed;
  miles = await addAccount(t, { userId: signed.user.id, currency: 'Miles', currencyDescription: 'miles' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  fake.reprice = (fare) => fare.pricePerPassenger.adult;
});

const passengers = { adultsCount: 2, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 };

async function roundTrip() {
  const res = await t.request('POST', '/api/v0/flights/search', {
    session,
    body: {
      tripType: 'round_trip',
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2025-07-01' },
        { origin: 'LAX', destination: 'JFK', departureDate: '2025-07-08' },
      ],
      passengers,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FlightSearchAnswer>();
}

const review = (fareIds: string[], body: Record<string, unknown> = {}) =>
  t.request('POST', '/api/v0/flights/review', { session, body: { fareIds, passengers, ...body } });

type Available = Extract<FlightReviewAnswer, { kind: 'Available' }>;

describe('POST /flights/review', () => {
  it('re-prices the chosen fares: every shelf of the chosen options, shelves out and back, total, not moved', async () => {
    const found = await roundTrip();
    const out = found.slices[0]!.options.find((o) => o.stops === 0)!;
    const back = found.slices[1]!.options.find((o) => o.stops === 1 && o.multiTicketType === 'single')!;
    const fareIds = [out.fares[1]!.fareId, back.fares[2]!.fareId];
    const res = await review(fareIds);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Available>();
    expect(answer.kind).toBe('Available');
    expect(answer.slices.map((s) => s.chosenFareId)).toEqual(fareIds);
    expect(answer.slices.map((s) => s.option.fares.length)).toEqual([3, 3]);
    expect(answer.slices[0]!.option.segments).toEqual(out.segments);
    expect(answer.fareShelf).toEqual({
      outgoing: { rating: 1, shortBrandName: 'Main Cabin' },
      returning: { rating: 2, shortBrandName: 'Main Cabin Extra' },
    });
    expect(answer.multiTicketType).toBe('single');
    expect(answer.moved).toBeNull();
    const expected = out.fares[1]!.total.fiat.value + back.fares[2]!.total.fiat.value;
    expect(answer.total.fiat.value).toBe(expected);
    expect(answer.total.rewards[miles]?.value).toBe(Math.round(expected * 100));
  });

  it('a one-way has no returning shelf; a self-transfer makes the trip virtualInterline', async () => {
    const found = await roundTrip();
    const selfTransfer = found.slices[0]!.options.find((o) => o.multiTicketType === 'virtualInterline')!;
    const res = await review([selfTransfer.fares[0]!.fareId]);
    const answer = res.json<Available>();
    expect(answer.fareShelf.returning).toBeNull();
    expect(answer.multiTicketType).toBe('virtualInterline');
  });

  it('says the price moved up (and by how much in the total) when the supplier re-prices higher', async () => {
    const found = await roundTrip();
    const fare = found.slices[0]!.options[0]!.fares[0]!;
    fake.reprice = (f) => f.pricePerPassenger.adult + 2_500;
    const answer = (await review([fare.fareId])).json<Available>();
    expect(answer.moved).toBe('Up');
    expect(answer.total.fiat.value).toBe(fare.total.fiat.value + 2 * 25);
    fake.reprice = (f) => f.pricePerPassenger.adult - 1_000;
    expect((await review([fare.fareId])).json<Available>().moved).toBe('Down');
  });

  it('answers SoldOut and FareNotFound as kinds (200), naming the fare', async () => {
    const found = await roundTrip();
    const basic = found.slices[0]!.options[0]!.fares[0]!;
    const main = found.slices[1]!.options[0]!.fares[1]!;
    fake.reprice = (f) => (f.shelf === 0 ? 'SoldOut' : f.pricePerPassenger.adult);
    const soldOut = await review([basic.fareId, main.fareId]);
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toEqual({ kind: 'SoldOut', fareId: basic.fareId });
    // The other shelves of the option are still offered when only the chosen one is sold out elsewhere.
    const available = (await review([main.fareId])).json<Available>();
    expect(available.slices[0]!.option.fares.map((f) => f.fareShelf.rating)).toEqual([1, 2]);
    const unknown = await review(['fake|nothing|0']);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ kind: 'FareNotFound', fareId: 'fake|nothing|0' });
  });

  it('refuses broken passengers and malformed requests with 400, no session with 401', async () => {
    const res = await review(['fake|x|0'], { passengers: { adultsCount: 1, lapInfantsCount: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 40000,
      fields: [{ field: 'passengers.lapInfantsCount' }],
    });
    expect((await review([])).statusCode).toBe(400);
    expect((await review(['a', 'b', 'c', 'd', 'e', 'f'])).statusCode).toBe(400);
    const anonymous = await t.request('POST', '/api/v0/flights/review', {
      body: { fareIds: ['x'], passengers },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
