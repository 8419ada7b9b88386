import { useState } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { formatScoreOutOfTen, reviewLabel, visibleReviews } from '@portal/domain/reviews';
import { formatDate } from '../../../lib/format.ts';
import { ListingSection } from './listing-section.tsx';
import { ReadMore } from './read-more.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

export const COVER_REVIEWS_EXPERIMENT = 'cover-reviews';

/** Spec §2: shown only with the cover-reviews experiment on and reviews present; 3 reviews, 6 when expanded. */
export function showsReviews(listing: Listing, experimentOn: boolean): boolean {
  return experimentOn && listing.content.reviews.items.length > 0;
}

export function ReviewsSection({ listing }: { listing: Listing }) {
  const [expanded, setExpanded] = useState(false);
  const { items, overallScore } = listing.content.reviews;
  const score = overallScore ?? average(items.map((r) => r.overallScore));
  const { shown, hasMore } = visibleReviews(items, expanded);
  return (
    <ListingSection id="reviews" title="Customer Reviews">
      <div className="grid gap-6 lg:grid-cols-[220px_1fr] lg:gap-10">
        <div className="flex items-center gap-4 self-start rounded-2xl bg-brand-50 p-5 lg:flex-col lg:items-start">
          <p className="text-4xl font-bold tracking-tight text-brand-900 tabular-nums">
            {formatScoreOutOfTen(score)}
            <span className="text-xl font-semibold text-brand-700">/10</span>
          </p>
          <div>
            <p className="text-lg font-bold text-slate-900">{reviewLabel(score)}</p>
            <p className="text-sm text-slate-600">
              {items.length} verified {items.length === 1 ? 'review' : 'reviews'}
            </p>
          </div>
        </div>
        <div>
          <ul className="divide-y divide-slate-200">
            {shown.map((review, i) => {
              const author = sanitizeText(review.authorName) || 'Guest';
              return (
                <li key={`${review.submittedDate}-${i}`} className="py-5 first:pt-0">
                  <div className="mb-2 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-full bg-slate-100 font-semibold text-slate-700"
                    >
                      {author.slice(0, 1).toUpperCase()}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">{author}</p>
                      <p className="text-xs text-slate-500">
                        {formatDate(review.submittedDate, 'monthYear')}
                        {review.verificationSource.text
                          ? ` · ${sanitizeText(review.verificationSource.text)}`
                          : ''}
                      </p>
                    </div>
                    <span className="rounded-md bg-slate-100 px-2 py-1 text-sm font-bold text-slate-800 tabular-nums">
                      {formatScoreOutOfTen(review.overallScore)}/10
                    </span>
                  </div>
                  <ReadMore text={review.comments} limit={300} />
                </li>
              );
            })}
          </ul>
          {hasMore ? (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
              className="mt-2 rounded-lg border border-slate-900 px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
            >
              {expanded ? 'Show fewer reviews' : 'Show more reviews'}
            </button>
          ) : null}
        </div>
      </div>
    </ListingSection>
  );
}

function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}
