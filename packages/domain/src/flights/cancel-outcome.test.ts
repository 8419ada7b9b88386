import { describe, expect, it } from 'vitest';
import {
  cancelModalStep,
  cancelOutcome,
  minutesToDeparture,
  type CancelDecision,
  type CancelInput,
  type CancelModalStep,
} from './cancel-outcome.ts';
import type { Penalty } from './model.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;
const fee = (amountMinor: number, currency = 'USD'): Penalty => ({ kind: 'WithFee', amountMinor, currency });

const base: CancelInput = {
  ticketState: 'Ticketed',
  voidStatus: 'NotVoidable',
  penalties: { kind: 'known', cancelPenalty: { kind: 'NoPenalty' }, changePenalty: { kind: 'NoPenalty' } },
  refundability: 'FullFtc',
  refundableToPayment: false,
  multiTicketType: 'single',
  multiProvider: false,
  cancellationPending: false,
  paidMinor: 800_00,
  currency: 'USD',
  ticketedPassengers: 2,
  nowMs: NOW,
  firstDepartureMs: NOW + 10 * 24 * HOUR,
};

const cancel = (penalty: Penalty): Partial<CancelInput> => ({
  penalties: { kind: 'known', cancelPenalty: penalty, changePenalty: { kind: 'NoPenalty' } },
});

type Row = [
  string,
  Partial<CancelInput>,
  CancelDecision['outcome'],
  CancelDecision['policyKind'],
  [number, number, number],
  CancelDecision['fallback'],
];

describe('cancelOutcome', () => {
  it.each<Row>([
    [
      'a cancellation already in flight',
      { cancellationPending: true, voidStatus: 'TicketedVoid' },
      'cancellation_pending',
      null,
      [0, 0, 0],
      null,
    ],
    [
      // The airline took the request: nothing is refunded twice, even once departure is near.
      'a pending cancellation within 3 hours of departure',
      { cancellationPending: true, firstDepartureMs: NOW + HOUR },
      'cancellation_pending',
      null,
      [0, 0, 0],
      null,
    ],
    [
      'a pending cancellation of a refundable fare',
      { cancellationPending: true, refundableToPayment: true },
      'cancellation_pending',
      null,
      [0, 0, 0],
      null,
    ],
    [
      'an already cancelled ticket',
      { ticketState: 'Canceled' },
      'contact_customer_service',
      'NonCancellable',
      [0, 0, 0],
      'NotAllowed',
    ],
    [
      'a rejected ticket',
      { ticketState: 'Rejected' },
      'contact_customer_service',
      'NonCancellable',
      [0, 0, 0],
      'NotAllowed',
    ],
    [
      '2 h 59 min before departure, even in the void window',
      { voidStatus: 'TicketedVoid', firstDepartureMs: NOW + 3 * HOUR - 60_000 },
      'too_close_to_departure',
      'NonCancellable',
      [0, 0, 0],
      'ContactAirline',
    ],
    [
      'after departure',
      { firstDepartureMs: NOW - HOUR },
      'too_close_to_departure',
      'NonCancellable',
      [0, 0, 0],
      'ContactAirline',
    ],
    [
      'exactly 3 h before departure: still self-serve',
      { voidStatus: 'TicketedVoid', firstDepartureMs: NOW + 3 * HOUR },
      'ticketed_void',
      'TicketedVoid',
      [800_00, 0, 0],
      null,
    ],
    [
      'separate tickets (hacker fare)',
      { multiTicketType: 'hackerFare', voidStatus: 'TicketedVoid' },
      'contact_customer_service',
      'MultiTicket',
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'self-transfer tickets',
      { multiTicketType: 'virtualInterline' },
      'contact_customer_service',
      'MultiTicket',
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'several suppliers',
      { multiProvider: true },
      'contact_customer_service',
      'MultiProvider',
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'in the void window: full refund whatever the fare',
      { voidStatus: 'TicketedVoid', refundability: 'None', ...cancel({ kind: 'NotPossible' }) },
      'ticketed_void',
      'TicketedVoid',
      [800_00, 0, 0],
      null,
    ],
    [
      'not yet ticketed: full refund',
      { ticketState: 'TicketingPending', voidStatus: 'PreTicketVoidable' },
      'ticketed_void',
      'DelayedTicketingCancel',
      [800_00, 0, 0],
      null,
    ],
    [
      'penalties managed by the airline',
      { penalties: { kind: 'externallyManaged' } },
      'contact_customer_service',
      'ContactAirline',
      [0, 0, 0],
      'ContactAirline',
    ],
    [
      'penalties unknown',
      { penalties: { kind: 'unknown' } },
      'contact_customer_service',
      null,
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'cancel penalty Unknown',
      cancel({ kind: 'Unknown' }),
      'contact_customer_service',
      null,
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'cancel NotPossible',
      cancel({ kind: 'NotPossible' }),
      'contact_customer_service',
      'NonCancellable',
      [0, 0, 0],
      'NotAllowed',
    ],
    [
      'refundable fare, no penalty',
      { refundableToPayment: true },
      'airline_full_refund',
      'AirlineRefund',
      [800_00, 0, 0],
      null,
    ],
    [
      'refundable fare, $75 per ticket x 2',
      { refundableToPayment: true, ...cancel(fee(75_00)) },
      'airline_partial_refund_or_cfar_cash',
      'PartialRefund',
      [650_00, 0, 150_00],
      null,
    ],
    [
      'refundable fare, fee in another currency',
      { refundableToPayment: true, ...cancel(fee(75_00, 'CAD')) },
      'contact_customer_service',
      null,
      [0, 0, 0],
      'ContactSupport',
    ],
    [
      'refundable fare, fees eat the whole fare',
      { refundableToPayment: true, ...cancel(fee(500_00)) },
      'contact_customer_service',
      'NonRefundable',
      [0, 0, 0],
      'NonRefundable',
    ],
    [
      'FullFtc, no penalty: the whole value as credit',
      {},
      'airline_full_refund',
      'Ftc',
      [0, 800_00, 0],
      null,
    ],
    [
      'FullFtc waives a listed fee (FTC_no_fees)',
      cancel(fee(99_00)),
      'airline_full_refund',
      'Ftc',
      [0, 800_00, 0],
      null,
    ],
    [
      'PartialFtc with $99 per ticket x 2',
      { refundability: 'PartialFtc', ...cancel(fee(99_00)) },
      'airline_partial_refund_or_cfar_cash',
      'Ftc',
      [0, 602_00, 198_00],
      null,
    ],
    [
      'PartialFtc but no fee listed',
      { refundability: 'PartialFtc' },
      'airline_full_refund',
      'Ftc',
      [0, 800_00, 0],
      null,
    ],
    [
      'non-refundable, no credit',
      { refundability: 'None' },
      'contact_customer_service',
      'NonRefundable',
      [0, 0, 0],
      'NonRefundable',
    ],
    [
      'one passenger: one fee',
      { refundability: 'PartialFtc', ticketedPassengers: 1, ...cancel(fee(99_00)) },
      'airline_partial_refund_or_cfar_cash',
      'Ftc',
      [0, 701_00, 99_00],
      null,
    ],
  ])('%s', (_why, change, outcome, policyKind, [refundMinor, creditMinor, penaltyMinor], fallback) => {
    expect(cancelOutcome({ ...base, ...change })).toEqual({
      outcome,
      policyKind,
      money: { refundMinor, creditMinor, penaltyMinor, currency: 'USD' },
      fallback,
    });
  });

  it('money always adds up to what was paid when the traveler can cancel online', () => {
    for (const amount of [0, 1, 99_00, 399_99, 400_00, 10_000_00]) {
      for (const refundableToPayment of [true, false]) {
        const { money, fallback } = cancelOutcome({
          ...base,
          refundability: 'PartialFtc',
          refundableToPayment,
          ...cancel(fee(amount)),
        });
        if (fallback === null)
          expect(money.refundMinor + money.creditMinor + money.penaltyMinor).toBe(800_00);
      }
    }
  });
});

describe('minutesToDeparture', () => {
  it.each([
    [NOW + 3 * HOUR, 180],
    [NOW + 3 * HOUR - 1, 179],
    [NOW - 30_000, -1],
  ])('%i -> %i', (departure, minutes) => {
    expect(minutesToDeparture(NOW, departure)).toBe(minutes);
  });
});

describe('cancelModalStep', () => {
  it.each<[string, Partial<CancelInput>, CancelModalStep]>([
    ['void: the policy with the refund first', { voidStatus: 'TicketedVoid' }, 'policy'],
    ['credit: the policy with the credit first', {}, 'policy'],
    ['partial refund', { refundableToPayment: true, ...cancel(fee(75_00)) }, 'policy'],
    ['pending', { cancellationPending: true }, 'pending'],
    ['non-refundable', { refundability: 'None' }, 'nonrefundable'],
    ['too close', { firstDepartureMs: NOW + HOUR }, 'support'],
    ['support', { multiProvider: true }, 'support'],
  ])('%s', (_why, change, step) => {
    expect(cancelModalStep(cancelOutcome({ ...base, ...change }))).toBe(step);
  });
});
