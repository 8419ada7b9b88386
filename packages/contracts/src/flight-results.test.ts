import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FlightReviewAnswer, FlightSearchAnswer } from './flights.ts';
import { compactFlightResults, expandFlightSearch } from './flight-results.ts';

const [searchExample] = (z.globalRegistry.get(FlightSearchAnswer)?.examples ?? []) as unknown[];
const [reviewExample] = (z.globalRegistry.get(FlightReviewAnswer)?.examples ?? []) as unknown[];
const answer = FlightSearchAnswer.parse(searchExample);
const review = FlightReviewAnswer.parse(reviewExample);

describe('a search answer by brand and its results in place', () => {
  it('expands each fare with its brand: the same fares the review answers in full', () => {
    const results = expandFlightSearch(answer);
    if (review.kind !== 'Available') throw new Error('the review example is Available');
    expect(results.slices.map((s) => s.options[0])).toEqual(review.slices.map((s) => s.option));
  });

  it('compacts results back to the same answer, naming each brand once in the order met', () => {
    const again = compactFlightResults(expandFlightSearch(answer));
    expect(again).toEqual(answer);
    expect(Object.keys(again.fareBrands)).toEqual(['b0', 'b1']);
  });

  it('refuses an answer whose fare names a brand it does not carry', () => {
    const broken = { ...answer, fareBrands: { b0: answer.fareBrands.b0! } };
    expect(() => expandFlightSearch(broken)).toThrow('names no fare brand b1');
  });
});
