import type { HomeTrip } from '@portal/contracts/trips';
import { HomeIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange, nightsBetween } from '../../../lib/format.ts';
import { cityLine, guestsText, isCancelled, tripMoney } from '../trip-text.ts';
import { TripCardFrame } from './trip-card-frame.tsx';

export function tripPath(trip: HomeTrip): string {
  return `/trips/homes/${encodeURIComponent(trip.id.value)}`;
}

/** One home reservation in a trips list; the whole card opens its details. */
export function TripCard({ trip }: { trip: HomeTrip }) {
  const { listing, stayDates } = trip;
  const nights = nightsBetween(stayDates.from, stayDates.until);
  return (
    <TripCardFrame
      trip={trip}
      kind="Vacation rental"
      name={listing.content.name}
      href={tripPath(trip)}
      place={cityLine(trip)}
      photoUrl={listing.content.media[0]?.url}
      icon={<HomeIcon className="size-10" />}
      amount={{ label: 'Total paid', value: tripMoney(trip.total) }}
      refunded={isCancelled(trip) ? tripMoney(trip.refundTotal) : null}
    >
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="sr-only">Dates</dt>
        <dd className="font-medium text-slate-900">
          {formatDateRange(stayDates.from, stayDates.until)}
          <span className="font-normal text-slate-600">
            {' '}
            · {nights} {nights === 1 ? 'night' : 'nights'}
          </span>
        </dd>
        <dt className="sr-only">Guests</dt>
        <dd>{guestsText(trip.guests)}</dd>
        <dt className="sr-only">Confirmation number</dt>
        <dd className="sm:col-span-2">
          Confirmation <span className="font-semibold text-slate-900">#{trip.confirmationCode}</span>
        </dd>
      </dl>
    </TripCardFrame>
  );
}

export function TripCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-row"
    >
      <div className="aspect-[16/9] bg-slate-200 sm:aspect-auto sm:h-44 sm:w-56 lg:w-64" />
      <div className="flex-1 space-y-3 p-5">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}
