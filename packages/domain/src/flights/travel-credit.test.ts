import { describe, expect, it } from 'vitest';
import {
  applyFtc,
  defaultFtcExpiry,
  ftcState,
  ftcUsableFor,
  type FtcApplication,
  type FtcState,
  type TravelCredit,
} from './travel-credit.ts';

const at = (iso: string) => Date.parse(iso);
const EXPIRES = at('2027-06-01T12:00:00Z');

describe('ftcState', () => {
  it.each<[string, string | null, string, FtcState]>([
    ['unused, before expiry', null, '2027-05-31T00:00:00Z', 'FtcAvailable'],
    ['unused, at expiry', null, '2027-06-01T12:00:00Z', 'FtcExpired'],
    ['unused, after expiry', null, '2028-01-01T00:00:00Z', 'FtcExpired'],
    ['redeemed earlier', '2027-01-10T00:00:00Z', '2027-02-01T00:00:00Z', 'FtcRedeemed'],
    [
      'redeemed, and now past expiry: stays redeemed',
      '2027-01-10T00:00:00Z',
      '2028-01-01T00:00:00Z',
      'FtcRedeemed',
    ],
    [
      'a redemption recorded for later does not count yet',
      '2027-03-01T00:00:00Z',
      '2027-02-01T00:00:00Z',
      'FtcAvailable',
    ],
  ])('%s', (_why, redeemed, now, state) => {
    expect(
      ftcState({ expiresAtMs: EXPIRES, redeemedAtMs: redeemed === null ? null : at(redeemed) }, at(now)),
    ).toBe(state);
  });
});

describe('defaultFtcExpiry', () => {
  it.each([
    ['2026-11-27T15:30:00Z', '2027-11-27T15:30:00Z'],
    ['2028-02-29T08:00:00Z', '2029-02-28T08:00:00Z'],
  ])('%s -> %s', (issued, expires) => {
    expect(new Date(defaultFtcExpiry(at(issued))).toISOString()).toBe(new Date(at(expires)).toISOString());
  });
});

describe('ftcUsableFor', () => {
  const credit: TravelCredit = {
    airlineCode: 'UA',
    amountMinor: 300_00,
    currency: 'USD',
    expiresAtMs: EXPIRES,
    redeemedAtMs: null,
  };
  const now = at('2027-01-01T00:00:00Z');
  it.each<
    [
      string,
      Partial<TravelCredit>,
      { airlineCode: string; currency: string },
      number,
      ReturnType<typeof ftcUsableFor>,
    ]
  >([
    ['same airline', {}, { airlineCode: 'UA', currency: 'USD' }, now, { usable: true }],
    ['same airline, lower case', {}, { airlineCode: 'ua', currency: 'USD' }, now, { usable: true }],
    [
      'another airline',
      {},
      { airlineCode: 'DL', currency: 'USD' },
      now,
      { usable: false, reason: 'OtherAirline' },
    ],
    [
      'another currency',
      {},
      { airlineCode: 'UA', currency: 'CAD' },
      now,
      { usable: false, reason: 'OtherCurrency' },
    ],
    ['expired', {}, { airlineCode: 'UA', currency: 'USD' }, EXPIRES, { usable: false, reason: 'Expired' }],
    [
      'redeemed',
      { redeemedAtMs: now - 1 },
      { airlineCode: 'UA', currency: 'USD' },
      now,
      { usable: false, reason: 'Redeemed' },
    ],
  ])('%s', (_why, change, ticket, nowMs, answer) => {
    expect(ftcUsableFor({ ...credit, ...change }, ticket, nowMs)).toEqual(answer);
  });
});

describe('applyFtc', () => {
  it.each<[string, number, number, number, boolean, FtcApplication]>([
    [
      'credit covers fee then fare',
      300_00,
      250_00,
      50_00,
      true,
      { feePaidMinor: 50_00, farePaidMinor: 250_00, dueMinor: 0, unusedMinor: 0 },
    ],
    [
      'credit short: the rest is due',
      300_00,
      400_00,
      50_00,
      true,
      { feePaidMinor: 50_00, farePaidMinor: 250_00, dueMinor: 150_00, unusedMinor: 0 },
    ],
    [
      'credit smaller than the fee',
      30_00,
      400_00,
      50_00,
      true,
      { feePaidMinor: 30_00, farePaidMinor: 0, dueMinor: 420_00, unusedMinor: 0 },
    ],
    [
      'fare only: fee paid by card',
      300_00,
      250_00,
      50_00,
      false,
      { feePaidMinor: 0, farePaidMinor: 250_00, dueMinor: 50_00, unusedMinor: 50_00 },
    ],
    [
      'credit bigger than everything',
      500_00,
      250_00,
      0,
      true,
      { feePaidMinor: 0, farePaidMinor: 250_00, dueMinor: 0, unusedMinor: 250_00 },
    ],
    [
      'no credit',
      0,
      250_00,
      50_00,
      true,
      { feePaidMinor: 0, farePaidMinor: 0, dueMinor: 300_00, unusedMinor: 0 },
    ],
  ])('%s', (_why, creditMinor, fareMinor, changeFeeMinor, feeFromCreditFirst, answer) => {
    expect(applyFtc({ creditMinor, fareMinor, changeFeeMinor, feeFromCreditFirst })).toEqual(answer);
  });
});
