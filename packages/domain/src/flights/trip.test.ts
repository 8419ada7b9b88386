import { describe, expect, it } from 'vitest';
import type { MultiTicketType, TripType } from './enums.ts';
import { type TicketingSlice, multiTicketTypeOf, tripTypeOf } from './trip.ts';
import { RULES } from './test-world.ts';

const slice = (route: string) => {
  const [origin, destination] = route.split('-') as [string, string];
  return { origin, destination };
};

describe('trip type from slices', () => {
  it.each<[string[], TripType]>([
    [['BOS-LAX'], 'one_way'],
    [['BOS-LAX', 'LAX-BOS'], 'round_trip'],
    [['BOS-LAX', 'SFO-BOS'], 'open_jaw'],
    [['BOS-LAX', 'LAX-JFK'], 'open_jaw'],
    [['JFK-LHR', 'CDG-BOS'], 'multi_city'],
    [['BOS-LAX', 'BOS-LAX'], 'multi_city'],
    [['BOS-LAX', 'LAX-SFO', 'SFO-BOS'], 'multi_city'],
    [['BOS-LAX', 'LAX-SFO', 'SFO-SEA', 'SEA-DEN', 'DEN-BOS'], 'multi_city'],
  ])('%j is %s', (routes, type) => {
    expect(tripTypeOf(routes.map(slice))).toBe(type);
  });

  it.each([[[]], [['A-B', 'B-C', 'C-D', 'D-E', 'E-F', 'F-G']]])('refuses %j', (routes) => {
    expect(() => tripTypeOf(routes.map(slice))).toThrow(RangeError);
  });
});

describe('multiTicketType', () => {
  const s = (airlines: string[], selfTransfer = false): TicketingSlice => ({ airlines, selfTransfer });
  it.each<[string, TicketingSlice[], MultiTicketType]>([
    ['one airline both ways', [s(['UA']), s(['UA', 'UA'])], 'single'],
    ['alliance partners', [s(['UA', 'LH']), s(['LH'])], 'single'],
    ['a one-way on one airline', [s(['DL'])], 'single'],
    ['out on B6, back on NK: two one-way tickets', [s(['B6']), s(['NK'])], 'hackerFare'],
    ['out on UA, back on AA', [s(['UA']), s(['AA'])], 'hackerFare'],
    ['a self-transfer within a slice', [s(['B6', 'NK'], true), s(['B6'])], 'virtualInterline'],
    ['a self-transfer wins over separate tickets', [s(['B6', 'NK'], true), s(['UA'])], 'virtualInterline'],
    ['multi-city on partners', [s(['AA']), s(['BA']), s(['AA'])], 'single'],
    ['multi-city with one outsider', [s(['AA']), s(['BA']), s(['DL'])], 'hackerFare'],
  ])('%s', (_name, slices, type) => {
    expect(multiTicketTypeOf(slices, RULES.interlines)).toBe(type);
  });
});
