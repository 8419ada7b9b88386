import type { ReactNode } from 'react';
import type { Reservation } from '@portal/contracts/purchase';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatTimes, nightsBetween } from '../../../lib/format.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { DEFAULT_PAYMENT_SCHEDULE } from '../price-lines.ts';
import { fullAddress, guestsText } from './stay-text.ts';

// The confirmation page's homes parts (spec §2 "Confirmation page"): the booked stay, its policy and the host's
// information. The checkout shell places them around its banner and "How you paid".

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`confirm-${title}`} className="border-t border-slate-200 py-6">
      <h2 id={`confirm-${title}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

function DateLine({
  label,
  date,
  time,
  prefix,
}: {
  label: string;
  date: string;
  time: string | null;
  prefix: string;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">
        {formatDate(date)}
        {time ? (
          <span className="block text-sm text-slate-700">
            {prefix} {time}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** The booked stay: photo, name, full address, check-in and checkout with their times, guests, nights. */
export function BookedStaySummary({ reservation }: { reservation: Reservation }) {
  const { listing, stayDates, guests, providerAdditionalReservationInfo: info } = reservation;
  const photo = listing.content.media[0];
  const nights = nightsBetween(stayDates.from, stayDates.until);
  return (
    <Card className="overflow-hidden">
      {photo ? (
        <img src={photo.url} alt={photo.alt || listing.content.name} className="h-52 w-full object-cover" />
      ) : null}
      <div className="p-5">
        <h2 className="text-xl font-bold text-slate-900">{listing.content.name}</h2>
        <p className="mt-1 text-slate-700">{fullAddress(reservation)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <DateLine
            label="Check-in"
            date={stayDates.from}
            time={formatTimes(info.checkInTimes)}
            prefix="After"
          />
          <DateLine
            label="Checkout"
            date={stayDates.until}
            time={formatTimes(info.checkOutTimes)}
            prefix="Before"
          />
          <div>
            <dt className="text-sm font-semibold text-slate-600">Guests</dt>
            <dd className="text-slate-900">{guestsText(guests)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">Length of stay</dt>
            <dd className="text-slate-900">
              {nights} {nights === 1 ? 'night' : 'nights'}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

export function CancellationPolicy({ reservation }: { reservation: Reservation }) {
  return (
    <Section title="Cancellation policy">
      <p className="whitespace-pre-line">{sanitizeText(reservation.cancellationPolicy.description)}</p>
      <p className="mt-2">{DEFAULT_PAYMENT_SCHEDULE}</p>
    </Section>
  );
}

export function ProviderInfo({ reservation }: { reservation: Reservation }) {
  const info = reservation.providerAdditionalReservationInfo;
  const checkin = sanitizeText(info.checkinInformation);
  const important = sanitizeText(info.importantInformation);
  return (
    <Section title="Additional information">
      <dl className="space-y-4">
        {info.hostName ? (
          <div>
            <dt className="font-semibold text-slate-900">Your host</dt>
            <dd>{info.hostName}</dd>
          </div>
        ) : null}
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
      </dl>
    </Section>
  );
}
