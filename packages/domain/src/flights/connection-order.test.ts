import { describe, expect, it } from 'vitest';
import {
  type ConnectionRules,
  compareConnections,
  connectionKey,
  indexLegs,
  legsFrom,
} from './connections.ts';
import { leg, search, summary, utc } from './test-world.ts';

describe('searchConnections order, dedupe and limit', () => {
  const legs = [
    leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '20:30']),
    leg('UA2', 'BOS', 'LAX', [0, '13:00'], [0, '20:30']),
    leg('UA3', 'BOS', 'LAX', [0, '09:00'], [0, '15:30']),
    leg('UA4', 'BOS', 'ORD', [0, '06:00'], [0, '09:00']),
    leg('UA5', 'ORD', 'LAX', [0, '10:00'], [0, '14:30']),
    leg('UA6', 'BOS', 'LAX', [0, '07:00'], [0, '14:30']),
  ];

  it('sorts by arrival, then duration, then fewer legs', () => {
    expect(summary(search(legs, 'BOS', 'LAX'))).toEqual(['UA6', 'UA4.UA5', 'UA3', 'UA1', 'UA2']);
  });

  it('stops at the limit with the best ones', () => {
    expect(summary(search(legs, 'BOS', 'LAX', {}, 2))).toEqual(['UA6', 'UA4.UA5']);
    expect(summary(search(legs, 'BOS', 'LAX', {}, 4))).toEqual(['UA6', 'UA4.UA5', 'UA3', 'UA1']);
  });

  it('keeps one of legs repeated in the input', () => {
    expect(summary(search([...legs, ...legs], 'BOS', 'LAX'))).toHaveLength(5);
  });

  it('drops impossible legs while indexing', () => {
    const index = indexLegs([
      leg('UA1', 'BOS', 'LAX', [0, '14:00'], [0, '13:00']),
      leg('UA2', 'BOS', 'BOS', [0, '14:00'], [0, '15:00']),
      leg('UA3', 'BOS', 'LAX', [0, '14:00'], [0, '20:30']),
      leg('UA3', 'BOS', 'LAX', [0, '14:00'], [0, '20:30']),
    ]);
    expect(index.legs.map((l) => l.flightNumber)).toEqual([3]);
    expect(index.dropped).toBe(3);
  });

  it("lists an airport's departures in a window", () => {
    const found = legsFrom(indexLegs(legs), 'BOS', utc(0, '07:00'), utc(0, '13:00'));
    expect(found.map((l) => l.flightNumber)).toEqual([6, 3, 2]);
  });

  it.each<[string, Partial<ConnectionRules>, number]>([
    ['maxStops above 2', { maxStops: 3 }, 200],
    ['negative maxStops', { maxStops: -1 }, 200],
    ['circuity under 1', { maxCircuity: 0.9 }, 200],
    ['limit 0', {}, 0],
  ])('refuses %s', (_name, rules, limit) => {
    expect(() => search(legs, 'BOS', 'LAX', rules, limit)).toThrow(RangeError);
  });

  it('orders with a total order', () => {
    const found = search(legs, 'BOS', 'LAX');
    const shuffled = [...found].reverse().sort(compareConnections);
    expect(shuffled.map(connectionKey)).toEqual(found.map(connectionKey));
  });
});
