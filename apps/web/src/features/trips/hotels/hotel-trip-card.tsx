import { Link } from 'react-router';
import type { HotelTrip } from '@portal/contracts/trips';
import { BedIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format.ts';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { tripPathOf } from '../trip-line.ts';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { hotelCityLine, hotelGuestsText, paysAtHotel, roomLine } from './hotel-trip-text.ts';

/** One hotel reservation in a trips list, laid out as a home's card; the whole card opens its details. */
export function HotelTripCard({ trip }: { trip: HotelTrip }) {
  const photo = trip.lodging.photo;
  const headingId = `trip-${trip.id.value}`;
  const cancelled = isCancelled(trip);
  const atHotel = paysAtHotel(trip);
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
            <BedIcon className="size-10" />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 md:flex-row md:items-start md:justify-between md:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TripStatusBadge trip={trip} />
            <span className="text-sm text-slate-600">Hotel</span>
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-bold text-slate-900 md:text-xl">
            <Link
              to={tripPathOf(trip)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
            >
              {trip.lodging.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-slate-700">{hotelCityLine(trip)}</p>
          <dl className="mt-3 grid grid-cols-1 gap-y-1 text-sm text-slate-700">
            <dt className="sr-only">Dates</dt>
            <dd className="font-medium text-slate-900">
              {formatDateRange(trip.stayDates.from, trip.stayDates.until)}
              <span className="font-normal text-slate-600">
                {' '}
                · {trip.nights} {trip.nights === 1 ? 'night' : 'nights'}
              </span>
            </dd>
            <dt className="sr-only">Room</dt>
            <dd>{roomLine(trip)}</dd>
            <dt className="sr-only">Guests</dt>
            <dd>{hotelGuestsText(trip)}</dd>
            <dt className="sr-only">Confirmation number</dt>
            <dd>
              Confirmation <span className="font-semibold text-slate-900">#{trip.confirmationCode}</span>
            </dd>
          </dl>
        </div>
        <div className="flex items-end justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
          <div className="md:text-right">
            {atHotel ? (
              <p>
                <span className="block text-sm text-slate-600">Pay at the hotel</span>
                <span className="text-xl font-bold text-slate-900">{tripMoney(trip.dueAtHotel)}</span>
              </p>
            ) : (
              <p>
                <span className="block text-sm text-slate-600">Total paid</span>
                <span className="text-xl font-bold text-slate-900">{tripMoney(trip.total)}</span>
              </p>
            )}
            {cancelled && !atHotel ? (
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
