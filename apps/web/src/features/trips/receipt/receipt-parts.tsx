import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { LogoMark } from '../../../components/ui/icons.tsx';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { formatInstant, RefundsList } from '../details/price-lines.tsx';
import { BackToTrips, TripLoadError, TripSkeleton } from '../details/trip-states.tsx';
import { PrintIcon } from '../trip-icons.tsx';
import type { AnyTrip } from '../trip-line.ts';
import { TripStatusBadge } from '../trip-status-badge.tsx';
import { tripMoney } from '../trip-text.ts';

// The receipt's frame, the same for every product line: letterhead, billing and status, the line's blocks, the
// support footer; and the page around it (loading, errors, back and print).

/**
 * Printing shows the receipt alone: these classes on <body> hide the app's header, banners and footer (every
 * sibling of <main>) and drop the page padding. Written out in full so Tailwind generates them.
 */
const PRINT_ONLY_RECEIPT = ['print:[&_*:has(>main)>*:not(main)]:hidden', 'print:bg-white'];

function usePrintOnlyReceipt() {
  useEffect(() => {
    document.body.classList.add(...PRINT_ONLY_RECEIPT);
    return () => document.body.classList.remove(...PRINT_ONLY_RECEIPT);
  }, []);
}

export function ReceiptBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = `receipt-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-5 print:break-inside-avoid">
      <h2 id={id} className="text-sm font-bold tracking-wide text-slate-600 uppercase">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** What the receipt's frame reads of a trip, whichever line (a flight trip has it too). */
type ReceiptTrip = Pick<
  AnyTrip,
  'confirmationCode' | 'bookedAt' | 'email' | 'status' | 'timeState' | 'total'
>;

export function ReceiptFrame({ trip, children }: { trip: ReceiptTrip; children: ReactNode }) {
  const { supportPhone } = usePortalConfig();
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-[0_8px_24px_-12px_rgba(2,43,69,0.18)] md:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-2.5 text-brand-900">
          <LogoMark className="size-9" />
          <span className="text-xl font-bold tracking-tight">
            Card<span className="font-light"> Travel</span>
          </span>
        </div>
        <div className="text-left sm:text-right">
          <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
            Receipt
          </h1>
          <p className="text-sm text-slate-600">Confirmation #{trip.confirmationCode}</p>
          <p className="text-sm text-slate-600">Booked {formatInstant(trip.bookedAt)}</p>
        </div>
      </div>

      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600">Billed to</dt>
          <dd className="break-all text-slate-900">{trip.email}</dd>
        </div>
        <div className="sm:text-right">
          <dt className="font-semibold text-slate-600">Status</dt>
          <dd className="mt-1">
            <TripStatusBadge trip={trip} />
          </dd>
        </div>
      </dl>

      {children}

      <p className="border-t border-slate-200 pt-5 text-sm text-slate-600">
        Prices in {trip.total.currencyCode}, taxes included. Questions about this booking? Call Customer
        Support at {supportPhone} and quote confirmation #{trip.confirmationCode}.
      </p>
    </article>
  );
}

/**
 * The receipt page of a trip query: skeleton, load error, or back link, print button and the receipt. `backTo` is
 * the trip's details path (flights have their own, flightTripPath).
 */
export function ReceiptPageShell<T extends ReceiptTrip>({
  trip,
  backTo,
  children,
}: {
  trip: UseQueryResult<T>;
  backTo: (trip: T) => string;
  children: (trip: T) => ReactNode;
}) {
  usePrintOnlyReceipt();
  return (
    <div className="mx-auto max-w-[820px] px-5 py-6 md:px-8 md:py-10 print:max-w-none print:p-0">
      {trip.isPending ? (
        <TripSkeleton label="Loading your receipt" />
      ) : trip.isError ? (
        <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} retrying={trip.isRefetching} />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
            <BackToTrips to={backTo(trip.data)} label="Back to trip details" />
            <Button onPress={() => window.print()}>
              <PrintIcon className="size-5" /> Print receipt
            </Button>
          </div>
          {children(trip.data)}
        </>
      )}
    </div>
  );
}

/**
 * The Refunds block: each refund by where it went (or why none was due) and the net paid. Each line's receipt
 * decides when to show it, since a stay paid at the hotel has nothing to refund.
 */
export function ReceiptRefunds({ trip }: { trip: AnyTrip }) {
  return (
    <ReceiptBlock title="Refunds">
      {trip.refunds.length > 0 ? (
        <RefundsList trip={trip} />
      ) : (
        <p className="text-slate-700">No refund was due under the cancellation policy.</p>
      )}
      <NetPaid trip={trip} />
    </ReceiptBlock>
  );
}

/** The total less what was refunded, the last line of a receipt's refunds block. */
export function NetPaid({ trip }: { trip: Pick<AnyTrip, 'total' | 'refundTotal'> }) {
  const net = { ...trip.total, value: Math.round((trip.total.value - trip.refundTotal.value) * 100) / 100 };
  return (
    <div className="mt-3 flex justify-between rounded-lg bg-slate-50 px-3 py-2 font-bold text-slate-900 print:bg-transparent print:px-0">
      <span>Net paid</span>
      <span className="tabular-nums">{tripMoney(net)}</span>
    </div>
  );
}
