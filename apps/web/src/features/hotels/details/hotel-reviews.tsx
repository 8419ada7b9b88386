import type { HotelDetails } from '@portal/contracts/hotel-details';
import { formatDate } from '../../../lib/format.ts';
import { DetailsSection } from './details-section.tsx';

/** The guest rating with its spec §9 label and the reviews, newest first as the answer gives them. */
export function ReviewsSection({ reviews }: { reviews: HotelDetails['reviews'] }) {
  const { rating, items } = reviews;
  return (
    <DetailsSection id="reviews" title="Guest reviews">
      {rating ? (
        <p className="flex items-center gap-3">
          <span className="rounded-lg bg-brand-700 px-2.5 py-1 text-xl font-bold text-white tabular-nums">
            {rating.outOfTen.toFixed(1)}
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{rating.label}</span>
            <span className="text-sm text-slate-600">{`${rating.reviewCount.toLocaleString('en-US')} reviews`}</span>
          </span>
        </p>
      ) : (
        <p className="text-slate-700">This hotel has no reviews yet.</p>
      )}
      {items.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {items.map((review, i) => (
            <li
              key={`${review.authorName}-${review.submittedDate}-${i}`}
              className="rounded-2xl border border-slate-200 p-4"
            >
              <p className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{`${(review.overallScore * 10).toFixed(1)} · ${review.label}`}</span>
                <span className="text-sm text-slate-500">{formatDate(review.submittedDate, 'dayYear')}</span>
              </p>
              <p className="mt-2 text-slate-800">{review.comments}</p>
              <p className="mt-2 text-sm text-slate-600">
                {review.authorName} · {review.verificationSource.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </DetailsSection>
  );
}
