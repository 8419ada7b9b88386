import { describe, expect, it } from 'vitest';
import type { Passengers, SliceOption, TripSearch } from '@portal/domain/flights/model';
import { createDuffelFlightSupply } from '../src/providers/flight-supply/duffel/duffel-flight-supply.ts';
import { decodeDuffelFareId } from '../src/providers/flight-supply/duffel/duffel-fare-id.ts';
import { chooseFlightSupply } from '../src/deps.ts';
import {
  duffelError,
  fakePort,
  offer,
  offerRequest,
  OUT_DIRECT,
  roundTripOffers,
} from './support/duffel-fixtures.ts';

// The Duffel flight supply against recorded Duffel responses and a fake port: no network. A round trip LHR-JFK
// whose whole-trip offers become per-slice options with fares per brand, then reviews that re-read the offer.

const now = new Date('2026-11-27T03:05:00Z');
const oneAdult: Passengers = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };
const roundTrip: TripSearch = {
  slices: [
    { origin: 'LHR', destination: 'JFK', departureDate: '2026-12-10' },
    { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-17' },
  ],
  passengers: oneAdult,
  cabin: 'Economy',
};
// The same arrays on every call, as FlightSupply asks of reference data.
const noAirports: never[] = [];
const noAirlines: never[] = [];
const reference = { airports: () => noAirports, airlines: () => noAirlines };

function setup(offers = roundTripOffers()) {
  const fake = fakePort(offerRequest(offers));
  return { ...fake, supply: createDuffelFlightSupply({ port: fake.port, reference }) };
}

async function search(supply: ReturnType<typeof setup>['supply'], request = roundTrip) {
  const answer = await supply.search(request, now);
  if (answer.kind !== 'Found') throw new Error(`expected Found, got ${answer.kind}`);
  return answer.slices;
}

const fare = (option: SliceOption, brand: string) => {
  const found = option.fares.find((f) => f.shortBrandName === brand);
  if (!found) throw new Error(`no ${brand} fare on ${option.id}`);
  return found;
};
const byId = (options: SliceOption[], id: string) => options.find((o) => o.id === id)!;

describe('Duffel search', () => {
  it('asks Duffel for every slice, the passengers by type and age and the cabin', async () => {
    const { supply, calls } = setup();
    await supply.search(
      {
        ...roundTrip,
        passengers: { adults: 2, childAges: [7], lapInfants: 1, seatedInfants: 0 },
        cabin: 'PremiumEconomy',
      },
      now,
    );
    expect(calls.create).toEqual([
      {
        slices: [
          {
            origin: 'LHR',
            destination: 'JFK',
            departure_date: '2026-12-10',
            departure_time: null,
            arrival_time: null,
          },
          {
            origin: 'JFK',
            destination: 'LHR',
            departure_date: '2026-12-17',
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 7 }, { age: 1 }],
        cabin_class: 'premium_economy',
        max_connections: 2,
      },
    ]);
  });

  it('maps whole-trip offers to per-slice options: distinct flights, one fare per brand on its shelf', async () => {
    const { supply } = setup();
    const [outbound, inbound] = await search(supply);
    expect(outbound!.map((o) => o.id)).toEqual(['ZZ2501-2026-12-10.ZZ105-2026-12-10', 'ZZ117-2026-12-10']);
    expect(inbound!.map((o) => o.id)).toEqual(['ZZ118-2026-12-17']);

    const direct = byId(outbound!, 'ZZ117-2026-12-10');
    expect(direct.fares.map((f) => [f.shortBrandName, f.shelf, f.cabin])).toEqual([
      ['Basic', 0, 'BasicEconomy'],
      ['Standard', 1, 'Economy'],
      ['Flex', 2, 'Economy'],
      // No ngs_shelf on the business offer: the cabin decides (luxury).
      ['Business', 4, 'Business'],
    ]);
    // Each brand at the cheapest offer's share for the slice (Basic: 400.00 over two slices, not 460.00's).
    expect(direct.fares.map((f) => f.pricePerPassenger.adult)).toEqual([20000, 26001, 45000, 150000]);
    expect(decodeDuffelFareId(fare(direct, 'Basic').fareId)).toEqual({
      offerRequestId: 'orq_0000AEdGRhtp5AUUdJqMxo',
      offerId: 'off_directBasic',
      sliceIndex: 0,
      searchedShareMinor: 20000,
    });
    // The way back's Basic comes from the cheapest trip that sells it (via Dublin out: 360.00).
    expect(fare(inbound![0]!, 'Basic').pricePerPassenger.adult).toBe(18000);
    expect(fare(inbound![0]!, 'Standard').pricePerPassenger.adult).toBe(23000);
    expect(fare(direct, 'Basic').currency).toBe('USD');
    expect(fare(direct, 'Basic').bookingCode).toBe('O');
  });

  it('gives legs in UTC from the airports local times, connections and cabins', async () => {
    const { supply } = setup();
    const [outbound, inbound] = await search(supply);
    const viaDublin = byId(outbound!, 'ZZ2501-2026-12-10.ZZ105-2026-12-10');
    expect(viaDublin.connection.legs.map((l) => [l.origin, l.destination])).toEqual([
      ['LHR', 'DUB'],
      ['DUB', 'JFK'],
    ]);
    expect(viaDublin.connection.selfTransferAt).toEqual([false]);
    const night = inbound![0]!.connection.legs[0]!;
    expect(night).toMatchObject({
      marketingAirline: 'ZZ',
      operatingAirline: 'ZZ',
      flightNumber: 118,
      aircraft: 'Airbus A350',
      departureUtcMinute: Date.parse('2026-12-17T23:30:00Z') / 60_000,
      arrivalUtcMinute: Date.parse('2026-12-18T06:40:00Z') / 60_000,
    });
    expect(night.cabins).toEqual(['BasicEconomy', 'Economy', 'Business']);
  });

  it('reads restrictions, refundability and what each shelf includes', async () => {
    const { supply } = setup();
    const [outbound] = await search(supply);
    const direct = byId(outbound!, 'ZZ117-2026-12-10');
    expect(fare(direct, 'Basic').restrictions).toEqual({
      baggage: { carryOn: 'allowed', checked: 'notAllowed', checkedBagsIncluded: 0 },
      penalties: {
        kind: 'known',
        cancelPenalty: { kind: 'NotPossible' },
        changePenalty: { kind: 'NotPossible' },
      },
      seatSelection: 'notAllowed',
      refundability: 'None',
    });
    expect(fare(direct, 'Standard').restrictions.penalties).toEqual({
      kind: 'known',
      cancelPenalty: { kind: 'NotPossible' },
      changePenalty: { kind: 'WithFee', amountMinor: 4000, currency: 'USD' },
    });
    expect(fare(direct, 'Flex').restrictions.refundability).toBe('FullFtc');
    const business = fare(direct, 'Business');
    expect(business.restrictions.refundability).toBe('PartialFtc');
    expect(business.restrictions.seatSelection).toBe('included');
    expect(business.restrictions.baggage.checkedBagsIncluded).toBe(2);
    expect(business.includes).toEqual(
      expect.arrayContaining([
        '2 checked bags included',
        'Seat choice included',
        'Free changes',
        'Cancellation for a fee (USD 150.00)',
        'Priority boarding',
        'Lie-flat seat',
      ]),
    );
    expect(fare(direct, 'Basic').includes).toEqual(
      expect.arrayContaining([
        'Carry-on bag included',
        'Checked bags for a fee',
        'No changes',
        'Wi-Fi for a fee',
      ]),
    );
  });

  it('answers NoFlights when Duffel has no offer, or refuses an airport of a slice', async () => {
    expect(await setup([]).supply.search(roundTrip, now)).toEqual({ kind: 'NoFlights', sliceIndex: 0 });
    const { port } = setup();
    port.createOfferRequest = async () => {
      throw duffelError(422, 'invalid_airport', 'validation_error', '/slices/1/destination');
    };
    const supply = createDuffelFlightSupply({ port, reference });
    expect(await supply.search(roundTrip, now)).toEqual({ kind: 'NoFlights', sliceIndex: 1 });
  });

  it('drops offers that already departed and fails clearly when Duffel fails', async () => {
    const { supply } = setup();
    expect(await supply.search(roundTrip, new Date('2026-12-11T00:00:00Z'))).toEqual({
      kind: 'NoFlights',
      sliceIndex: 0,
    });
    const { port } = setup();
    port.createOfferRequest = async () => {
      throw duffelError(401, 'unauthorized', 'authentication_error');
    };
    await expect(createDuffelFlightSupply({ port, reference }).search(roundTrip, now)).rejects.toThrow(
      /Duffel answered 401: unauthorized/,
    );
  });
});

describe('Duffel review (price)', () => {
  async function searched() {
    const s = setup();
    const [outbound, inbound] = await search(s.supply);
    const direct = byId(outbound!, 'ZZ117-2026-12-10');
    const viaDublin = byId(outbound!, 'ZZ2501-2026-12-10.ZZ105-2026-12-10');
    return { ...s, direct, viaDublin, back: inbound![0]! };
  }

  it('re-reads the one offer both fares came from: the same price is not moved', async () => {
    const { supply, calls, direct, back } = await searched();
    const ids = [fare(direct, 'Flex').fareId, fare(back, 'Flex').fareId];
    const answer = await supply.price(ids, oneAdult, now);
    expect(answer).toMatchObject({ kind: 'Available', moved: null });
    expect(calls.get).toEqual(['off_directFlex']);
    if (answer.kind !== 'Available') return;
    expect(answer.options.map((o) => o.id)).toEqual(['ZZ117-2026-12-10', 'ZZ118-2026-12-17']);
    // The chosen fares keep their ids, and every other shelf of the same flights is answered beside them.
    expect(
      answer.options.map((o) => o.fares.some((f) => f.fareId === ids[o === answer.options[0] ? 0 : 1])),
    ).toEqual([true, true]);
    // Duffel sells Flex out only with Flex back: no other shelf keeps the way back as chosen.
    expect(answer.options[0]!.fares.map((f) => f.shortBrandName)).toEqual(['Flex']);
  });

  it('finds the offer that flies fares picked from different offers together, and says the total moved', async () => {
    const { supply, calls, direct, back } = await searched();
    // Basic out (from the 400.00 trip, 200.00 shown) + Basic back (from the 360.00 trip, 180.00 shown) = 380.00
    // shown; Duffel sells that pair for 400.00.
    const answer = await supply.price(
      [fare(direct, 'Basic').fareId, fare(back, 'Basic').fareId],
      oneAdult,
      now,
    );
    expect(answer).toMatchObject({ kind: 'Available', moved: 'Up' });
    expect(calls.get).toEqual(['off_directBasic']);
    // Mixed brands (Basic out, Standard back) are the 460.00 trip: 200.00 + 230.00 shown.
    const mixed = await supply.price(
      [fare(direct, 'Basic').fareId, fare(back, 'Standard').fareId],
      oneAdult,
      now,
    );
    expect(mixed).toMatchObject({ kind: 'Available', moved: 'Up' });
    expect(calls.get.at(-1)).toBe('off_directBasicStandard');
    // Every other shelf answered is one Duffel sells with the other slice kept as chosen.
    if (mixed.kind !== 'Available') return;
    expect(
      mixed.options.map((o) => o.fares.map((f) => [f.shortBrandName, f.pricePerPassenger.adult])),
    ).toEqual([
      [
        ['Basic', 23000],
        ['Standard', 26001],
      ],
      [
        ['Basic', 20000],
        ['Standard', 23000],
      ],
    ]);
  });

  it('follows the airline: a lower live price is Down, a higher one Up', async () => {
    const { supply, live, direct, back } = await searched();
    const ids = [fare(direct, 'Flex').fareId, fare(back, 'Flex').fareId];
    const flex = roundTripOffers().find((o) => o.id === 'off_directFlex')!;
    live.set('off_directFlex', { ...flex, total_amount: '850.00' });
    const down = await supply.price(ids, oneAdult, now);
    expect(down).toMatchObject({ kind: 'Available', moved: 'Down' });
    if (down.kind === 'Available') {
      expect(fare(down.options[0]!, 'Flex').pricePerPassenger.adult).toBe(42500);
      expect(fare(down.options[0]!, 'Flex').fareId).toBe(ids[0]);
    }
    live.set('off_directFlex', { ...flex, total_amount: '910.00' });
    expect(await supply.price(ids, oneAdult, now)).toMatchObject({ kind: 'Available', moved: 'Up' });
  });

  it('answers SoldOut when the airline no longer sells the offer', async () => {
    const { supply, live, direct, back } = await searched();
    live.set('off_directFlex', duffelError(422, 'offer_no_longer_available', 'airline_error'));
    const ids = [fare(direct, 'Flex').fareId, fare(back, 'Flex').fareId];
    expect(await supply.price(ids, oneAdult, now)).toEqual({ kind: 'SoldOut', fareId: ids[0] });
  });

  it('answers FareNotFound for ids it cannot use, pairs nobody sells, other passengers and expired offers', async () => {
    const { supply, direct, viaDublin, back } = await searched();
    const basicOut = fare(direct, 'Basic').fareId;
    const basicBack = fare(back, 'Basic').fareId;
    for (const ids of [
      ['not-a-fare', basicBack],
      [basicBack, basicOut],
      [basicOut],
      ['dfl1.orq_x.off_y.0.100', basicBack],
    ]) {
      expect((await supply.price(ids, oneAdult, now)).kind).toBe('FareNotFound');
    }
    expect(await supply.price(['garbage'], oneAdult, now)).toEqual({
      kind: 'FareNotFound',
      fareId: 'garbage',
    });
    // Via Dublin is only sold with Basic back: no offer flies it with Standard back.
    const standardBack = fare(back, 'Standard').fareId;
    expect(await supply.price([fare(viaDublin, 'Basic').fareId, standardBack], oneAdult, now)).toEqual({
      kind: 'FareNotFound',
      fareId: standardBack,
    });
    const twoAdults = { ...oneAdult, adults: 2 };
    expect((await supply.price([basicOut, basicBack], twoAdults, now)).kind).toBe('FareNotFound');
    const later = new Date('2026-11-27T04:00:00Z');
    expect((await supply.price([basicOut, basicBack], oneAdult, later)).kind).toBe('FareNotFound');
  });

  it('lists the search again when its offers are no longer cached (restart, another process)', async () => {
    const { port, calls, direct, back } = await searched();
    const fresh = createDuffelFlightSupply({ port, reference });
    const ids = [fare(direct, 'Flex').fareId, fare(back, 'Flex').fareId];
    expect(await fresh.price(ids, oneAdult, now)).toMatchObject({ kind: 'Available', moved: null });
    expect(calls.list).toEqual(['orq_0000AEdGRhtp5AUUdJqMxo']);
  });

  it('a one-way offer with a child prices per passenger from its one slice', async () => {
    const offers = [
      offer({
        id: 'off_oneWay',
        total: '300.00',
        slices: [{ flights: OUT_DIRECT, brand: 'Standard' }],
        passengers: [{ type: 'adult', age: null }, { type: 'child', age: 7 } as never],
      }),
    ];
    const { supply } = setup(offers);
    const passengers = { adults: 1, childAges: [7], lapInfants: 0, seatedInfants: 0 };
    const [only] = await search(supply, { slices: [roundTrip.slices[0]!], passengers, cabin: 'Economy' });
    expect(only![0]!.fares[0]!.pricePerPassenger).toMatchObject({ adult: 15000, child: 15000 });
    const answer = await supply.price([only![0]!.fares[0]!.fareId], passengers, now);
    expect(answer).toMatchObject({ kind: 'Available', moved: null });
  });
});

describe('chooseFlightSupply', () => {
  it('keeps the simulator without a Duffel token and takes Duffel with one, selling the same reference data', () => {
    const simulator = { ...createDuffelFlightSupply({ port: fakePort(offerRequest([])).port, reference }) };
    expect(chooseFlightSupply({ duffelAccessToken: undefined }, simulator)).toBe(simulator);
    const duffel = chooseFlightSupply({ duffelAccessToken: 'duffel_test_fixture' }, simulator);
    expect(duffel).not.toBe(simulator);
    expect(duffel.airports()).toBe(simulator.airports());
  });
});
