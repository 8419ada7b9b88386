import { describe, expect, it } from 'vitest';
import type { FlightFilter, StopFilter, TimeOfDayBucket } from './enums.ts';
import {
  type OptionFacts,
  type ResultFilters,
  airlineChoices,
  carriesPolicyFacts,
  filterOptions,
  hasFareInPolicy,
  passesAirlineFilter,
  passesFilters,
  passesFlightFilters,
  passesStopFilter,
  priceBounds,
  timeOfDayBucket,
} from './results.ts';
import { facts } from './test-world.ts';

const ONE_STOP = facts({
  stops: 1,
  layoverMinutes: [95],
  airlines: [
    { code: 'UA', lowCost: false },
    { code: 'UA', lowCost: false },
  ],
});
const TWO_STOPS_LONG = facts({
  stops: 2,
  layoverMinutes: [60, 121],
  airlines: [
    { code: 'DL', lowCost: false },
    { code: 'DL', lowCost: false },
    { code: 'DL', lowCost: false },
  ],
});
const NK_NONSTOP = facts({ airlines: [{ code: 'NK', lowCost: true }] });
const MIXED = facts({
  stops: 1,
  layoverMinutes: [150],
  airlines: [
    { code: 'B6', lowCost: false },
    { code: 'NK', lowCost: true },
  ],
  selfTransfer: true,
});

describe('stop filters', () => {
  it.each<[StopFilter, number, boolean]>([
    ['any', 2, true],
    ['none', 0, true],
    ['none', 1, false],
    ['oneOrLess', 1, true],
    ['oneOrLess', 2, false],
    ['twoOrLess', 2, true],
    ['twoOrLess', 3, false],
  ])('%s with %i stops: %s', (filter, stops, kept) => {
    expect(passesStopFilter(facts({ stops }), filter)).toBe(kept);
  });
});

describe('flight filters', () => {
  it.each<[string, OptionFacts, FlightFilter[], boolean]>([
    ['no filter keeps a two-stop LCC', MIXED, ['NoFilter'], true],
    ['an empty list keeps everything', TWO_STOPS_LONG, [], true],
    ['NonStop keeps a nonstop', facts(), ['NonStop'], true],
    ['NonStop drops a connection', ONE_STOP, ['NonStop'], false],
    ['ShortLayover keeps 95 minutes', ONE_STOP, ['ShortLayover'], true],
    ['ShortLayover drops a 121-minute layover', TWO_STOPS_LONG, ['ShortLayover'], false],
    ['ShortLayover keeps a nonstop', facts(), ['ShortLayover'], true],
    ['NoLCC drops a low-cost leg', MIXED, ['NoLCC'], false],
    ['NoLCC keeps a full-service nonstop', facts(), ['NoLCC'], true],
    ['NonStop + NoLCC drops a low-cost nonstop', NK_NONSTOP, ['NonStop', 'NoLCC'], false],
    ['NonStop + NoLCC keeps a full-service nonstop', facts(), ['NonStop', 'NoLCC'], true],
    [
      'ShortLayover + NoFilter still applies ShortLayover',
      TWO_STOPS_LONG,
      ['NoFilter', 'ShortLayover'],
      false,
    ],
  ])('%s', (_name, option, filters, kept) => {
    expect(passesFlightFilters(option, filters)).toBe(kept);
  });
});

describe('airline filters', () => {
  it.each<[string, OptionFacts, string[], boolean]>([
    ['none chosen', MIXED, [], true],
    ['UA keeps a UA connection', ONE_STOP, ['UA'], true],
    ['DL drops a UA flight', ONE_STOP, ['DL'], false],
    ['B6 alone drops B6 + NK (every leg must be chosen)', MIXED, ['B6'], false],
    ['B6 and NK keep B6 + NK', MIXED, ['B6', 'NK'], true],
    ['ExcludeLcc drops NK', NK_NONSTOP, ['ExcludeLcc'], false],
    ['ExcludeLcc keeps UA', facts(), ['ExcludeLcc'], true],
    ['NK with ExcludeLcc keeps nothing on NK', NK_NONSTOP, ['NK', 'ExcludeLcc'], false],
    ['F9 drops a UA flight', facts(), ['F9'], false],
    ['AA keeps an AA flight', facts({ airlines: [{ code: 'AA', lowCost: false }] }), ['AA', 'UA'], true],
  ])('%s', (_name, option, airlines, kept) => {
    expect(passesAirlineFilter(option, airlines)).toBe(kept);
  });
});

const IN = { inPolicy: true };
const OUT = { inPolicy: false };

describe('the "In policy" filter (spec §5, by the rule the fare badges follow)', () => {
  it.each<[string, OptionFacts['farePolicies'], boolean]>([
    ['every fare in policy', [IN, IN], true],
    ['one fare of several in policy', [OUT, IN, OUT], true],
    ['every fare out of policy', [OUT, OUT], false],
    ['a fare nobody judged beside one out of policy', [OUT, undefined], true],
    ['no policy facts at all', undefined, true],
  ])('%s: kept %s', (_name, farePolicies, kept) => {
    const option = facts({ farePolicies });
    expect(hasFareInPolicy(option)).toBe(kept);
    expect(passesFilters(option, { inPolicy: true })).toBe(kept);
    expect(passesFilters(option, { inPolicy: false })).toBe(true);
    expect(passesFilters(option, {})).toBe(true);
  });

  it.each<[string, OptionFacts['farePolicies'][], boolean]>([
    ['a judged fare among the options', [undefined, [undefined, OUT]], true],
    ['fares all unjudged', [[undefined], undefined], false],
    ['no options', [], false],
  ])('offered when the results carry policy facts: %s is %s', (_name, perOption, offered) => {
    expect(carriesPolicyFacts(perOption.map((farePolicies) => facts({ farePolicies })))).toBe(offered);
  });
});

describe('time-of-day buckets (local hour at the airport)', () => {
  it.each<[number, TimeOfDayBucket]>([
    [0, 'earlyMorning'],
    [5, 'earlyMorning'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('%i h is %s', (hour, bucket) => {
    expect(timeOfDayBucket(hour)).toBe(bucket);
  });
});

describe('all filters together', () => {
  it.each<[string, ResultFilters, boolean]>([
    ['no filters', {}, true],
    ['departure in the morning', { departureTimes: ['morning'] }, true],
    ['departure in the evening', { departureTimes: ['evening'] }, false],
    ['departure early or morning', { departureTimes: ['earlyMorning', 'morning'] }, true],
    ['arrival in the afternoon', { arrivalTimes: ['afternoon'] }, true],
    ['arrival in the morning', { arrivalTimes: ['morning'] }, false],
    ['price within', { priceMinor: { min: 20_000, max: 20_000 } }, true],
    ['price under the minimum', { priceMinor: { min: 20_001 } }, false],
    ['price over the maximum', { priceMinor: { max: 19_999 } }, false],
    ['stops none', { stops: 'none' }, true],
    ['airline DL', { airlines: ['DL'] }, false],
    ['every filter passing', { stops: 'none', flight: ['NonStop', 'NoLCC'], airlines: ['UA'] }, true],
    ['in policy with no policy facts', { inPolicy: true }, true],
  ])('%s', (_name, filters, kept) => {
    expect(passesFilters(facts(), filters)).toBe(kept);
  });

  it('keeps the objects given, in order', () => {
    const options = [
      { ...facts({ id: 'a', stops: 1, layoverMinutes: [50] }), extra: 1 },
      { ...facts({ id: 'b' }), extra: 2 },
    ];
    expect(filterOptions(options, { stops: 'none' })).toEqual([options[1]]);
  });
});

describe('filter choices', () => {
  it('price bounds', () => {
    expect(
      priceBounds([facts({ priceMinor: 300 }), facts({ priceMinor: 100 }), facts({ priceMinor: 200 })]),
    ).toEqual({ min: 100, max: 300 });
    expect(priceBounds([])).toBeNull();
  });

  it('airlines with their lowest price, cheapest first', () => {
    expect(
      airlineChoices([
        facts({ priceMinor: 300 }),
        { ...MIXED, priceMinor: 150 },
        facts({ priceMinor: 250, airlines: [{ code: 'AA', lowCost: false }] }),
      ]),
    ).toEqual([
      { code: 'B6', lowestPriceMinor: 150 },
      { code: 'NK', lowestPriceMinor: 150 },
      { code: 'AA', lowestPriceMinor: 250 },
      { code: 'UA', lowestPriceMinor: 300 },
    ]);
  });
});
