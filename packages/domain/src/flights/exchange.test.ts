import { describe, expect, it } from 'vitest';
import { canTransition, isTerminal } from '../lifecycles.ts';
import {
  afterChangeFailed,
  EXCHANGE_FLOW,
  exchangeEntry,
  exchangePrice,
  sliceActions,
  type ExchangeEligibilityInput,
  type ExchangeEntry,
  type ExchangePrice,
  type SlicePick,
  type SlicePlan,
} from './exchange.ts';
import type { Penalty } from './model.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const DAY = 86_400_000;

const base: ExchangeEligibilityInput = {
  itineraryFound: true,
  ticketState: 'Ticketed',
  voidStatus: 'NotVoidable',
  penalties: {
    kind: 'known',
    cancelPenalty: { kind: 'NoPenalty' },
    changePenalty: { kind: 'WithFee', amountMinor: 75_00, currency: 'USD' },
  },
  fareClassKnown: true,
  multiTicket: false,
  multiProvider: false,
  failedAttempts: 0,
  sliceDeparturesMs: [NOW + 5 * DAY, NOW + 9 * DAY],
  nowMs: NOW,
};
const change = (changePenalty: Penalty): Partial<ExchangeEligibilityInput> => ({
  penalties: { kind: 'known', cancelPenalty: { kind: 'NoPenalty' }, changePenalty },
});

describe('exchangeEntry', () => {
  it.each<[string, Partial<ExchangeEligibilityInput>, ExchangeEntry]>([
    ['eligible', {}, { step: 'SliceSelection', reason: null }],
    ['free changes', change({ kind: 'NoPenalty' }), { step: 'SliceSelection', reason: null }],
    ['reissued ticket', { ticketState: 'Modified' }, { step: 'SliceSelection', reason: null }],
    ['outbound flown, return ahead', { nowMs: NOW + 6 * DAY }, { step: 'SliceSelection', reason: null }],
    [
      'booking not found',
      { itineraryFound: false },
      { step: 'ItineraryNotFound', reason: 'ItineraryNotFound' },
    ],
    [
      'still ticketing',
      { ticketState: 'TicketingPending', voidStatus: 'PreTicketVoidable' },
      { step: 'IneligibleForExchange', reason: 'RebookNotEligible' },
    ],
    [
      'cancelled',
      { ticketState: 'Canceled' },
      { step: 'IneligibleForExchange', reason: 'RebookNotEligible' },
    ],
    ['in the void window', { voidStatus: 'TicketedVoid' }, { step: 'TicketedVoidable', reason: null }],
    ['separate tickets', { multiTicket: true }, { step: 'ContactSupport', reason: null }],
    ['several suppliers', { multiProvider: true }, { step: 'ContactSupport', reason: null }],
    [
      'airline controls it',
      { penalties: { kind: 'externallyManaged' } },
      { step: 'ContactAirline', reason: null },
    ],
    [
      'fare rules unknown',
      { penalties: { kind: 'unknown' } },
      { step: 'IneligibleForExchange', reason: 'ContractNotFound' },
    ],
    [
      'change penalty unknown',
      change({ kind: 'Unknown' }),
      { step: 'IneligibleForExchange', reason: 'ContractNotFound' },
    ],
    [
      'fare class missing',
      { fareClassKnown: false },
      { step: 'IneligibleForExchange', reason: 'MissingCoverageOrFareClass' },
    ],
    [
      'changes not allowed',
      change({ kind: 'NotPossible' }),
      { step: 'IneligibleForExchange', reason: 'RebookNotEligible' },
    ],
    [
      'every slice has left',
      { nowMs: NOW + 9 * DAY },
      { step: 'IneligibleForExchange', reason: 'RebookNotEligible' },
    ],
    ['2 failed attempts: one more try', { failedAttempts: 2 }, { step: 'SliceSelection', reason: null }],
    ['3 failed attempts', { failedAttempts: 3 }, { step: 'TooManyAttemptsSupport', reason: null }],
  ])('%s', (_why, facts, entry) => {
    expect(exchangeEntry({ ...base, ...facts })).toEqual(entry);
  });
});

describe('sliceActions', () => {
  const departures = [NOW + 5 * DAY, NOW + 9 * DAY];
  it.each<[string, SlicePick[], number, number, SlicePlan]>([
    ['change the return', ['keep', 'change'], 0, NOW, { ok: true, actions: ['Keep', 'Change'] }],
    ['change both', ['change', 'change'], 0, NOW, { ok: true, actions: ['Change', 'Change'] }],
    ['drop the return', ['keep', 'remove'], 0, NOW, { ok: true, actions: ['Keep', 'Remove'] }],
    ['add a slice', ['keep', 'keep'], 1, NOW, { ok: true, actions: ['Keep', 'Keep', 'Add'] }],
    [
      'replace the return by two slices',
      ['keep', 'remove'],
      2,
      NOW,
      { ok: true, actions: ['Keep', 'Remove', 'Add', 'Add'] },
    ],
    [
      'outbound flown, change the return',
      ['keep', 'change'],
      0,
      NOW + 6 * DAY,
      { ok: true, actions: ['Flown', 'Change'] },
    ],
    [
      'nothing changed',
      ['keep', 'keep'],
      0,
      NOW,
      { ok: false, reason: 'InvalidRoute', detail: 'NothingChanged' },
    ],
    [
      'only flown and kept',
      ['keep', 'keep'],
      0,
      NOW + 6 * DAY,
      { ok: false, reason: 'InvalidRoute', detail: 'NothingChanged' },
    ],
    [
      'changing a flown slice',
      ['change', 'keep'],
      0,
      NOW + 6 * DAY,
      { ok: false, reason: 'InvalidRoute', detail: 'FlownSliceChanged' },
    ],
    [
      'removing everything is a cancel',
      ['remove', 'remove'],
      0,
      NOW,
      { ok: false, reason: 'InvalidRoute', detail: 'EverySliceRemoved' },
    ],
    [
      'flown then remove the rest',
      ['keep', 'remove'],
      0,
      NOW + 6 * DAY,
      { ok: false, reason: 'InvalidRoute', detail: 'EverySliceRemoved' },
    ],
  ])('%s', (_why, picks, addedSlices, nowMs, plan) => {
    expect(sliceActions({ sliceDeparturesMs: departures, picks, addedSlices, nowMs })).toEqual(plan);
  });

  it('needs one pick per booked slice', () => {
    expect(() =>
      sliceActions({ sliceDeparturesMs: departures, picks: ['keep'], addedSlices: 0, nowMs: NOW }),
    ).toThrow(RangeError);
  });
});

describe('exchangePrice', () => {
  const fee75 = { kind: 'WithFee', amountMinor: 75_00 } as const;
  it.each<
    [
      string,
      number,
      number,
      typeof fee75 | { kind: 'NoPenalty' },
      number,
      'FullFtc' | 'PartialFtc' | 'None',
      ExchangePrice,
    ]
  >([
    [
      'dearer flights plus fee x 2',
      400_00,
      500_00,
      fee75,
      2,
      'PartialFtc',
      {
        fareDifferenceMinor: 100_00,
        penaltyMinor: 150_00,
        dueMinor: 250_00,
        residualCreditMinor: 0,
        forfeitedMinor: 0,
      },
    ],
    [
      'same price, free change',
      400_00,
      400_00,
      { kind: 'NoPenalty' },
      2,
      'FullFtc',
      { fareDifferenceMinor: 0, penaltyMinor: 0, dueMinor: 0, residualCreditMinor: 0, forfeitedMinor: 0 },
    ],
    [
      'cheaper, fee absorbs part',
      400_00,
      300_00,
      fee75,
      1,
      'PartialFtc',
      {
        fareDifferenceMinor: -100_00,
        penaltyMinor: 75_00,
        dueMinor: 0,
        residualCreditMinor: 25_00,
        forfeitedMinor: 0,
      },
    ],
    [
      'cheaper, fee larger than saving',
      400_00,
      350_00,
      fee75,
      1,
      'PartialFtc',
      {
        fareDifferenceMinor: -50_00,
        penaltyMinor: 75_00,
        dueMinor: 25_00,
        residualCreditMinor: 0,
        forfeitedMinor: 0,
      },
    ],
    [
      'cheaper on a no-credit fare: lost',
      400_00,
      300_00,
      { kind: 'NoPenalty' },
      1,
      'None',
      {
        fareDifferenceMinor: -100_00,
        penaltyMinor: 0,
        dueMinor: 0,
        residualCreditMinor: 0,
        forfeitedMinor: 100_00,
      },
    ],
  ])(
    '%s',
    (_why, unflownValueMinor, newFareMinor, changePenalty, ticketedPassengers, refundability, price) => {
      expect(
        exchangePrice({ unflownValueMinor, newFareMinor, changePenalty, ticketedPassengers, refundability }),
      ).toEqual(price);
    },
  );
});

describe('exchange flow', () => {
  it('only uses declared steps, and ends where the flow hands over', () => {
    for (const [from, to] of EXCHANGE_FLOW.transitions) {
      expect(EXCHANGE_FLOW.states).toContain(from);
      expect(EXCHANGE_FLOW.states).toContain(to);
    }
    const terminal = EXCHANGE_FLOW.states.filter((s) => isTerminal(EXCHANGE_FLOW, s));
    expect(terminal.sort()).toEqual(
      [
        'ChangeRequested',
        'ContactAirline',
        'ContactSupport',
        'IneligibleForExchange',
        'ItineraryNotFound',
        'LegacyTicketedVoidable',
        'TicketedVoidable',
        'TooManyAttemptsSupport',
      ].sort(),
    );
  });

  it.each<[string, string, boolean]>([
    ['LoadingOrProcessing', 'SliceSelection', true],
    ['SliceSelection', 'ChangeDateTime', true],
    ['ChangeDateTime', 'GoToExchange', true],
    ['GoToExchange', 'LoadingOrProcessing', true],
    ['LoadingOrProcessing', 'ChangeRequested', true],
    ['SliceSelection', 'ChangeRequested', false],
    ['ChangeRequested', 'SliceSelection', false],
    ['TicketedVoidable', 'SliceSelection', false],
  ])('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(EXCHANGE_FLOW, from as never, to as never)).toBe(allowed);
  });

  it('every step exchangeEntry answers is reachable from loading', () => {
    for (const step of [
      'SliceSelection',
      'ItineraryNotFound',
      'TicketedVoidable',
      'IneligibleForExchange',
      'ContactAirline',
      'ContactSupport',
      'TooManyAttemptsSupport',
    ] as const) {
      expect(canTransition(EXCHANGE_FLOW, 'LoadingOrProcessing', step)).toBe(true);
    }
  });

  it.each([
    [1, 'SliceSelection'],
    [2, 'SliceSelection'],
    [3, 'TooManyAttemptsSupport'],
  ])('after %i failed attempts: %s', (attempts, step) => {
    expect(afterChangeFailed(attempts)).toBe(step);
  });
});
