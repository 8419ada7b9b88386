import { Link } from 'react-router';
import type { HotelResult } from '@portal/contracts/hotels';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { PolicyBadge } from '../../../components/ui/policy-badge.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { HotelPhoto } from '../hotel-photo.tsx';
import { COLLECTION_LABELS, MEAL_PLAN_LABELS, distanceText, starsText } from '../hotel-labels.ts';
import { starRatingToNumber } from '@portal/domain/hotels/ratings';

export function CollectionBadge({ collection }: { collection: HotelResult['collection'] }) {
  if (collection === 'NoCollection') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        collection === 'Premier' ? 'bg-slate-900 text-amber-200' : 'bg-brand-50 text-brand-900'
      }`}
    >
      {COLLECTION_LABELS[collection]}
    </span>
  );
}

export function Stars({ rating }: { rating: HotelResult['starRating'] }) {
  const stars = starRatingToNumber(rating);
  const text = starsText(rating);
  if (stars === null || text === null) return null;
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500" role="img" aria-label={text}>
      {Array.from({ length: stars }, (_, i) => (
        <StarIcon key={i} className="size-3.5" fill="currentColor" aria-hidden="true" />
      ))}
    </span>
  );
}

export function RatingChip({ rating }: { rating: HotelResult['userRating'] }) {
  if (!rating) return <span className="text-sm text-slate-500">No reviews yet</span>;
  return (
    <span className="flex items-center gap-2 text-sm">
      <span className="rounded-md bg-brand-700 px-1.5 py-0.5 font-bold text-white tabular-nums">
        {rating.outOfTen.toFixed(1)}
      </span>
      <span className="font-semibold text-slate-900">{rating.label}</span>
      <span className="text-slate-500">({rating.reviewCount.toLocaleString('en-US')} reviews)</span>
    </span>
  );
}

/**
 * One hotel of the results: photo, name, stars, guest rating, collection, distance, and the lead offer's total
 * with taxes and fees and its price per night. The rooms count shows only for 2 rooms or more (issue 12).
 */
export function HotelCard({
  hotel,
  href,
  rooms,
  nights,
  place,
  onOpen,
}: {
  hotel: HotelResult;
  href: string;
  rooms: number;
  nights: number;
  place: string | null;
  onOpen: () => void;
}) {
  const { lead } = hotel;
  const distance = distanceText(hotel.distanceKm, place);
  const photo = hotel.thumbnail;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-row">
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 sm:aspect-auto sm:w-64">
        <HotelPhoto src={photo?.url} alt={photo?.alt ?? ''} className="size-full" />
        {hotel.collection !== 'NoCollection' ? (
          <span className="absolute top-3 left-3">
            <CollectionBadge collection={hotel.collection} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={hotel.starRating} />
            <PolicyBadge policy={hotel.policy} />
          </div>
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            {/* The whole card is the link (its ::after covers it); the name is its text. */}
            <Link
              to={href}
              onClick={onOpen}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {hotel.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {[hotel.address.city, distance].filter(Boolean).join(' · ')}
          </p>
          <RatingChip rating={hotel.userRating} />
          <ul className="flex flex-wrap gap-x-3 gap-y-1 pt-1 text-sm">
            {lead.freeCancellation ? (
              <li className="font-medium text-emerald-700">Free cancellation</li>
            ) : null}
            {lead.mealPlan !== 'RoomOnly' ? (
              <li className="text-slate-700">{MEAL_PLAN_LABELS[lead.mealPlan]}</li>
            ) : null}
            {lead.paymentTiming === 'PayLater' ? <li className="text-slate-700">Pay at the hotel</li> : null}
            {lead.complimentaryNightApplies ? (
              <li className="font-medium text-brand-700">Complimentary night</li>
            ) : null}
          </ul>
        </div>
        <div className="flex shrink-0 flex-col items-start sm:items-end sm:text-right">
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{formatMoney(lead.perNightSellRate.fiat)}</span>{' '}
            per night
          </p>
          <p className="mt-1 text-xl font-bold text-slate-900">{formatMoney(lead.tripTotal.fiat)}</p>
          <p className="text-xs text-slate-600">
            {`Total for ${nights} ${nights === 1 ? 'night' : 'nights'}`}
            {rooms >= 2 ? `, ${rooms} rooms` : ''}
          </p>
          <p className="text-xs text-slate-500">Includes taxes and fees</p>
        </div>
      </div>
    </article>
  );
}
