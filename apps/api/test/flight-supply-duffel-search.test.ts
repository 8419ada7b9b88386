import { describe, expect, it } from 'vitest';
import { createDuffelFlightSupply } from '../src/providers/flight-supply/duffel/duffel-flight-supply.ts';
import { decodeDuffelFareId } from '../src/providers/flight-supply/duffel/duffel-fare-id.ts';
import { chooseFlightSupply } from '../src/deps.ts';
import { duffelError, fakePort } from './support/duffel-fake-port.ts';
import { offerRequest } from './support/duffel-offers.ts';
import { byId, fare, now, reference, roundTrip, search, setup } from './support/duffel-supply.ts';

// The Duffel flight supply's search against recorded Duffel responses and a fake port: no network. A round trip
// LHR-JFK whose whole-trip offers become per-slice options with fares per brand (reviews: -review.test.ts).

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

describe('chooseFlightSupply', () => {
  it('keeps the simulator without a Duffel token and takes Duffel with one, selling the same reference data', () => {
    const simulator = { ...createDuffelFlightSupply({ port: fakePort(offerRequest([])).port, reference }) };
    expect(chooseFlightSupply({ duffelAccessToken: undefined }, simulator)).toBe(simulator);
    const duffel = chooseFlightSupply({ duffelAccessToken: 'duffel_test_fixture' }, simulator);
    expect(duffel).not.toBe(simulator);
    expect(duffel.airports()).toBe(simulator.airports());
  });
});
