import { describe, expect, it } from 'vitest';
import { formatScoreOutOfTen, reviewLabel, scoreOutOfTen, visibleReviews } from './reviews.ts';

describe('score out of ten', () => {
  it.each([
    [0.94, 9.4, '9.4'],
    [0.945, 9.5, '9.5'],
    [0.944, 9.4, '9.4'],
    [1, 10, '10.0'],
    [0, 0, '0.0'],
    [0.9, 9, '9.0'],
  ])('%d -> %d (%s)', (score, out, text) => {
    expect(scoreOutOfTen(score)).toBe(out);
    expect(formatScoreOutOfTen(score)).toBe(text);
  });
});

describe('review label: strictly above each threshold', () => {
  it.each([
    [1, 'Exceptional'],
    [0.981, 'Exceptional'],
    [0.98, 'Superb'],
    [0.951, 'Superb'],
    [0.95, 'Excellent'],
    [0.91, 'Excellent'],
    [0.9, 'Very Good'],
    [0.85, 'Good'],
    [0.86, 'Very Good'],
    [0.8, 'Pleasant'],
    [0.75, 'Satisfactory'],
    [0.7, 'Fair'],
    [0.65, 'Adequate'],
    [0.6, 'Mediocre'],
    [0.55, 'Below Average'],
    [0.5, 'Poor'],
    [0.46, 'Poor'],
    [0.45, 'Very Poor'],
    [0, 'Very Poor'],
  ])('%d -> %s', (score, label) => {
    expect(reviewLabel(score)).toBe(label);
  });
});

describe('visible reviews', () => {
  const reviews = [1, 2, 3, 4, 5, 6, 7];
  it.each([
    [reviews, false, [1, 2, 3], true],
    [reviews, true, [1, 2, 3, 4, 5, 6], true],
    [[1, 2, 3], false, [1, 2, 3], false],
    [[1, 2, 3, 4], false, [1, 2, 3], true],
    [[], true, [], false],
  ])('%o expanded=%s', (list, expanded, shown, hasMore) => {
    expect(visibleReviews(list, expanded)).toEqual({ shown, hasMore });
  });
});
