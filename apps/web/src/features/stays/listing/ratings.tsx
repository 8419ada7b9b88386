import { formatScoreOutOfTen, reviewLabel } from '@portal/domain/reviews';
import type { Listing } from '@portal/contracts/listings';

/** Star class of the property (half stars allowed); nothing when the provider has none. */
export function StarRating({ rating, className = '' }: { rating: number | null; className?: string }) {
  if (rating === null || rating <= 0) return null;
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-amber-500 ${className}`}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {Array.from({ length: full }, (_, i) => (
        <Star key={i} fill="full" />
      ))}
      {half ? <Star fill="half" /> : null}
    </span>
  );
}

function Star({ fill }: { fill: 'full' | 'half' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <defs>
        <linearGradient id="half-star">
          <stop offset="50%" stopColor="currentColor" />
          <stop offset="50%" stopColor="#e2e8f0" />
        </linearGradient>
      </defs>
      <path
        d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
        fill={fill === 'full' ? 'currentColor' : 'url(#half-star)'}
      />
    </svg>
  );
}

/** Guest rating: '9.4/10 Superb' (spec §9 score and label), with the review count when known. */
export function UserRating({
  listing,
  onPress,
  compact = false,
}: {
  listing: Listing;
  onPress?: () => void;
  compact?: boolean;
}) {
  const score = listing.content.userRating?.score ?? listing.content.reviews.overallScore;
  if (score === null || score === undefined) return null;
  const count = listing.content.reviews.items.length;
  const body = (
    <>
      <span className="rounded-md bg-brand-700 px-1.5 py-0.5 text-sm font-bold text-white tabular-nums">
        {formatScoreOutOfTen(score)}
        <span className="font-medium text-brand-100">/10</span>
      </span>
      <span className="font-semibold text-slate-900">{reviewLabel(score)}</span>
      {!compact && count > 0 ? (
        <span className="text-slate-600">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </>
  );
  return onPress ? (
    <button
      type="button"
      onClick={onPress}
      className="inline-flex items-center gap-2 rounded text-sm hover:underline"
    >
      {body}
    </button>
  ) : (
    <span className="inline-flex items-center gap-2 text-sm">{body}</span>
  );
}

export function CollectionBadge({ collection }: { collection: Listing['listingCollection'] }) {
  if (collection === 'NoCollection') return null;
  const premier = collection === 'Premier';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase ${
        premier ? 'bg-slate-900 text-amber-200' : 'bg-teal-50 text-teal-800 ring-1 ring-teal-700/20'
      }`}
    >
      {premier ? 'Premier Collection' : 'Lifestyle Collection'}
    </span>
  );
}
