import { describe, expect, it } from 'vitest';
import type { FlightSortKey } from './enums.ts';
import type { OptionFacts } from './results.ts';
import { bestBlend, bestOfTags, fareScores, qualityPoints, sortOptions } from './results-scores.ts';
import { facts } from './test-world.ts';

const UA = { code: 'UA', lowCost: false };
const NK = { code: 'NK', lowCost: true };

// A slice's results: a cheap low-cost connection, a fast pricey nonstop, a balanced one-stop and a premium nonstop.
const CHEAP = facts({
  id: 'cheap',
  priceMinor: 9_000,
  durationMinutes: 540,
  departureUtcMinute: 600,
  arrivalUtcMinute: 1140,
  stops: 1,
  layoverMinutes: [180],
  airlines: [NK, NK],
  shelfRatings: [0],
});
const FAST = facts({
  id: 'fast',
  priceMinor: 30_000,
  durationMinutes: 330,
  departureUtcMinute: 700,
  arrivalUtcMinute: 1030,
  shelfRatings: [0, 1, 2],
});
const BALANCED = facts({
  id: 'balanced',
  priceMinor: 12_000,
  durationMinutes: 400,
  departureUtcMinute: 500,
  arrivalUtcMinute: 900,
  stops: 1,
  layoverMinutes: [50],
  airlines: [UA, UA],
  shelfRatings: [0, 1],
});
const PREMIUM = facts({
  id: 'premium',
  priceMinor: 45_000,
  durationMinutes: 335,
  departureUtcMinute: 800,
  arrivalUtcMinute: 1135,
  shelfRatings: [0, 1, 2, 3, 4],
});
const ALL = [CHEAP, FAST, BALANCED, PREMIUM];

const winners = (options: OptionFacts[]) => {
  const scores = fareScores(options);
  const who = (flag: keyof (typeof scores)[number]) =>
    options.filter((_, i) => scores[i]![flag]).map((o) => o.id);
  return {
    cheapest: who('isCheapest'),
    fastest: who('isFastest'),
    best: who('isBest'),
    quality: who('isBestQuality'),
  };
};

describe('fare scores', () => {
  it('marks one option per flag', () => {
    expect(winners(ALL)).toEqual({
      cheapest: ['cheap'],
      fastest: ['fast'],
      best: ['balanced'],
      quality: ['premium'],
    });
  });

  it.each<[string, OptionFacts[], Record<string, string[]>]>([
    [
      'equal prices: the shorter one is the cheapest',
      [facts({ id: 'a', durationMinutes: 400 }), facts({ id: 'b', durationMinutes: 350 })],
      { cheapest: ['b'], fastest: ['b'], best: ['b'], quality: ['b'] },
    ],
    [
      'full ties fall to the id',
      [facts({ id: 'b' }), facts({ id: 'a' })],
      { cheapest: ['a'], fastest: ['a'], best: ['a'], quality: ['a'] },
    ],
    [
      'one option wins everything',
      [facts({ id: 'x' })],
      { cheapest: ['x'], fastest: ['x'], best: ['x'], quality: ['x'] },
    ],
    [
      'a self-transfer loses Best to a near option without one',
      [
        facts({ id: 'self', priceMinor: 10_000, stops: 1, layoverMinutes: [130], selfTransfer: true }),
        facts({ id: 'plain', priceMinor: 11_000, stops: 1, layoverMinutes: [130] }),
      ],
      { cheapest: ['self'], fastest: ['self'], best: ['plain'], quality: ['plain'] },
    ],
  ])('%s', (_name, options, expected) => {
    expect(winners(options)).toEqual(expected);
  });

  it('answers nothing for no options', () => {
    expect(fareScores([])).toEqual([]);
  });

  it.each<[string, OptionFacts, number]>([
    ['the cheapest fastest nonstop', facts({ priceMinor: 100, durationMinutes: 60 }), 2],
    ['twice the price', facts({ priceMinor: 200, durationMinutes: 60 }), 3],
    [
      'a stop and a self-transfer',
      facts({ priceMinor: 100, durationMinutes: 60, stops: 1, selfTransfer: true }),
      2.35,
    ],
  ])('Best blend of %s', (_name, option, blend) => {
    expect(bestBlend(option, 100, 60)).toBeCloseTo(blend, 10);
  });

  it.each<[string, OptionFacts, number]>([
    ['basic-only nonstop', facts({ shelfRatings: [0] }), 0 + 1 + 4],
    ['luxury nonstop with five shelves', facts({ shelfRatings: [0, 1, 2, 3, 4] }), 12 + 5 + 4],
    [
      'one stop on a low-cost carrier',
      facts({ stops: 1, shelfRatings: [0, 1], airlines: [NK, NK] }),
      3 + 2 + 2 - 2,
    ],
    [
      'two stops with a self-transfer',
      facts({ stops: 2, shelfRatings: [1], selfTransfer: true }),
      3 + 1 + 0 - 5,
    ],
  ])('quality points of a %s', (_name, option, points) => {
    expect(qualityPoints(option)).toBe(points);
  });
});

describe('Best-of tags', () => {
  it.each([
    [
      { isBest: true, isCheapest: true, isBestQuality: false, isFastest: true },
      ['Best Overall', 'Best Price', 'Fastest'],
    ],
    [{ isBest: false, isCheapest: false, isBestQuality: true, isFastest: false }, ['Best Quality']],
    [{ isBest: false, isCheapest: false, isBestQuality: false, isFastest: false }, []],
  ])('%o', (score, tags) => {
    expect(bestOfTags(score)).toEqual(tags);
  });
});

describe('sort keys', () => {
  it.each<[FlightSortKey, string[]]>([
    ['price', ['cheap', 'balanced', 'fast', 'premium']],
    ['duration', ['fast', 'premium', 'balanced', 'cheap']],
    ['departureTime', ['balanced', 'cheap', 'fast', 'premium']],
    ['arrivalTime', ['balanced', 'fast', 'premium', 'cheap']],
    ['stops', ['fast', 'premium', 'cheap', 'balanced']],
    ['fareScore', ['balanced', 'cheap', 'fast', 'premium']],
  ])('%s', (key, ids) => {
    expect(sortOptions(ALL, key).map((o) => o.id)).toEqual(ids);
    // The order never depends on the order given.
    expect(sortOptions([...ALL].reverse(), key).map((o) => o.id)).toEqual(ids);
  });

  it.each<[FlightSortKey, string[]]>([
    ['price', ['z', 'short', 'long']],
    ['arrivalTime', ['short', 'z', 'long']],
    ['stops', ['z', 'short', 'long']],
    ['departureTime', ['z', 'long', 'short']],
  ])('%s ties break on duration or price', (key, ids) => {
    const options = [
      facts({ id: 'z', durationMinutes: 300, priceMinor: 500 }),
      facts({ id: 'long', durationMinutes: 300 }),
      facts({ id: 'short', durationMinutes: 200, departureUtcMinute: 1100 }),
    ];
    expect(sortOptions(options, key).map((o) => o.id)).toEqual(ids);
  });

  it('keeps the objects given and leaves the input alone', () => {
    const options = [
      { ...FAST, card: 1 },
      { ...CHEAP, card: 2 },
    ];
    const sorted = sortOptions(options, 'price');
    expect(sorted[0]).toBe(options[1]);
    expect(options[0]!.id).toBe('fast');
  });
});
