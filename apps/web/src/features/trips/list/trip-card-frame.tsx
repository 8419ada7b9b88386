import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import type { AnyTrip } from '../trip-line.ts';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { isCancelled } from '../trip-text.ts';

type Frame = {
  /** What the frame reads of a trip; a flight trip has it too. */
  trip: Pick<AnyTrip, 'id' | 'status' | 'timeState'>;
  /** What kind of trip it is, beside the status ("Vacation rental", "Hotel"). */
  kind: string;
  name: string;
  href: string;
  place: string;
  photoUrl: string | undefined;
  /** Shown when there is no photo. */
  icon: ReactNode;
  /** The amount on the right: its label and formatted value ("Total paid", "$1,234.56"). */
  amount: { label: string; value: string };
  /** "Refunded $…" under the amount, when there is one to show. */
  refunded: string | null;
  /** The line's facts (dates, room, guests, confirmation) as a description list. */
  children: ReactNode;
};

/** One reservation in a trips list, whatever its line; the whole card opens its details. */
export function TripCardFrame({
  trip,
  kind,
  name,
  href,
  place,
  photoUrl,
  icon,
  amount,
  refunded,
  children,
}: Frame) {
  const headingId = `trip-${trip.id.value}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[0_1px_2px_rgba(2,43,69,0.06)] transition-shadow hover:shadow-[0_12px_32px_-12px_rgba(2,43,69,0.28)] sm:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 sm:aspect-auto sm:w-56 lg:w-64">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            loading="lazy"
            className={`size-full object-cover ${isCancelled(trip) ? 'grayscale-[60%]' : ''}`}
          />
        ) : (
          <span className="grid size-full place-items-center text-slate-400">{icon}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 md:flex-row md:items-start md:justify-between md:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TripStatusBadge trip={trip} />
            <span className="text-sm text-slate-600">{kind}</span>
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-bold text-slate-900 md:text-xl">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
            >
              {name}
            </Link>
          </h3>
          <p className="mt-0.5 text-slate-700">{place}</p>
          {children}
        </div>
        <div className="flex items-end justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
          <div className="md:text-right">
            <p>
              <span className="block text-sm text-slate-600">{amount.label}</span>
              <span className="text-xl font-bold text-slate-900">{amount.value}</span>
            </p>
            {refunded ? <p className="text-sm font-medium text-emerald-800">Refunded {refunded}</p> : null}
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
