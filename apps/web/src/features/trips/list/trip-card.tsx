import { Link } from 'react-router';
import type { HomeTrip } from '@portal/contracts/trips';
import { ChevronRightIcon, HomeIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange, nightsBetween } from '../../../lib/format.ts';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { cityLine, guestsText, isCancelled, tripMoney } from '../trip-text.ts';

export function tripPath(trip: HomeTrip): string {
  return `/trips/homes/${encodeURIComponent(trip.id.value)}`;
}

/** One home reservation in a trips list; the whole card opens its details. */
export function TripCard({ trip }: { trip: HomeTrip }) {
  const { listing, stayDates } = trip;
  const photo = listing.content.media[0];
  const nights = nightsBetween(stayDates.from, stayDates.until);
  const headingId = `trip-${trip.id.value}`;
  const cancelled = isCancelled(trip);
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[0_1px_2px_rgba(2,43,69,0.06)] transition-shadow hover:shadow-[0_12px_32px_-12px_rgba(2,43,69,0.28)] sm:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 sm:aspect-auto sm:w-56 lg:w-64">
        {photo ? (
          <img
            src={photo.url}
            alt=""
            loading="lazy"
            className={`size-full object-cover ${cancelled ? 'grayscale-[60%]' : ''}`}
          />
        ) : (
          <span className="grid size-full place-items-center text-slate-400">
            <HomeIcon className="size-10" />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 md:flex-row md:items-start md:justify-between md:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TripStatusBadge trip={trip} />
            <span className="text-sm text-slate-600">Vacation rental</span>
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-bold text-slate-900 md:text-xl">
            <Link
              to={tripPath(trip)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
            >
              {listing.content.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-slate-700">{cityLine(trip)}</p>
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
        </div>
        <div className="flex items-end justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
          <div className="md:text-right">
            <p>
              <span className="block text-sm text-slate-600">Total paid</span>
              <span className="text-xl font-bold text-slate-900">{tripMoney(trip.total)}</span>
            </p>
            {cancelled ? (
              <p className="text-sm font-medium text-emerald-800">Refunded {tripMoney(trip.refundTotal)}</p>
            ) : null}
          </div>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
          >
            View details
            <ChevronRightIcon className="size-4" />
          </span>
        </div>
      </div>
    </article>
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
