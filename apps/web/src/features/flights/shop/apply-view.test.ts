import { describe, expect, it } from 'vitest';
import { searchAnswer } from '../test/flight-fixtures.ts';
import { applyView, bucketOf } from './apply-view.ts';
import { DEFAULT_VIEW, readView, writeView, type ResultsView } from './results-view.ts';

const answer = searchAnswer();
const options = answer.slices[0]!.options;
const lowCost = (code: string) => answer.airlines[code]?.lowCost ?? false;
const ids = (view: Partial<ResultsView>) =>
  applyView(options, { ...DEFAULT_VIEW, ...view }, lowCost).map((o) => o.sliceId);

describe('applyView', () => {
  it.each<[string, Partial<ResultsView>, string[]]>([
    [
      'fareScore: best first, then by price',
      {},
      ['out-dl-nonstop', 'out-nk-1stop', 'out-ua-selftransfer', 'out-aa-evening'],
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
    [
      'airline AA (any segment)',
      { airlines: ['AA'], sort: 'price' },
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

  it('buckets local hours as spec §9 names them', () => {
    expect(
      ['T04:59', 'T05:00', 'T11:59', 'T12:00', 'T17:59', 'T18:00'].map((t) => bucketOf(`2030-01-01${t}`)),
    ).toEqual(['earlyMorning', 'morning', 'morning', 'afternoon', 'afternoon', 'evening']);
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
    };
    expect(readView(writeView(view))).toEqual(view);
    expect(readView(new URLSearchParams('sort=cheapest&stops=7&ff=NonStop,Nope&dep=noon&max=-3'))).toEqual({
      ...DEFAULT_VIEW,
      flightFilters: ['NonStop'],
    });
  });
});
