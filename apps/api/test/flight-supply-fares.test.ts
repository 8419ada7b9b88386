import { describe, expect, it } from 'vitest';
import { addDays, diffDays } from '@portal/domain/iso-date';
import type { Leg } from '@portal/domain/flights/model';
import { competitorsOn } from '../src/providers/flight-supply/simulator/network.ts';
import { daySchedule } from '../src/providers/flight-supply/simulator/schedule.ts';
import { draftFares, type FareContext } from '../src/providers/flight-supply/simulator/fares.ts';
import { decodeFareId, encodeFareId, fareKey } from '../src/providers/flight-supply/simulator/fare-id.ts';

const DATE = '2026-12-10';
const day = daySchedule(DATE);
const ctx = (observedOn: string, stage: FareContext['stage'] = 'search'): FareContext => ({
  sliceDate: DATE,
  observedOn,
  daysOut: diffDays(DATE, observedOn),
  stage,
  routeOf: (leg) => day.routeOf.get(leg.id)!,
  competitors: (o, d) => competitorsOn('demo', o, d),
});
const EARLY = ctx('2026-10-20');
const legs = (airline: string, o: string, d: string) =>
  day.legs.filter((l) => l.marketingAirline === airline && l.origin === o && l.destination === d);
const nonstop = (airline: string, o: string, d: string, c = EARLY) =>
  draftFares([legs(airline, o, d)[0]!], [], c);
const shelf = (fares: ReturnType<typeof draftFares>, n: number) => fares.find((f) => f.shelf === n)!;

describe('fares on the five shelves', () => {
  it.each([
    ['AA', 'DFW', 'ORD', ['Basic Economy', 'Main Cabin', 'Main Cabin Extra', 'First']],
    ['DL', 'ATL', 'LGA', ['Basic', 'Main', 'Comfort+', 'Delta First']],
    ['UA', 'ORD', 'DEN', ['Basic Economy', 'Economy', 'Economy Plus', 'First']],
    ['F9', 'DEN', 'LAS', ['Basic', 'Standard', 'Bundle']],
    ['DL', 'LAX', 'SYD', ['Basic', 'Main', 'Comfort+', 'Premium Select', 'Delta One']],
    [
      'QF',
      'SYD',
      'LAX',
      ['Economy Light', 'Economy Classic', 'Economy Flex', 'Premium Economy', 'Business', 'First'],
    ],
  ])('%s %s-%s sells its brands %j', (airline, o, d, brands) => {
    const fares = nonstop(airline, o, d);
    expect(fares.map((f) => f.shortBrandName)).toEqual(brands);
    expect(fares.map((f) => f.shelf)).toEqual([0, 1, 2, 3, 4, 4].slice(0, brands.length));
    expect(fares[0]!.cabin).toBe('BasicEconomy');
  });

  it('gives each shelf the restrictions real carriers file', () => {
    const ua = nonstop('UA', 'ORD', 'DEN');
    expect(shelf(ua, 0).restrictions).toEqual({
      baggage: { carryOn: 'notAllowed', checked: 'allowed', checkedBagsIncluded: 0 },
      penalties: {
        kind: 'known',
        cancelPenalty: { kind: 'NotPossible' },
        changePenalty: { kind: 'NotPossible' },
      },
      seatSelection: 'fee',
      refundability: 'None',
    });
    expect(shelf(nonstop('DL', 'ATL', 'LGA'), 0).restrictions.seatSelection).toBe('notAllowed');
    expect(shelf(nonstop('AA', 'DFW', 'ORD'), 0).restrictions.baggage.carryOn).toBe('allowed');
    // US network carriers: standard changes without a fee, cancels to a full travel credit.
    const main = shelf(nonstop('AA', 'DFW', 'ORD'), 1).restrictions;
    expect(main.penalties).toEqual({
      kind: 'known',
      cancelPenalty: { kind: 'NoPenalty' },
      changePenalty: { kind: 'NoPenalty' },
    });
    expect(main.refundability).toBe('FullFtc');
    // Low-cost carriers charge a fee to change or cancel.
    const lcc = shelf(nonstop('F9', 'DEN', 'LAS'), 0).restrictions;
    expect(lcc.penalties).toMatchObject({
      cancelPenalty: { kind: 'WithFee', currency: 'USD' },
      changePenalty: { kind: 'WithFee' },
    });
    expect(lcc.refundability).toBe('PartialFtc');
    expect(lcc.baggage.carryOn).toBe('notAllowed');
    // Premium and luxury shelves are flexible and include bags.
    for (const f of nonstop('DL', 'LAX', 'SYD').filter((x) => x.shelf >= 3)) {
      expect(f.restrictions.refundability).toBe('FullFtc');
      expect(f.restrictions.baggage.checkedBagsIncluded).toBeGreaterThanOrEqual(2);
    }
    expect(shelf(ua, 0).includes).toEqual(
      expect.arrayContaining(['Personal item only', 'No changes', 'Boards last']),
    );
    expect(shelf(nonstop('DL', 'LAX', 'SYD'), 4).includes).toEqual(
      expect.arrayContaining(['Lie-flat seat', 'Lounge access']),
    );
  });

  it('prices the shelves in order, in USD cents, per passenger type', () => {
    for (const [a, o, d] of [
      ['AA', 'DFW', 'ORD'],
      ['DL', 'LAX', 'SYD'],
      ['F9', 'DEN', 'LAS'],
    ] as const) {
      const fares = nonstop(a, o, d);
      const adults = fares.map((f) => f.pricePerPassenger.adult);
      expect(adults, `${a} ${o}-${d}`).toEqual([...adults].sort((x, y) => x - y));
      for (const f of fares) {
        expect(f.currency).toBe('USD');
        expect(Number.isInteger(f.pricePerPassenger.adult)).toBe(true);
      }
    }
    const domestic = shelf(nonstop('AA', 'DFW', 'ORD'), 1).pricePerPassenger;
    expect(domestic.child).toBe(domestic.adult);
    expect(domestic.seatedInfant).toBe(domestic.adult);
    expect(domestic.lapInfant).toBe(0);
    const international = shelf(nonstop('DL', 'LAX', 'SYD'), 1).pricePerPassenger;
    expect(international.child).toBeLessThan(international.adult);
    expect(international.lapInfant).toBeGreaterThan(international.adult * 0.08);
    expect(international.lapInfant).toBeLessThan(international.adult * 0.25);
    // A transcontinental economy fare booked early is a few hundred dollars.
    const transcon = shelf(nonstop('DL', 'JFK', 'LAX'), 1).pricePerPassenger.adult;
    expect(transcon).toBeGreaterThan(150_00);
    expect(transcon).toBeLessThan(600_00);
  });

  it('rises as departure nears and seats sell (averaged over a hub airline day)', () => {
    const sample = day.legs.filter((l) => l.marketingAirline === 'UA').slice(0, 150);
    const standard = (c: FareContext) => sample.map((leg) => shelf(draftFares([leg], [], c), 1));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const average = (c: FareContext, what: 'seats' | 'price') =>
      mean(standard(c).map((f) => (what === 'seats' ? f.seatsLeft : f.pricePerPassenger.adult)));
    const farOut = ctx(addDays(DATE, -45));
    const close = ctx(addDays(DATE, -3));
    expect(average(close, 'price')).toBeGreaterThan(average(farOut, 'price') * 1.2);
    expect(average(close, 'seats')).toBeLessThan(average(farOut, 'seats'));
  });

  it('prices a connection as one through fare, below its two legs bought apart', () => {
    const first = legs('AA', 'BOS', 'DFW')[0] ?? legs('AA', 'ORD', 'DFW')[0]!;
    const onward = day.legs.find(
      (l) =>
        l.marketingAirline === 'AA' &&
        l.origin === 'DFW' &&
        l.departureUtcMinute >= first.arrivalUtcMinute + 45 &&
        l.destination !== first.origin,
    )!;
    const through = shelf(draftFares([first, onward], [false], EARLY), 1).pricePerPassenger.adult;
    const apart =
      shelf(draftFares([first], [], EARLY), 1).pricePerPassenger.adult +
      shelf(draftFares([onward], [], EARLY), 1).pricePerPassenger.adult;
    expect(through).toBeLessThan(apart);
    // A self-transfer prices two tickets and keeps the stricter rules of the two.
    const split = draftFares([first, onward], [true], EARLY);
    expect(shelf(split, 1).pricePerPassenger.adult).toBe(apart);
  });
});

describe('fare ids', () => {
  const leg = (id: string, airline: string, n: number) =>
    ({ id, marketingAirline: airline, flightNumber: n }) as Leg;

  it('encode the legs, the shelf, the cabin and the shown price, and decode back', () => {
    const id = encodeFareId({
      sliceDate: '2026-12-01',
      legs: [
        leg('UA855-2026-12-01', 'UA', 855),
        leg('UA1203-2026-12-01', 'UA', 1203),
        leg('DL44-2026-12-02', 'DL', 44),
      ],
      selfTransferAt: [false, true],
      shelf: 1,
      cabin: 'Economy',
      adultMinor: 23450,
    });
    expect(id).toBe('F1.20261201.UA855+0-UA1203+0~DL44+1.1Y.23450');
    expect(decodeFareId(id)).toEqual({
      sliceDate: '2026-12-01',
      legIds: ['UA855-2026-12-01', 'UA1203-2026-12-01', 'DL44-2026-12-02'],
      selfTransferAt: [false, true],
      shelf: 1,
      cabin: 'Economy',
      shownAdultMinor: 23450,
    });
    expect(fareKey(id)).toBe('F1.20261201.UA855+0-UA1203+0~DL44+1.1Y');
  });

  it.each([
    '',
    'nonsense',
    'F1.20261301.UA855+0.1Y.23450',
    'F1.20260230.UA855+0.1Y.23450',
    'F2.20261201.UA855+0.1Y.23450',
    'F1.20261201.UA855+0.5Y.23450',
    'F1.20261201.UA855+0.1Z.23450',
    'F1.20261201.UA0855+0.1Y.23450',
    'F1.20261201.UA855+0-UA1+0-UA2+0-UA3+0.1Y.23450',
    'F1.20261201.UA855+9.1Y.23450',
    'F1.20261201.UA855+0.1Y.-5',
    'F1.20261201.UA855+0.1Y.23450 ',
    `F1.20261201.UA855+0.1Y.${'9'.repeat(200)}`,
  ])('reject the malformed %j', (id) => {
    expect(decodeFareId(id)).toBeNull();
  });
});
