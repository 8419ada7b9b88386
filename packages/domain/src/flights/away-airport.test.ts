import { describe, expect, it } from 'vitest';
import { awayAirport, type AwaySlice } from './away-airport.ts';

const slice = (origin: string, destination: string, departureDate: string): AwaySlice => ({
  origin,
  destination,
  departureDate,
});
const ONE_WAY = [slice('SEA', 'JFK', '2026-12-01')];
const ROUND_TRIP = [slice('SEA', 'JFK', '2026-12-01'), slice('JFK', 'SEA', '2026-12-05')];
// Listed out of order on purpose: the rule orders slices by date, not by their position.
const MULTI_CITY = [
  slice('LHR', 'SEA', '2026-12-09'),
  slice('SEA', 'ORD', '2026-12-01'),
  slice('ORD', 'LHR', '2026-12-04'),
];

describe('awayAirport', () => {
  it.each<[string, readonly AwaySlice[], string, string | null]>([
    ['one-way, the day before', ONE_WAY, '2026-11-30', null],
    ['one-way, its departure date', ONE_WAY, '2026-12-01', 'JFK'],
    ['one-way, the day after (no return date: not away)', ONE_WAY, '2026-12-02', null],
    ['round trip, the day before departure', ROUND_TRIP, '2026-11-30', null],
    ['round trip, departure date', ROUND_TRIP, '2026-12-01', 'JFK'],
    ['round trip, between the slices', ROUND_TRIP, '2026-12-03', 'JFK'],
    ['round trip, return date: still at the destination', ROUND_TRIP, '2026-12-05', 'JFK'],
    ['round trip, the day after the return', ROUND_TRIP, '2026-12-06', null],
    ['multi-city, first day', MULTI_CITY, '2026-12-01', 'ORD'],
    ['multi-city, flying on from the second city', MULTI_CITY, '2026-12-04', 'ORD'],
    ['multi-city, after the second slice', MULTI_CITY, '2026-12-05', 'LHR'],
    ['multi-city, the last departure date', MULTI_CITY, '2026-12-09', 'LHR'],
    ['multi-city, after the last slice', MULTI_CITY, '2026-12-10', null],
    ['no slices', [], '2026-12-01', null],
  ])('%s', (_why, slices, today, airport) => {
    expect(awayAirport(slices, today)).toBe(airport);
  });
});
