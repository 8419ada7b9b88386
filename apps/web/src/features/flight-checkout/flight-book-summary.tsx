import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The summary card of the flight book page: the trip's title, how many travel, the itinerary (slices, segments,
 * layovers in local times, fare, bags and penalties, drawn by the flights feature) and a way back to the review.
 */
export function FlightBookSummary({
  title,
  passengers,
  reviewHref,
  children,
}: {
  title: string;
  passengers: number;
  reviewHref: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">
          {`${passengers} ${passengers === 1 ? 'passenger' : 'passengers'} · `}
          <Link to={reviewHref} className="font-semibold text-brand-700 underline underline-offset-2">
            Change flights
          </Link>
        </p>
      </div>
      {children}
    </div>
  );
}
