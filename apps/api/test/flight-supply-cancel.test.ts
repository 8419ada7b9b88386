// The simulated airline's void and cancel (README "Flights test inputs"): at once, except a booking with a
// passenger surnamed CancelPending (any case), which answers "cancel requested" until CANCEL_PENDING_MS after the
// portal first asked.
import { describe, expect, it } from 'vitest';
import { CANCEL_PENDING_MS } from '../src/providers/flight-supply/simulator/test-inputs.ts';
import { cancelFlights } from '../src/providers/flight-supply/simulator/ticketing.ts';

const ASKED = new Date('2025-06-01T12:00:00Z');
const after = (ms: number) => new Date(ASKED.getTime() + ms);

describe('simulated airline cancel', () => {
  it.each<[string, string[], number, 'Done' | 'Pending']>([
    ['a plain booking, at once', ['Lopez'], 0, 'Done'],
    ['CancelPending, when first asked', ['Lopez', 'CancelPending'], 0, 'Pending'],
    [
      'cancelpending in any case, a minute before the delay ends',
      ['  cancelPENDING '],
      CANCEL_PENDING_MS - 60_000,
      'Pending',
    ],
    ['CancelPending, once the delay is over', ['CancelPending'], CANCEL_PENDING_MS, 'Done'],
    ['a surname that only contains it', ['CancelPendingson'], 0, 'Done'],
  ])('%s', (_name, surnames, elapsedMs, kind) => {
    const answer = cancelFlights({
      recordLocator: 'ABC234',
      idempotencyKey: 'booking-1',
      surnames,
      requestedAt: ASKED,
      now: after(elapsedMs),
    });
    expect(answer.kind).toBe(kind);
  });
});
