import type { ReactNode, Ref } from 'react';
import type { Fiat } from '@portal/contracts/common';
import type { HomeTrip } from '@portal/contracts/trips';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { tripMoney } from '../trip-text.ts';
import { formatInstant } from './price-lines.tsx';

// Pieces every line's trip details page repeats (homes and hotels through the frame, flights on their own page):
// the status line and heading, the cancelled note, and the actions card's confirmation number and amounts.

type TripFacts = Pick<HomeTrip, 'status' | 'timeState' | 'bookedAt'>;

/** Status badge, when it was booked, and the page's heading (focusable, for after a cancel). */
export function TripHeadline({
  trip,
  headingRef,
  children,
}: {
  trip: TripFacts;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <TripStatusBadge trip={trip} />
        <span className="text-sm text-slate-600">Booked {formatInstant(trip.bookedAt)}</span>
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl"
      >
        {children}
      </h1>
    </>
  );
}

/** "This reservation was cancelled on …. What came back." (`subject`: reservation, flight). */
export function CancelledNote({
  trip,
  subject,
  note,
}: {
  trip: Pick<HomeTrip, 'cancelledAt'>;
  subject: string;
  note: string;
}) {
  return (
    <p role="note" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      This {subject} was cancelled{trip.cancelledAt ? ` on ${formatInstant(trip.cancelledAt)}` : ''}. {note}
    </p>
  );
}

export function ConfirmationNumber({ code }: { code: string }) {
  return (
    <>
      <p className="text-sm text-slate-600">Confirmation number</p>
      <p className="text-lg font-bold tracking-wide text-slate-900">#{code}</p>
    </>
  );
}

/** The actions card's total, ruled off from what is above it. */
export function TotalRow({ label, amount }: { label: string; amount: Fiat }) {
  return (
    <div className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-4">
      <span className="text-slate-700">{label}</span>
      <span className="text-xl font-bold text-slate-900">{tripMoney(amount)}</span>
    </div>
  );
}

/** A line under the total: due at the hotel, or refunded (`refund` shows it in green). */
export function AmountRow({ label, amount, refund }: { label: string; amount: Fiat; refund?: boolean }) {
  return (
    <div className="mt-1 flex items-baseline justify-between">
      <span className="text-slate-700">{label}</span>
      <span className={`font-semibold ${refund ? 'text-emerald-800' : 'text-slate-900'}`}>
        {tripMoney(amount)}
      </span>
    </div>
  );
}
