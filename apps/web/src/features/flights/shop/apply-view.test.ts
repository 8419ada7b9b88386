import { describe, expect, it } from 'vitest';
import { searchAnswer } from '../test/flight-fixtures.ts';
import { applyView, carriesPolicy, flightOptionFacts, priceRange, toResultFilters } from './apply-view.ts';
import { DEFAULT_VIEW, readView, writeView, type ResultsView } from './results-view.ts';

const answer = searchAnswer();
const options = answer.slices[0]!.options;
const lowCost = (code: string) => answer.airlines[code]?.lowCost ?? false;
const ids = (view: Partial<ResultsView>) =>
  applyView(options, { ...DEFAULT_VIEW, ...view }, lowCost).map((o) => o.sliceId);

// The rules themselves are table-tested in packages/domain/src/flights/results*.test.ts; these cases check that the
// web's view reaches them whole (every URL view field, the contract's facts) and so orders as the API does.
describe('applyView', () => {
  it.each<[string, Partial<ResultsView>, string[]]>([
    [
      // The Best blend: price / cheapest + duration / fastest + 0.1 a stop + 0.25 for a self-transfer.
      'fareScore: the Best blend, lowest first',
      {},
      ['out-nk-1stop', 'out-aa-evening', 'out-dl-nonstop', 'out-ua-selftransfer'],
    ],
    ['price', { sort: 'price' }, ['out-nk-1stop', 'out-ua-selftransfer', 'out-aa-evening', 'out-dl-nonstop']],
    [
      'duration',
      { sort: 'duration' },
      ['out-dl-nonstop', 'out-aa-evening', 'out-nk-1stop', 'out-ua-selftransfer'],
    ],
    [
      'stops, ties by price',
      { sort: 'stops' },
      ['out-aa-evening', 'out-dl-nonstop', 'out-nk-1stop', 'out-ua-selftransfer'],
    ],
    [
      'departureTime',
      { sort: 'departureTime' },
      ['out-nk-1stop', 'out-dl-nonstop', 'out-aa-evening', 'out-ua-selftransfer'],
    ],
    [
      'arrivalTime',
      { sort: 'arrivalTime' },
      ['out-dl-nonstop', 'out-nk-1stop', 'out-aa-evening', 'out-ua-selftransfer'],
    ],
    ['stops none', { stops: 'none', sort: 'price' }, ['out-aa-evening', 'out-dl-nonstop']],
    [
      'NonStop flight filter',
      { flightFilters: ['NonStop'], sort: 'price' },
      ['out-aa-evening', 'out-dl-nonstop'],
    ],
    [
      'ShortLayover (the 200-minute self-transfer goes)',
      { flightFilters: ['ShortLayover'], sort: 'price' },
      ['out-nk-1stop', 'out-aa-evening', 'out-dl-nonstop'],
    ],
    [
      'NoLCC',
      { flightFilters: ['NoLCC'], sort: 'price' },
      ['out-ua-selftransfer', 'out-aa-evening', 'out-dl-nonstop'],
    ],
    [
      'Exclude low-cost carriers',
      { excludeLcc: true, sort: 'price' },
      ['out-ua-selftransfer', 'out-aa-evening', 'out-dl-nonstop'],
    ],
    // Fly only these airlines: every leg on one of them (the UA + AA self-transfer needs both).
    ['airline AA', { airlines: ['AA'], sort: 'price' }, ['out-aa-evening']],
    [
      'airlines AA and UA',
      { airlines: ['AA', 'UA'], sort: 'price' },
      ['out-ua-selftransfer', 'out-aa-evening'],
    ],
    [
      'departing in the evening',
      { departure: ['evening'], sort: 'price' },
      ['out-ua-selftransfer', 'out-aa-evening'],
    ],
    ['arriving early morning', { arrival: ['earlyMorning'] }, ['out-ua-selftransfer']],
    [
      'up to $280 per person',
      { maxPrice: 280, sort: 'price' },
      ['out-nk-1stop', 'out-ua-selftransfer', 'out-aa-evening'],
    ],
  ])('%s', (_name, view, expected) => {
    expect(ids(view)).toEqual(expected);
  });

  it('builds the domain facts from the contract: local hours, instants, layovers, price in minor units', () => {
    const selfTransfer = options.find((o) => o.sliceId === 'out-ua-selftransfer')!;
    expect(flightOptionFacts(selfTransfer, lowCost)).toEqual({
      id: 'out-ua-selftransfer',
      departureUtcMinute: Date.parse('2026-12-02T00:00:00Z') / 60_000,
      arrivalUtcMinute: Date.parse('2026-12-02T10:30:00Z') / 60_000,
      departureLocalHour: 19,
      arrivalLocalHour: 2,
      durationMinutes: 630,
      stops: 1,
      airlines: [
        { code: 'UA', lowCost: false },
        { code: 'AA', lowCost: false },
      ],
      layoverMinutes: [200],
      priceMinor: 21_000,
      shelfRatings: [0, 1, 3],
      selfTransfer: true,
      farePolicies: [undefined, undefined, undefined],
    });
  });

  it('puts the view in the domain filter terms (excludeLcc is ExcludeLcc, the cap in minor units)', () => {
    expect(
      toResultFilters({
        ...DEFAULT_VIEW,
        airlines: ['DL'],
        excludeLcc: true,
        maxPrice: 280,
        arrival: ['evening'],
      }),
    ).toEqual({
      stops: 'any',
      flight: [],
      airlines: ['DL', 'ExcludeLcc'],
      departureTimes: [],
      arrivalTimes: ['evening'],
      priceMinor: { max: 28_000 },
      inPolicy: false,
    });
  });

  it('reads each fare\'s policy verdict: "In policy" keeps options with a fare in policy', () => {
    const judged = options.map((o) => ({
      ...o,
      fares: o.fares.map((f) => ({
        ...f,
        policy: { inPolicy: f.amount.fiat.value <= 220, violations: [] },
      })),
    }));
    const kept = applyView(judged, { ...DEFAULT_VIEW, inPolicy: true, sort: 'price' }, lowCost);
    expect(kept.map((o) => o.sliceId)).toEqual(['out-nk-1stop', 'out-ua-selftransfer']);
    expect(applyView(judged, { ...DEFAULT_VIEW, sort: 'price' }, lowCost)).toHaveLength(4);
    expect(carriesPolicy(judged)).toBe(true);
    expect(carriesPolicy(options)).toBe(false);
  });

  it('gives the price slider whole units around the lowest fares', () => {
    expect(priceRange(options)).toEqual({ min: 150, max: 320 });
    expect(priceRange([])).toBeNull();
  });

  it('keeps the view in the URL, dropping what it does not know', () => {
    const view: ResultsView = {
      ...DEFAULT_VIEW,
      sort: 'price',
      stops: 'oneOrLess',
      flightFilters: ['NoLCC'],
      airlines: ['DL'],
      excludeLcc: true,
      departure: ['morning'],
      arrival: ['evening'],
      maxPrice: 400,
      inPolicy: true,
    };
    expect(writeView(view).get('inpolicy')).toBe('1');
    expect(readView(writeView(view))).toEqual(view);
    expect(readView(new URLSearchParams('sort=cheapest&stops=7&ff=NonStop,Nope&dep=noon&max=-3'))).toEqual({
      ...DEFAULT_VIEW,
      flightFilters: ['NonStop'],
    });
  });
});
