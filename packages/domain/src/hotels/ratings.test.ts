import { describe, expect, it } from 'vitest';
import type { StarRating } from './enums.ts';
import { guestRating, starRatingFromNumber, starRatingToNumber } from './ratings.ts';

describe('star rating enum and number', () => {
  it.each<[StarRating, number | null]>([
    ['NotAvailable', null],
    ['One', 1],
    ['Two', 2],
    ['Three', 3],
    ['Four', 4],
    ['Five', 5],
  ])('%s <-> %s', (rating, stars) => {
    expect(starRatingToNumber(rating)).toBe(stars);
    if (stars !== null) expect(starRatingFromNumber(stars)).toBe(rating);
  });

  it.each<[number, StarRating]>([
    [4.5, 'Four'], // no half stars in the enumeration
    [0.5, 'NotAvailable'],
    [0, 'NotAvailable'],
    [-3, 'NotAvailable'],
    [6, 'Five'],
    [Number.NaN, 'NotAvailable'],
    [Number.POSITIVE_INFINITY, 'NotAvailable'],
  ])('%s stars -> %s', (stars, rating) => {
    expect(starRatingFromNumber(stars)).toBe(rating);
  });
});

describe('guest rating', () => {
  it.each([
    [0.99, { outOfTen: 9.9, label: 'Exceptional' }],
    [0.87, { outOfTen: 8.7, label: 'Very Good' }],
    [0.4, { outOfTen: 4, label: 'Very Poor' }],
    [null, null],
  ])('%s -> %o', (score, rating) => {
    expect(guestRating(score)).toEqual(rating);
  });
});
