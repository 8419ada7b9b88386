import { describe, expect, it } from 'vitest';
import type { TripTimeState } from '../enums.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';
import { flightTripTimeState, itineraryCities, itineraryTitle } from './trip-time.ts';

const at = (iso: string) => Date.parse(iso);
const DEPART = at('2026-12-01T14:00:00Z');
const ARRIVE = at('2026-12-05T22:30:00Z');

describe('flightTripTimeState', () => {
  it.each<[string, TicketLifecycleState, string, TripTimeState]>([
    ['before departure', 'Ticketed', '2026-12-01T13:59:59Z', 'Future'],
    ['at departure', 'Ticketed', '2026-12-01T14:00:00Z', 'Present'],
    ['between slices', 'Ticketed', '2026-12-03T00:00:00Z', 'Present'],
    ['just landed', 'Ticketed', '2026-12-05T22:30:00Z', 'Present'],
    ['23 h 59 min after arrival', 'Ticketed', '2026-12-06T22:29:00Z', 'Present'],
    ['24 h after arrival', 'Ticketed', '2026-12-06T22:30:00Z', 'Past'],
    ['a week later', 'Modified', '2026-12-12T00:00:00Z', 'Past'],
    ['still ticketing, before departure', 'TicketingPending', '2026-11-30T00:00:00Z', 'Future'],
    ['cancelled before departure', 'Canceled', '2026-11-30T00:00:00Z', 'Canceled'],
    ['cancelled, long after', 'Canceled', '2027-01-01T00:00:00Z', 'Canceled'],
    ['rejected by the airline', 'Rejected', '2026-11-30T00:00:00Z', 'Invalid'],
  ])('%s', (_why, ticketState, now, state) => {
    expect(
      flightTripTimeState({ ticketState, firstDepartureMs: DEPART, lastArrivalMs: ARRIVE, nowMs: at(now) }),
    ).toBe(state);
  });

  it('arrival before departure is garbled data', () => {
    expect(
      flightTripTimeState({
        ticketState: 'Ticketed',
        firstDepartureMs: ARRIVE,
        lastArrivalMs: DEPART,
        nowMs: 0,
      }),
    ).toBe('Invalid');
  });
});

describe('itineraryTitle', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['New York'], 'New York'],
    [['New York', 'London'], 'New York – London'],
    [['New York', 'London', 'Paris'], 'New York – London – Paris'],
    [['New York', 'London', 'Paris', 'Rome'], 'New York – London – Paris…'],
    [['New York', 'London', 'Paris', 'Rome', 'Madrid'], 'New York – London – Paris…'],
  ])('%o -> %s', (cities, title) => {
    expect(itineraryTitle(cities)).toBe(title);
  });
});

describe('itineraryCities', () => {
  const s = (originCity: string, destinationCity: string) => ({ originCity, destinationCity });
  it.each<[string, ReturnType<typeof s>[], string[]]>([
    ['one way', [s('New York', 'London')], ['New York', 'London']],
    ['round trip', [s('New York', 'London'), s('London', 'New York')], ['New York', 'London', 'New York']],
    [
      'open jaw',
      [s('New York', 'London'), s('Paris', 'New York')],
      ['New York', 'London', 'Paris', 'New York'],
    ],
    [
      'multi-city',
      [s('New York', 'London'), s('London', 'Paris'), s('Paris', 'Rome')],
      ['New York', 'London', 'Paris', 'Rome'],
    ],
    ['no slices', [], []],
  ])('%s', (_why, slices, cities) => {
    expect(itineraryCities(slices)).toEqual(cities);
  });
});
