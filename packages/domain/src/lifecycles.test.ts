import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  FULFILMENT,
  isTerminal,
  QUOTE_SESSION,
  RESERVATION,
  TransitionError,
  tripTimeState,
} from './lifecycles.ts';
import type { Lifecycle } from './lifecycles.ts';

function allowedFrom<S extends string>(lifecycle: Lifecycle<S>): Record<string, string[]> {
  return Object.fromEntries(
    lifecycle.states.map((s) => [s, lifecycle.states.filter((t) => canTransition(lifecycle, s, t))]),
  );
}

describe('transition tables', () => {
  it('quote session', () => {
    expect(allowedFrom(QUOTE_SESSION)).toEqual({
      Pending: ['Success', 'Failure', 'Discarded'],
      Success: ['Discarded'],
      Failure: ['Discarded'],
      Discarded: [],
    });
  });

  it('fulfilment', () => {
    expect(allowedFrom(FULFILMENT)).toEqual({ Pending: ['Success', 'Failure'], Success: [], Failure: [] });
  });

  it('reservation', () => {
    expect(allowedFrom(RESERVATION)).toEqual({
      Received: ['PendingConfirm', 'Confirmed', 'Failure'],
      PendingConfirm: ['Confirmed', 'PartiallyPaid', 'Cancelled', 'Failure'],
      Confirmed: ['Cancelled', 'CancelledWithErrors'],
      PartiallyPaid: ['Confirmed', 'Cancelled', 'CancelledWithErrors'],
      Cancelled: [],
      CancelledWithErrors: ['Cancelled'],
      Failure: [],
    });
    expect(isTerminal(RESERVATION, 'Cancelled')).toBe(true);
    expect(isTerminal(RESERVATION, 'Confirmed')).toBe(false);
  });

  it('only uses declared states', () => {
    for (const lc of [QUOTE_SESSION, FULFILMENT, RESERVATION] as Lifecycle<string>[]) {
      for (const [from, to] of lc.transitions) {
        expect(lc.states).toContain(from);
        expect(lc.states).toContain(to);
      }
    }
  });

  it('asserts', () => {
    expect(() => assertTransition(FULFILMENT, 'Pending', 'Success')).not.toThrow();
    expect(() => assertTransition(FULFILMENT, 'Success', 'Pending')).toThrow(TransitionError);
    expect(() => assertTransition(RESERVATION, 'Cancelled', 'Confirmed')).toThrow(
      'A reservation cannot go from Cancelled to Confirmed',
    );
  });
});

describe('trip time state', () => {
  const stay = { from: '2025-04-10', until: '2025-04-13' };
  it.each([
    ['2025-04-09', undefined, 'Future'],
    ['2025-04-10', undefined, 'Present'], // check-in day
    ['2025-04-12', undefined, 'Present'],
    ['2025-04-13', undefined, 'Past'], // checkout day: the last night is over
    ['2025-04-14', undefined, 'Past'],
    ['2025-04-09', 'Cancelled', 'Canceled'],
    ['2025-04-20', 'CancelledWithErrors', 'Canceled'],
    ['2025-04-09', 'Failure', 'Invalid'],
    ['2025-04-09', 'Confirmed', 'Future'],
  ] as const)('today %s status %s -> %s', (today, status, state) => {
    expect(tripTimeState({ ...stay, today, status })).toBe(state);
  });
  it('is invalid for reversed or garbled dates', () => {
    expect(tripTimeState({ from: '2025-04-13', until: '2025-04-13', today: '2025-01-01' })).toBe('Invalid');
    expect(tripTimeState({ from: 'x', until: '2025-04-13', today: '2025-01-01' })).toBe('Invalid');
  });
});
