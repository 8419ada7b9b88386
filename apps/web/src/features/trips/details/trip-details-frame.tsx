import { useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CancelReservationModal } from '../cancel/cancel-modal.tsx';
import { CalendarIcon, PinIcon, ReceiptIcon } from '../trip-icons.tsx';
import type { AnyTrip } from '../trip-line.ts';
import { canRequestCancellation, isCancelled } from '../trip-text.ts';
import { ApprovalSection } from './approval-section.tsx';
import { RefundsList, type PaidTrip } from './price-lines.tsx';
import { CancelledNote, TripHeadline } from './trip-details-parts.tsx';
import { DetailsSection } from './trip-sections.tsx';
import { BackToTrips, TripLoadError, TripSkeleton } from './trip-states.tsx';

/*
 * The trip details page every product line shares (spec §2 My trips): back link, photo, status and name, the
 * cancelled note, the sticky actions card beside the line's own sections, and the cancel modal. A line gives its
 * words and sections; the frame keeps the layout, focus handling and states identical across lines.
 */

type Frame = {
  trip: AnyTrip;
  name: string;
  address: string;
  photo: { url: string; alt: string } | null | undefined;
  /** After "This reservation was cancelled on …": what came back. */
  cancelledNote: string;
  /** The actions card; `onCancel` opens the cancel modal. */
  actions: (onCancel: () => void) => ReactNode;
  children: ReactNode;
};

export function TripDetailsFrame({ trip, name, address, photo, cancelledNote, actions, children }: Frame) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = isCancelled(trip);
  const closeCancel = () => {
    setCancelOpen(false);
    // After a cancellation the opener is gone: put focus on the page's heading rather than lose it.
    if (cancelled) setTimeout(() => headingRef.current?.focus(), 0);
  };
  return (
    <>
      <BackToTrips to={cancelled || trip.timeState === 'Past' ? '/trips?tab=past' : '/trips'} />
      <div className="mt-3 overflow-hidden rounded-2xl bg-slate-100">
        {photo ? (
          <img
            src={photo.url}
            alt={photo.alt || name}
            className={`h-56 w-full object-cover md:h-80 ${cancelled ? 'grayscale-[50%]' : ''}`}
          />
        ) : null}
      </div>
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-x-8">
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <header>
            <TripHeadline trip={trip} headingRef={headingRef}>
              {name}
            </TripHeadline>
            <p className="mt-1 flex items-start gap-1.5 text-slate-700">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              {address}
            </p>
          </header>
          {cancelled ? <CancelledNote trip={trip} subject="reservation" note={cancelledNote} /> : null}
        </div>
        <aside aria-label="Trip actions" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">{actions(() => setCancelOpen(true))}</div>
        </aside>
        <div className="min-w-0 space-y-5 lg:col-start-1">
          {trip.approval ? <ApprovalSection approval={trip.approval} /> : null}
          {children}
        </div>
      </div>
      <CancelReservationModal trip={trip} isOpen={cancelOpen} onClose={closeCancel} />
    </>
  );
}

/** The actions card's buttons: receipt, calendar (not once cancelled) and cancel (while it can be asked for). */
export function TripActionButtons({
  trip,
  receiptPath,
  addToCalendar,
  onCancel,
}: {
  trip: AnyTrip;
  receiptPath: string;
  addToCalendar: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-5 flex flex-col gap-3">
      <ButtonLink to={receiptPath} variant="secondary">
        <ReceiptIcon className="size-5" /> View receipt
      </ButtonLink>
      {isCancelled(trip) ? null : (
        <Button variant="secondary" onPress={addToCalendar}>
          <CalendarIcon className="size-5" /> Add to calendar
        </Button>
      )}
      {canRequestCancellation(trip) ? (
        <Button variant="ghost" onPress={onCancel} className="text-accent-700! hover:bg-red-50">
          Cancel reservation
        </Button>
      ) : null}
    </div>
  );
}

/** The refunds given back, or that none was due; shown when `show`. */
export function RefundsSection({ trip, show }: { trip: PaidTrip; show: boolean }) {
  if (!show) return null;
  return (
    <DetailsSection id="refunds" title="Refunds">
      {trip.refunds.length > 0 ? (
        <RefundsList trip={trip} />
      ) : (
        <p>No refund was due under the cancellation policy.</p>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Refunds to a card take 1 to 2 billing cycles to appear on your statement.
      </p>
    </DetailsSection>
  );
}

/** The page around a trip's details: its width, and the loading and error states of its query. */
export function TripDetailsPageShell<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (trip: T) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[1100px] px-5 py-6 md:px-8 md:py-8">
      {query.isPending ? (
        <TripSkeleton label="Loading your trip" />
      ) : query.isError ? (
        <TripLoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        children(query.data as T)
      )}
    </div>
  );
}
