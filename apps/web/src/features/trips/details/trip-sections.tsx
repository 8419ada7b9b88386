import type { ReactNode } from 'react';
import type { HomeTrip } from '@portal/contracts/trips';
import { formatDate, formatTimes, nightsBetween } from '../../../lib/format.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { guestsText } from '../trip-text.ts';
import { Fact } from '../../../components/ui/fact.tsx';

/** spec §9 default payment schedule text. */
export const PAYMENT_POLICY_TEXT = 'Full payment is due at the time of booking.';

export function DetailsSection({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`trip-${id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6 print:break-inside-avoid print:rounded-none print:border-0 print:border-t print:px-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`trip-${id}`} className="text-lg font-bold text-slate-900 md:text-xl">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

/** Check-in and checkout with their times (spec §9: h:mm A), nights and guests. */
export function StayFacts({ trip }: { trip: HomeTrip }) {
  const { stayDates, providerAdditionalReservationInfo: info } = trip;
  const checkIn = formatTimes(info.checkInTimes);
  const checkOut = formatTimes(info.checkOutTimes);
  const nights = nightsBetween(stayDates.from, stayDates.until);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      <Fact label="Check-in">
        {formatDate(stayDates.from)}
        {checkIn ? <span className="block text-sm text-slate-700">After {checkIn}</span> : null}
      </Fact>
      <Fact label="Checkout">
        {formatDate(stayDates.until)}
        {checkOut ? <span className="block text-sm text-slate-700">Before {checkOut}</span> : null}
      </Fact>
      <Fact label="Length of stay">
        {nights} {nights === 1 ? 'night' : 'nights'}
      </Fact>
      <Fact label="Guests">{guestsText(trip.guests)}</Fact>
    </dl>
  );
}

export function CancellationPolicyText({ trip }: { trip: HomeTrip }) {
  return (
    <>
      <p className="whitespace-pre-line">{sanitizeText(trip.cancellationPolicy.description)}</p>
      <p className="mt-2">{PAYMENT_POLICY_TEXT}</p>
    </>
  );
}

/** Provider additional reservation info (spec §3 "Confirmation"), shown as plain text. */
export function ProviderInfo({ trip }: { trip: HomeTrip }) {
  const info = trip.providerAdditionalReservationInfo;
  const checkin = sanitizeText(info.checkinInformation);
  const important = sanitizeText(info.importantInformation);
  const registration = trip.listing.content.registrationId;
  if (!checkin && !important && !registration) {
    return <p>The host has not added any further information for this stay.</p>;
  }
  return (
    <dl className="space-y-4">
      {checkin ? (
        <div>
          <dt className="font-semibold text-slate-900">Check-in information</dt>
          <dd className="whitespace-pre-line">{checkin}</dd>
        </div>
      ) : null}
      {important ? (
        <div>
          <dt className="font-semibold text-slate-900">Important information</dt>
          <dd className="whitespace-pre-line">{important}</dd>
        </div>
      ) : null}
      {registration ? (
        <div>
          <dt className="font-semibold text-slate-900">Registration id</dt>
          <dd>{registration}</dd>
        </div>
      ) : null}
    </dl>
  );
}
