/** Review scores and labels (spec §9 "Reviews"). */

export const REVIEWS_SHOWN = 3;
export const REVIEWS_SHOWN_EXPANDED = 6;

/** Spec §9 thresholds on the 0-100 scale; a score must be strictly ABOVE a threshold to earn its label. */
export const REVIEW_LABEL_THRESHOLDS: readonly (readonly [number, string])[] = [
  [98, 'Exceptional'],
  [95, 'Superb'],
  [90, 'Excellent'],
  [85, 'Very Good'],
  [80, 'Good'],
  [75, 'Pleasant'],
  [70, 'Satisfactory'],
  [65, 'Fair'],
  [60, 'Adequate'],
  [55, 'Mediocre'],
  [50, 'Below Average'],
  [45, 'Poor'],
];
export const LOWEST_REVIEW_LABEL = 'Very Poor';

// overallScore * 100 carries float noise (0.98 * 100 = 98.00000000000001); round to 1/100 before comparing.
function toHundredScale(overallScore: number): number {
  return Math.round(overallScore * 10_000) / 100;
}

/** 0-1 overall score to the /10 score with one decimal, half up (0.945 -> 9.5). */
export function scoreOutOfTen(overallScore: number): number {
  return Math.round(toHundredScale(overallScore)) / 10;
}

/** '9.4' - always one decimal, as shown next to '/10'. */
export function formatScoreOutOfTen(overallScore: number): string {
  return scoreOutOfTen(overallScore).toFixed(1);
}

export function reviewLabel(overallScore: number): string {
  const score = toHundredScale(overallScore);
  const match = REVIEW_LABEL_THRESHOLDS.find(([threshold]) => score > threshold);
  return match ? match[1] : LOWEST_REVIEW_LABEL;
}

/** The reviews to show: the first 3, or 6 when expanded; `hasMore` says whether the toggle is useful. */
export function visibleReviews<T>(
  reviews: readonly T[],
  expanded: boolean,
): { shown: T[]; hasMore: boolean } {
  const limit = expanded ? REVIEWS_SHOWN_EXPANDED : REVIEWS_SHOWN;
  return { shown: reviews.slice(0, limit), hasMore: reviews.length > REVIEWS_SHOWN };
}
