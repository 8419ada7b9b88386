import { describe, expect, it } from 'vitest';
import type { PaymentTiming } from './enums.ts';
import type { CancellationPenalty, RateCancellationPolicy } from './model.ts';
import {
  bookedStayOf,
  cancellationDeadlineMs,
  cancellationPolicyText,
  hotelRefundAt,
  isFreeCancellationAt,
  penaltyAt,
  penaltyMinor,
  penaltyText,
} from './rate-cancellation.ts';
import type { BookedStay, HotelRefundDecision } from './rate-cancellation.ts';

// Check-in Fri 6 March 2026 at 15:00 in New York (UTC-5).
const checkInMs = Date.parse('2026-03-06T20:00:00Z');
const hoursBefore = (h: number) => checkInMs - h * 3_600_000;

const fully = (
  hours: number,
  late: CancellationPenalty = { kind: 'Everything' },
): RateCancellationPolicy => ({
  refundPolicy: 'FullyRefundable',
  freeUntilHoursBeforeCheckIn: hours,
  penaltyAfterDeadline: late,
});
const partially = (hours: number, penalty: CancellationPenalty): RateCancellationPolicy => ({
  refundPolicy: 'PartiallyRefundable',
  refundableUntilHoursBeforeCheckIn: hours,
  penalty,
});

function stay(policy: RateCancellationPolicy, timing: PaymentTiming = 'PayNow', rooms = 1): BookedStay {
  // 3 nights of 20000, 22000 and 24000 per room, 12% tax.
  const nightlyMinor = [20000, 22000, 24000].map((n) => n * rooms);
  const totalMinor = Math.round(nightlyMinor.reduce((a, b) => a + b, 0) * 1.12);
  return {
    policy,
    paymentTiming: timing,
    totalMinor,
    paidMinor: timing === 'PayNow' ? totalMinor : 0,
    nightlyMinor,
    rooms,
    checkInMs,
  };
}

describe('the deadline', () => {
  it.each<[RateCancellationPolicy, number | null]>([
    [fully(48), hoursBefore(48)],
    [fully(0), checkInMs],
    [partially(24, { kind: 'Nights', nights: 1 }), hoursBefore(24)],
    [{ refundPolicy: 'NonRefundable' }, null],
    [{ refundPolicy: 'Unknown' }, null],
  ])('%o -> %s', (policy, deadline) => {
    expect(cancellationDeadlineMs(policy, checkInMs)).toBe(deadline);
  });
});

describe('penalties', () => {
  const booked = stay(fully(0), 'PayNow', 2); // total 147840, nights 40000, 44000, 48000
  it.each<[CancellationPenalty, number]>([
    [{ kind: 'Nights', nights: 1 }, 40000],
    [{ kind: 'Nights', nights: 2 }, 84000],
    [{ kind: 'Nights', nights: 9 }, 132000], // every night there is
    [{ kind: 'Nights', nights: -1 }, 0],
    [{ kind: 'Percent', percentBps: 2500 }, 36960],
    [{ kind: 'Amount', amountMinor: 5000 }, 10000], // per room
    [{ kind: 'Amount', amountMinor: 900000 }, 147840], // never more than the total
    [{ kind: 'Amount', amountMinor: -5000 }, 0],
    [{ kind: 'Everything' }, 147840],
  ])('%o costs %i', (penalty, amount) => {
    expect(penaltyMinor(penalty, booked)).toBe(amount);
  });

  it.each<[CancellationPenalty, string]>([
    [{ kind: 'Nights', nights: 1 }, 'the first night'],
    [{ kind: 'Nights', nights: 2 }, 'the first 2 nights'],
    [{ kind: 'Percent', percentBps: 2500 }, '25% of the total'],
    [{ kind: 'Percent', percentBps: 1250 }, '12.5% of the total'],
    [{ kind: 'Amount', amountMinor: 5000 }, '$50.00 per room'],
    [{ kind: 'Everything' }, 'the full amount'],
  ])('%o reads "%s"', (penalty, text) => {
    expect(penaltyText(penalty)).toBe(text);
  });
});

describe('refund at an instant', () => {
  // A paid total of 73920 (66000 + 12% tax); the first night is 20000.
  it.each<[string, BookedStay, number, HotelRefundDecision]>([
    [
      'fully refundable, before the deadline',
      stay(fully(48)),
      hoursBefore(49),
      { kind: 'Full', refundMinor: 73920, penaltyMinor: 0 },
    ],
    [
      'fully refundable, at the deadline (exclusive)',
      stay(fully(48)),
      hoursBefore(48),
      { kind: 'None', refundMinor: 0, penaltyMinor: 73920 },
    ],
    [
      'fully refundable, late: first night kept',
      stay(fully(24, { kind: 'Nights', nights: 1 })),
      hoursBefore(2),
      { kind: 'Partial', refundMinor: 53920, penaltyMinor: 20000 },
    ],
    [
      'fully refundable until check-in, a minute before',
      stay(fully(0)),
      checkInMs - 60_000,
      { kind: 'Full', refundMinor: 73920, penaltyMinor: 0 },
    ],
    [
      'fully refundable until check-in, after check-in',
      stay(fully(0)),
      checkInMs,
      { kind: 'None', refundMinor: 0, penaltyMinor: 73920 },
    ],
    [
      'partially refundable, before the deadline',
      stay(partially(24, { kind: 'Nights', nights: 1 })),
      hoursBefore(30),
      { kind: 'Partial', refundMinor: 53920, penaltyMinor: 20000 },
    ],
    [
      'partially refundable, after the deadline',
      stay(partially(24, { kind: 'Nights', nights: 1 })),
      hoursBefore(23),
      { kind: 'None', refundMinor: 0, penaltyMinor: 73920 },
    ],
    [
      'partially refundable, a share kept',
      stay(partially(24, { kind: 'Percent', percentBps: 2500 })),
      hoursBefore(30),
      { kind: 'Partial', refundMinor: 55440, penaltyMinor: 18480 },
    ],
    [
      'partially refundable, per room amount',
      stay(partially(0, { kind: 'Amount', amountMinor: 5000 }), 'PayNow', 2),
      hoursBefore(1),
      { kind: 'Partial', refundMinor: 137840, penaltyMinor: 10000 },
    ],
    [
      'non-refundable',
      stay({ refundPolicy: 'NonRefundable' }),
      hoursBefore(300),
      { kind: 'None', refundMinor: 0, penaltyMinor: 73920 },
    ],
    ['unknown policy', stay({ refundPolicy: 'Unknown' }), hoursBefore(300), { kind: 'ContactSupport' }],
    [
      'pay at hotel, free cancellation',
      stay(fully(24), 'PayLater'),
      hoursBefore(30),
      { kind: 'NothingCharged', refundMinor: 0, penaltyMinor: 0 },
    ],
    [
      'pay at hotel, late: the card may be charged',
      stay(fully(24, { kind: 'Nights', nights: 1 }), 'PayLater'),
      hoursBefore(3),
      { kind: 'NothingCharged', refundMinor: 0, penaltyMinor: 20000 },
    ],
    [
      'pay at hotel, non-refundable',
      stay({ refundPolicy: 'NonRefundable' }, 'PayLater'),
      hoursBefore(300),
      { kind: 'NothingCharged', refundMinor: 0, penaltyMinor: 73920 },
    ],
  ])('%s', (_name, booked, at, decision) => {
    expect(hotelRefundAt(booked, at)).toEqual(decision);
  });

  it('keeps at most what was paid (an offer paid part of it elsewhere)', () => {
    const booked = { ...stay(partially(24, { kind: 'Nights', nights: 1 })), paidMinor: 15000 };
    expect(hotelRefundAt(booked, hoursBefore(30))).toEqual({
      kind: 'None',
      refundMinor: 0,
      penaltyMinor: 15000,
    });
  });

  it('gives support the last word on an unknown policy', () => {
    expect(penaltyAt(stay({ refundPolicy: 'Unknown' }), hoursBefore(1))).toBeNull();
  });
});

describe('free cancellation badge', () => {
  it.each<[RateCancellationPolicy, number, boolean]>([
    [fully(24), hoursBefore(25), true],
    [fully(24), hoursBefore(24), false], // deadline passed
    [partially(24, { kind: 'Nights', nights: 1 }), hoursBefore(48), false],
    [{ refundPolicy: 'NonRefundable' }, hoursBefore(48), false],
  ])('%o at %i -> %s', (policy, at, badge) => {
    expect(isFreeCancellationAt(policy, checkInMs, at)).toBe(badge);
  });
});

describe('policy in words, in the hotel local time', () => {
  it.each<[RateCancellationPolicy, string]>([
    [
      fully(24),
      'Free cancellation until Thu, Mar 5, 2026, 3:00 PM (hotel time). After that, non-refundable.',
    ],
    [
      fully(0, { kind: 'Nights', nights: 1 }),
      'Free cancellation until Fri, Mar 6, 2026, 3:00 PM (hotel time). After that, cancelling costs the first night.',
    ],
    [
      partially(72, { kind: 'Percent', percentBps: 1000 }),
      'Partially refundable until Tue, Mar 3, 2026, 3:00 PM (hotel time): cancelling costs 10% of the total. After that, non-refundable.',
    ],
    [{ refundPolicy: 'NonRefundable' }, 'Non-refundable'],
    [{ refundPolicy: 'Unknown' }, 'Contact support for the cancellation policy'],
  ])('%o', (policy, text) => {
    expect(cancellationPolicyText({ policy, checkInMs, utcOffsetMinutes: -300 })).toBe(text);
  });

  it('crosses midnight in the hotel time zone, not the server one', () => {
    // Check-in at 01:00 in Tokyo (UTC+9): 2 hours before is 23:00 the previous local day.
    const tokyoCheckIn = Date.parse('2026-03-05T16:00:00Z');
    expect(cancellationPolicyText({ policy: fully(2), checkInMs: tokyoCheckIn, utcOffsetMinutes: 540 })).toBe(
      'Free cancellation until Thu, Mar 5, 2026, 11:00 PM (hotel time). After that, non-refundable.',
    );
  });
});

describe('booked stay of a priced rate', () => {
  it('carries what the booking charged and its nights', () => {
    const booked = bookedStayOf(
      { cancellation: fully(24), paymentTiming: 'PayLater' },
      {
        totalMinor: 30000,
        payNowMinor: 0,
        rooms: 1,
        nightly: [
          {
            date: '2026-03-06',
            beforeDiscountMinor: 30000,
            discountMinor: 0,
            priceMinor: 30000,
            complimentary: false,
          },
        ],
      },
      checkInMs,
    );
    expect(booked).toEqual({
      policy: fully(24),
      paymentTiming: 'PayLater',
      totalMinor: 30000,
      paidMinor: 0,
      nightlyMinor: [30000],
      rooms: 1,
      checkInMs,
    });
  });
});
