import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import type { ConfirmationProduct } from '../../../lib/checkout-product.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { TreesNote, WhatsNext } from './confirmation-sections.tsx';
import { readLastReservation } from './last-reservation.ts';
import { PaidWith } from './paid-with.tsx';
import { PendingApprovalBanner } from './pending-approval-banner.tsx';

const CheckIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);

/**
 * spec §2 "Confirmation page": what the booking page handed over in sessionStorage, or back to the search. The
 * product's adapter shows its booking (summary, details, calendar entry) and names it.
 */
export function ConfirmationPage({ product }: { product: ConfirmationProduct }) {
  useDocumentTitle('Booking Confirmation');
  const { search } = useLocation();
  // Read once: a later write by another tab must not swap the booking under the user's eyes.
  const [last] = useState(() => readLastReservation(product.confirmation));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The book page's 'Confirm and Book' is gone: start keyboard and screen-reader users at the news, not at <body>.
  useEffect(() => headingRef.current?.focus(), []);
  if (!last) return <Navigate to={product.noReservationHref(search)} replace />;
  const { booking, email, approval } = last;

  return (
    <div className="mx-auto max-w-[1100px] px-5 py-8 md:px-8 md:py-10">
      {approval?.status === 'Pending' ? (
        <PendingApprovalBanner
          headingRef={headingRef}
          code={booking.code}
          email={email}
          expiresAt={approval.expiresAt}
        />
      ) : (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-green-50 p-5 text-green-900">
          <CheckIcon className="mt-1 size-7 shrink-0" />
          <div>
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
              {booking.banner ?? product.texts.confirmedBanner}
            </h1>
            <p className="mt-1">An email confirmation will be sent to {email}</p>
            <p className="mt-1 font-semibold">Your booking confirmation is #{booking.code}</p>
          </div>
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        {/* What was booked and how it was paid first: on a phone they come right under the banner. */}
        <aside aria-label={product.texts.summaryTitle} className="lg:col-start-2 lg:row-start-1">
          {booking.summary}
          <PaidWith paidWith={booking.paidWith} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-wrap gap-3">
            {booking.addToCalendar ? (
              <Button variant="secondary" onPress={booking.addToCalendar}>
                Add to calendar
              </Button>
            ) : null}
            <ButtonLink to="/trips" variant="ghost">
              Go to My trips
            </ButtonLink>
          </div>
          <div className="mt-6">
            <TreesNote />
          </div>
          <WhatsNext offers={booking.crossSell}>{booking.whatsNext}</WhatsNext>
          {booking.details}
        </div>
      </div>
    </div>
  );
}
