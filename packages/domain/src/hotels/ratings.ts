/** Star ratings (spec §3 "Star rating") as numbers, and a hotel's guest rating with spec §9's review labels. */
import { reviewLabel, scoreOutOfTen } from '../reviews.ts';
import { STAR_RATINGS } from './enums.ts';
import type { StarRating } from './enums.ts';

/** 'Four' -> 4; 'NotAvailable' -> null. */
export function starRatingToNumber(rating: StarRating): number | null {
  const stars = STAR_RATINGS.indexOf(rating);
  return stars > 0 ? stars : null;
}

/**
 * 4 -> 'Four'. A supplier's half star counts down to the whole star below (4.5 -> 'Four'), as the enumeration
 * has no halves; anything under one star, or not a number, is 'NotAvailable'.
 */
export function starRatingFromNumber(stars: number): StarRating {
  const whole = Number.isFinite(stars) ? Math.floor(Math.min(stars, 5)) : 0;
  return whole >= 1 ? (STAR_RATINGS[whole] as StarRating) : 'NotAvailable';
}

/** A hotel's guest rating as the portal shows it: '8.7' out of 10 and its spec §9 label; null with no reviews. */
export function guestRating(reviewScore: number | null): { outOfTen: number; label: string } | null {
  return reviewScore === null
    ? null
    : { outOfTen: scoreOutOfTen(reviewScore), label: reviewLabel(reviewScore) };
}
