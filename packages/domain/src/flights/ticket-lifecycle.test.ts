import { describe, expect, it } from 'vitest';
import { canTransition, isTerminal } from '../lifecycles.ts';
import { FLIGHT_TICKET, isLiveTicket, type TicketLifecycleState } from './ticket-lifecycle.ts';

describe('flight ticket lifecycle', () => {
  it('allows exactly the table', () => {
    const allowed = Object.fromEntries(
      FLIGHT_TICKET.states.map((s) => [
        s,
        FLIGHT_TICKET.states.filter((t) => canTransition(FLIGHT_TICKET, s, t)),
      ]),
    );
    expect(allowed).toEqual({
      TicketingPending: ['Canceled', 'Rejected', 'Ticketed'],
      Canceled: [],
      Modified: ['Canceled', 'Modified'],
      Rejected: [],
      Ticketed: ['Canceled', 'Modified'],
    });
  });

  it('only uses declared states', () => {
    for (const [from, to] of FLIGHT_TICKET.transitions) {
      expect(FLIGHT_TICKET.states).toContain(from);
      expect(FLIGHT_TICKET.states).toContain(to);
    }
  });

  it.each<[TicketLifecycleState, boolean, boolean]>([
    ['TicketingPending', false, false],
    ['Ticketed', true, false],
    ['Modified', true, false],
    ['Canceled', false, true],
    ['Rejected', false, true],
  ])('%s: live %s, terminal %s', (state, live, terminal) => {
    expect(isLiveTicket(state)).toBe(live);
    expect(isTerminal(FLIGHT_TICKET, state)).toBe(terminal);
  });
});
