import { describe, expect, it } from 'vitest';
import type { FlightsCondition } from '@duffel/api/types';
import {
  decodeDuffelFareId,
  encodeDuffelFareId,
} from '../src/providers/flight-supply/duffel/duffel-fare-id.ts';
import { penaltyOf, refundabilityOf } from '../src/providers/flight-supply/duffel/duffel-fare.ts';
import {
  decimalToMinor,
  perPassengerPrices,
  sliceShares,
} from '../src/providers/flight-supply/duffel/duffel-money.ts';
import {
  duffelPassengers,
  offerFitsPassengers,
} from '../src/providers/flight-supply/duffel/duffel-passengers.ts';
import { classifyDuffelError } from '../src/providers/flight-supply/duffel/duffel-port.ts';
import { localToUtcMinute } from '../src/providers/flight-supply/duffel/duffel-slices.ts';
import { duffelError } from './support/duffel-fake-port.ts';

// The Duffel supply's pure mapping rules, table by table: Duffel's conditions as spec §3 penalties and
// refundability, its decimal amounts, the whole-trip total split per slice and per passenger, fare ids, local
// times, passengers and errors.

const allowed = (amount: string | null, currency: string | null = 'USD'): FlightsCondition =>
  amount === null
    ? { allowed: true, penalty_amount: null, penalty_currency: null }
    : { allowed: true, penalty_amount: amount, penalty_currency: currency! };
const refused: FlightsCondition = { allowed: false, penalty_amount: null, penalty_currency: null };

describe('conditions -> penalties and refundability', () => {
  it.each([
    ['no information (null)', null, { kind: 'Unknown' }, 'None'],
    ['not allowed', refused, { kind: 'NotPossible' }, 'None'],
    ['allowed, fee unknown', allowed(null), { kind: 'Unknown' }, 'None'],
    ['allowed for free', allowed('0.00'), { kind: 'NoPenalty' }, 'FullFtc'],
    [
      'allowed for a fee',
      allowed('40.00'),
      { kind: 'WithFee', amountMinor: 4000, currency: 'USD' },
      'PartialFtc',
    ],
    [
      'fee in another currency',
      allowed('35.50', 'GBP'),
      { kind: 'WithFee', amountMinor: 3550, currency: 'GBP' },
      'PartialFtc',
    ],
    [
      'fee in yen',
      allowed('5000', 'JPY'),
      { kind: 'WithFee', amountMinor: 5000, currency: 'JPY' },
      'PartialFtc',
    ],
  ] as const)('%s', (_, condition, penalty, refundability) => {
    expect(penaltyOf(condition)).toEqual(penalty);
    expect(refundabilityOf(penaltyOf(condition))).toBe(refundability);
  });
});

describe('Duffel amounts in minor units', () => {
  it.each([
    ['45.00', 'USD', 4500],
    ['45', 'USD', 4500],
    ['1.5', 'USD', 150],
    ['0.00', 'GBP', 0],
    ['5300', 'JPY', 5300],
    ['12.345', 'KWD', 12345],
    ['abc', 'USD', null],
    ['-1.00', 'USD', null],
    ['', 'USD', null],
  ] as const)('%s %s -> %s', (amount, currency, minor) => {
    expect(decimalToMinor(amount, currency)).toBe(minor);
  });
});

describe('a whole-trip total split per slice', () => {
  it.each([
    [52001, 2, [26001, 26000]],
    [100, 3, [34, 33, 33]],
    [40000, 1, [40000]],
    [7, 5, [2, 2, 1, 1, 1]],
  ])('%i over %i slices', (total, count, shares) => {
    expect(sliceShares(total, count)).toEqual(shares);
    expect(sliceShares(total, count).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('a slice amount split per passenger', () => {
  const pax = (adults: number, childAges: number[], lapInfants: number, seatedInfants: number) => ({
    adults,
    childAges,
    lapInfants,
    seatedInfants,
  });
  it.each([
    [
      'one adult pays all',
      26001,
      pax(1, [], 0, 0),
      { adult: 26001, child: 26001, seatedInfant: 26001, lapInfant: 2601 },
    ],
    [
      'two adults share, rounded up',
      26001,
      pax(2, [], 0, 0),
      { adult: 13001, child: 13001, seatedInfant: 13001, lapInfant: 1301 },
    ],
    [
      'a lap infant pays a tenth of a seat',
      21000,
      pax(2, [], 1, 0),
      { adult: 10000, child: 10000, seatedInfant: 10000, lapInfant: 1000 },
    ],
    [
      'children and seated infants take a seat',
      40000,
      pax(1, [7], 0, 2),
      { adult: 10000, child: 10000, seatedInfant: 10000, lapInfant: 1000 },
    ],
  ])('%s', (_, amount, passengers, prices) => {
    const p = perPassengerPrices(amount, passengers);
    expect(p).toEqual(prices);
    const shown =
      p.adult * passengers.adults +
      p.child * passengers.childAges.length +
      p.lapInfant * passengers.lapInfants +
      p.seatedInfant * passengers.seatedInfants;
    const travelers =
      passengers.adults + passengers.childAges.length + passengers.lapInfants + passengers.seatedInfants;
    // Never below Duffel's total, at most one minor unit per passenger above it.
    expect(shown).toBeGreaterThanOrEqual(amount);
    expect(shown - amount).toBeLessThanOrEqual(travelers);
  });
});

describe('fare ids', () => {
  const ref = {
    offerRequestId: 'orq_0000AEdGRhtp5AUUdJqMxo',
    offerId: 'off_0000AEdGRhtp5AUUdJqMxp',
    sliceIndex: 1,
    searchedShareMinor: 26000,
  };
  it('round-trips and stays compact', () => {
    const id = encodeDuffelFareId(ref);
    expect(id).toBe('dfl1.orq_0000AEdGRhtp5AUUdJqMxo.off_0000AEdGRhtp5AUUdJqMxp.1.26000');
    expect(id.length).toBeLessThan(100);
    expect(decodeDuffelFareId(id)).toEqual(ref);
  });
  it.each([
    '',
    'dfl1',
    'UA1234-2026-12-01.2',
    'dfl1.orq_x.off_y.1',
    'dfl1.orq_x.off_y.1.-5',
    'dfl1.orq_x.off_y.a.100',
    'dfl2.orq_x.off_y.1.100',
    'dfl1.off_y.orq_x.1.100',
    'dfl1.orq_x.off_y.1.100.extra',
    'dfl1.orq_x.off_y;drop.1.100',
    `dfl1.orq_${'a'.repeat(200)}.off_y.1.100`,
  ])('rejects %j', (fareId) => {
    expect(decodeDuffelFareId(fareId)).toBeNull();
  });
});

describe('local airport times as UTC minutes', () => {
  const utc = (iso: string) => Date.parse(iso) / 60_000;
  it.each([
    ['London in winter (GMT)', '2026-12-10T09:00:00', 'Europe/London', '2026-12-10T09:00:00Z'],
    ['London in summer (BST)', '2026-07-10T09:00:00', 'Europe/London', '2026-07-10T08:00:00Z'],
    ['New York in winter (EST)', '2026-12-10T12:05:00', 'America/New_York', '2026-12-10T17:05:00Z'],
    ['Auckland across the date line', '2026-12-11T06:00:00', 'Pacific/Auckland', '2026-12-10T17:00:00Z'],
    ['Kolkata half-hour offset', '2026-12-10T10:30:00', 'Asia/Kolkata', '2026-12-10T05:00:00Z'],
  ])('%s', (_, local, zone, expected) => {
    expect(localToUtcMinute(local, zone)).toBe(utc(expected));
  });
  it('refuses a malformed time or an unknown zone', () => {
    expect(localToUtcMinute('10/12/2026 09:00', 'Europe/London')).toBeNull();
    expect(localToUtcMinute('2026-12-10T09:00:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('passengers', () => {
  it('asks Duffel for adults by type and everyone else by age', () => {
    expect(duffelPassengers({ adults: 2, childAges: [7, 12], lapInfants: 1, seatedInfants: 1 })).toEqual([
      { type: 'adult' },
      { type: 'adult' },
      { age: 7 },
      { age: 12 },
      { age: 1 },
      { age: 2 },
    ]);
  });
  it('knows an offer priced for other passengers', () => {
    const offer = {
      passengers: [
        { id: 'pas_1', type: 'adult' as const, age: null, fare_type: null },
        { id: 'pas_2', type: 'child' as const, age: 7, fare_type: null },
      ],
    };
    expect(offerFitsPassengers(offer, { adults: 1, childAges: [7], lapInfants: 0, seatedInfants: 0 })).toBe(
      true,
    );
    expect(offerFitsPassengers(offer, { adults: 1, childAges: [8], lapInfants: 0, seatedInfants: 0 })).toBe(
      false,
    );
    expect(offerFitsPassengers(offer, { adults: 2, childAges: [7], lapInfants: 0, seatedInfants: 0 })).toBe(
      false,
    );
    expect(offerFitsPassengers(offer, { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 })).toBe(
      false,
    );
  });
});

describe('Duffel errors', () => {
  it.each([
    [
      'the airline no longer sells it',
      duffelError(422, 'offer_no_longer_available', 'airline_error'),
      { kind: 'gone' },
    ],
    ['expired', duffelError(422, 'offer_expired'), { kind: 'gone' }],
    ['unknown id', duffelError(404, 'not_found'), { kind: 'notFound' }],
    [
      'a refused airport, with the slice it is on',
      duffelError(422, 'invalid_airport', 'validation_error', '/slices/1/destination'),
      { kind: 'invalid', sliceIndex: 1 },
    ],
    [
      'a refused field without a slice',
      duffelError(422, 'invalid_passengers', 'validation_error'),
      { kind: 'invalid', sliceIndex: null },
    ],
  ])('%s', (_, error, failure) => {
    expect(classifyDuffelError(error)).toEqual(failure);
  });
  it.each([
    ['a bad token', duffelError(401, 'unauthorized', 'authentication_error')],
    ['rate limited', duffelError(429, 'rate_limit_exceeded', 'rate_limit_error')],
    ['a search that timed out', duffelError(504, 'gateway_timeout_error', 'api_error')],
    ['the network', new TypeError('fetch failed')],
  ])('%s fails with a message', (_, error) => {
    const failure = classifyDuffelError(error);
    expect(failure.kind).toBe('failed');
    expect(failure.kind === 'failed' && failure.message).toMatch(/Duffel/);
  });
});
