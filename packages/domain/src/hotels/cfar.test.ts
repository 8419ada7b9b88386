import { describe, expect, it } from 'vitest';
import {
  cfarCancellationText,
  cfarCoverageMinor,
  cfarExerciseDeadlineMs,
  cfarPremiumPercent,
  cfarPremiumPerNightMinor,
  cfarPricingDescription,
  cfarPurchaseProblems,
  exerciseCfar,
  findCfarQuote,
  isCfarQuoteUsable,
} from './cfar.ts';
import type { CfarQuote } from './cfar.ts';

const quote = (roomId: string, rateId: string, overrides: Partial<CfarQuote> = {}): CfarQuote => ({
  quoteId: `q-${roomId}-${rateId}`,
  roomId,
  rateId,
  eligible: true,
  premiumMinor: 4500,
  coveragePercentage: 80,
  shouldRefundCfarPremium: false,
  overridesFilteringLogic: false,
  ...overrides,
});

describe('premium per night: per stay divided by nights, rounded up (whole units)', () => {
  it.each([
    [4500, 3, 1500],
    [4501, 3, 1600], // 15.0033 -> 16
    [10000, 3, 3400], // 33.33 -> 34
    [9900, 1, 9900],
    [0, 2, 0],
  ])('%i over %i nights -> %i', (premium, nights, perNight) => {
    expect(cfarPremiumPerNightMinor(premium, nights)).toBe(perNight);
  });

  it.each([0, -1, 1.5])('refuses %s nights', (nights) => {
    expect(() => cfarPremiumPerNightMinor(4500, nights)).toThrow(RangeError);
  });
});

describe('premium percent: a rounded share of total', () => {
  it.each([
    [4500, 73920, 6], // 6.09%
    [5000, 10000, 50],
    [125, 1000, 13], // 12.5% half up
    [124, 1000, 12],
    [4500, 0, 0],
  ])('%i of %i -> %i%%', (premium, total, percent) => {
    expect(cfarPremiumPercent(premium, total)).toBe(percent);
  });
});

describe('coverage', () => {
  it.each([
    [73920, 80, 59136],
    [10001, 80, 8001], // 8000.8 half up
    [10000, 92.5, 9250],
    [0, 80, 0], // nothing paid, nothing covered
  ])('%i paid at %s%% -> %i', (paid, percent, coverage) => {
    expect(cfarCoverageMinor(paid, percent)).toBe(coverage);
  });
});

describe('quotes', () => {
  it.each<[boolean, 'PayNow' | 'PayLater', boolean]>([
    [true, 'PayNow', true],
    [false, 'PayNow', false], // the provider declined
    [true, 'PayLater', false], // pay at hotel: nothing paid to cover
  ])('eligible %s, %s -> usable %s', (eligible, timing, usable) => {
    expect(isCfarQuoteUsable({ eligible }, timing)).toBe(usable);
  });

  it('matches a quote by room id and rate id', () => {
    const quotes = [quote('king', 'flex'), quote('queen', 'saver'), quote('king', 'saver')];
    expect(findCfarQuote(quotes, { roomId: 'king', rateId: 'saver' })?.quoteId).toBe('q-king-saver');
    expect(findCfarQuote(quotes, { roomId: 'queen', rateId: 'flex' })).toBeNull(); // rate of another room
    expect(findCfarQuote([], { roomId: 'king', rateId: 'flex' })).toBeNull();
  });
});

describe('purchase: at reservation, for all rooms', () => {
  it.each([
    [true, 2, 2, []],
    [false, 2, 2, ['NotAtReservation']],
    [true, 2, 1, ['NotAllRooms']],
    [false, 3, 1, ['NotAtReservation', 'NotAllRooms']],
  ])(
    'at reservation %s, %i booked, %i covered -> %j',
    (atReservation, roomsBooked, roomsCovered, problems) => {
      expect(cfarPurchaseProblems({ atReservation, roomsBooked, roomsCovered })).toEqual(problems);
    },
  );
});

describe('exercise: until check-in time', () => {
  const checkInMs = Date.parse('2026-03-06T20:00:00Z');
  const input = {
    paidMinor: 73920,
    premiumMinor: 4500,
    coveragePercentage: 80,
    shouldRefundCfarPremium: false,
    checkInMs,
    exercised: false,
  };

  it('ends exactly at check-in', () => {
    expect(cfarExerciseDeadlineMs(checkInMs)).toBe(checkInMs);
  });

  it.each([
    [
      'a minute before check-in',
      { atMs: checkInMs - 60_000 },
      { kind: 'Refund', refundMinor: 59136, coverageMinor: 59136, premiumRefundMinor: 0 },
    ],
    [
      'with the premium refunded',
      { atMs: checkInMs - 1, shouldRefundCfarPremium: true },
      { kind: 'Refund', refundMinor: 63636, coverageMinor: 59136, premiumRefundMinor: 4500 },
    ],
    ['at check-in', { atMs: checkInMs }, { kind: 'PastCheckIn' }],
    ['after check-in', { atMs: checkInMs + 3_600_000 }, { kind: 'PastCheckIn' }],
    [
      'a second time (irreversible)',
      { atMs: checkInMs - 60_000, exercised: true },
      { kind: 'AlreadyExercised' },
    ],
  ])('%s', (_name, overrides, result) => {
    expect(exerciseCfar({ ...input, ...overrides })).toEqual(result);
  });
});

describe('pricing description', () => {
  it('says the coverage and the per-night premium in whole units', () => {
    expect(
      cfarPricingDescription({ coveragePercentage: 80, coverageMinor: 59136, premiumPerNightMinor: 1600 }),
    ).toBe('Cancel for any reason until check-in and get 80% back ($591.36) for $16 per night.');
  });
});

describe('cancellation text: the cover until check-in time, in hotel time', () => {
  // 2027-03-05 15:00 in Chicago (UTC-6) is 21:00 UTC.
  const checkInMs = Date.UTC(2027, 2, 5, 21, 0);
  it.each([
    [
      false,
      'Cancel for any reason until check-in at Fri, Mar 5, 2027, 3:00 PM (hotel time) and get 80% back ($402.96).',
    ],
    [
      true,
      'Cancel for any reason until check-in at Fri, Mar 5, 2027, 3:00 PM (hotel time) and get 80% back ($463.96, premium included).',
    ],
  ])('premium refunded %s', (shouldRefundCfarPremium, text) => {
    const refundMinor = shouldRefundCfarPremium ? 46_396 : 40_296;
    expect(
      cfarCancellationText({
        checkInMs,
        utcOffsetMinutes: -360,
        coveragePercentage: 80,
        refundMinor,
        shouldRefundCfarPremium,
      }),
    ).toBe(text);
  });
});
