import { describe, expect, it } from 'vitest';
import { createDuffelFlightSupply } from '../src/providers/flight-supply/duffel/duffel-flight-supply.ts';
import { duffelError } from './support/duffel-fake-port.ts';
import { OUT_DIRECT, roundTripOffers } from './support/duffel-fixtures.ts';
import { offer } from './support/duffel-offers.ts';
import { byId, fare, now, oneAdult, reference, roundTrip, search, setup } from './support/duffel-supply.ts';

// The Duffel flight supply's review (price) against recorded Duffel responses and a fake port: no network. Fares
// of the LHR-JFK round trip's search, re-read from the offer they came from.

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
