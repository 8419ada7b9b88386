import { Link } from 'react-router';
import type { ListingSummary } from '@portal/contracts/listings';
import { formatScoreOutOfTen, reviewLabel } from '@portal/domain/reviews';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { formatMoney } from '../../../lib/format.ts';

export const FREE_CANCELLATION = 'Free cancellation';

/** Spec §9: the strikethrough nightly shows only when the discounts sum above zero. */
export function hasDiscount(listing: ListingSummary): boolean {
  const discounts = listing.availability.rate?.price.discounts ?? [];
  return discounts.reduce((sum, d) => sum + d.amount.value, 0) > 0;
}

export function isFreeCancellation(listing: ListingSummary): boolean {
  return listing.availability.rate?.cancellationPolicy.policy === 'FullyRefundable';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function CollectionBadge({ collection }: { collection: ListingSummary['listingCollection'] }) {
  if (collection === 'NoCollection') return null;
  const premier = collection === 'Premier';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide shadow-sm ${
        premier ? 'bg-slate-900 text-amber-200' : 'bg-white text-brand-800'
      }`}
    >
      {premier ? 'Premier Collection' : 'Lifestyle Collection'}
    </span>
  );
}

/**
 * The card's price. By default the nightly price leads with the stay total under it; when the results are sorted
 * by total price, the total leads (it is what the order follows) with the nightly price under it.
 */
export function PriceBlock({
  listing,
  compact = false,
  totalFirst = false,
}: {
  listing: ListingSummary;
  compact?: boolean;
  totalFirst?: boolean;
}) {
  const price = listing.availability.rate?.price;
  if (!price) return <p className="text-sm font-medium text-slate-600">Not available for your dates</p>;
  const was = hasDiscount(listing) ? (
    // A deletion may not carry aria-label (axe aria-prohibited-attr): the "Was" is read from hidden text.
    <s className="text-sm text-slate-500">
      <span className="sr-only">Was </span>
      {formatMoney(price.nightlyBeforeDiscount.fiat)}
    </s>
  ) : null;
  const align = compact ? '' : 'justify-end';
  return (
    <div className={compact ? '' : 'shrink-0 text-right'} title="Total includes taxes and fees">
      {totalFirst ? (
        <>
          <p className={`flex flex-wrap items-baseline gap-x-1.5 ${align}`}>
            <span className="text-lg font-bold text-slate-900">{formatMoney(price.total.fiat)}</span>
            <span className="text-sm text-slate-600">total</span>
          </p>
          <p className={`flex flex-wrap items-baseline gap-x-1.5 text-sm text-slate-600 ${align}`}>
            {was}
            <span>
              <span className="font-semibold text-slate-800">{formatMoney(price.nightly.fiat)}</span> night
            </span>
          </p>
        </>
      ) : (
        <>
          <p className={`flex flex-wrap items-baseline gap-x-1.5 ${align}`}>
            {was}
            <span className="text-lg font-bold text-slate-900">{formatMoney(price.nightly.fiat)}</span>
            <span className="text-sm text-slate-600">night</span>
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-800">{formatMoney(price.total.fiat)}</span> total
          </p>
        </>
      )}
    </div>
  );
}

export function ListingCard({
  listing,
  href,
  active,
  onHover,
  onOpen,
  priority = false,
  totalFirst = false,
}: {
  listing: ListingSummary;
  href: string;
  /** The results are sorted by total price: the card leads with the total. */
  totalFirst?: boolean;
  active?: boolean;
  onHover?: (id: string | null) => void;
  onOpen?: () => void;
  /** The first cards' photos are the page's largest paint: fetched at once, ahead of everything else. */
  priority?: boolean;
}) {
  const { content } = listing;
  const photo = content.media[0];
  const id = listing.listingId.id;
  const rating = content.userRating;
  return (
    <article
      className="group relative"
      onMouseEnter={() => onHover?.(id)}
      onMouseLeave={() => onHover?.(null)}
    >
      <div
        className={`relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 ring-offset-2 transition-shadow ${
          active ? 'ring-2 ring-brand-600' : ''
        }`}
      >
        {photo ? (
          <img
            src={photo.url}
            alt={photo.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <div className="absolute top-3 left-3 flex gap-2">
          <CollectionBadge collection={listing.listingCollection} />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <h3 className="line-clamp-1 font-semibold text-slate-900">
          <Link
            to={href}
            onClick={onOpen}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
          >
            {content.name}
          </Link>
        </h3>
        <div className="flex items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span>
              {content.location.address.city}, {content.location.address.state}
            </span>
            {content.starRating ? (
              <span
                className="flex items-center gap-1"
                role="img"
                aria-label={`${content.starRating} out of 5 stars`}
              >
                <span aria-hidden="true">·</span>
                <StarIcon className="size-3.5 fill-amber-400 text-amber-400" />
                <span aria-hidden="true">{content.starRating}</span>
              </span>
            ) : null}
          </p>
          {rating ? (
            <p
              className="flex shrink-0 items-center gap-1.5 text-sm"
              role="img"
              aria-label={`Guest rating ${formatScoreOutOfTen(rating.score)} out of 10, ${reviewLabel(rating.score)}`}
            >
              <span className="rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                {formatScoreOutOfTen(rating.score)}/10
              </span>
              <span className="font-medium text-slate-700">{reviewLabel(rating.score)}</span>
            </p>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          {plural(content.layout.numberOfBedrooms, 'bedroom', 'bedrooms')} ·{' '}
          {plural(content.layout.numberOfBathrooms, 'bath', 'baths')} · Sleeps {listing.terms.maxOccupancy}
        </p>
        <div className="mt-1.5 flex items-end justify-between gap-3">
          <div className="min-h-6">
            {isFreeCancellation(listing) ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 whitespace-nowrap px-2.5 py-1 text-xs font-semibold text-emerald-800">
                <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                {FREE_CANCELLATION}
              </span>
            ) : null}
          </div>
          <PriceBlock listing={listing} totalFirst={totalFirst} />
        </div>
      </div>
    </article>
  );
}
