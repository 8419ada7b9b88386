import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Reservation } from '@portal/contracts/purchase';
import { Card } from '../../../components/ui/card.tsx';
import { CarIcon, ChevronRightIcon, Icon, PlaneIcon } from '../../../components/ui/icons.tsx';
import { useExperiment } from '../../../lib/experiments.tsx';
import { formatDate, nightsBetween } from '../../../lib/format.ts';
import { fullAddress, guestsText } from './stay-text.ts';
import { formatTimes } from '../../../lib/format.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

/** spec §9: two trees, $0.25 per completed booking. */
export const TREES_NOTE =
  'Your booking plants two trees. We give $0.25 of every completed booking to tree planting.';
/** spec §9 default payment schedule text. */
export const PAYMENT_POLICY_TEXT = 'Full payment is due at the time of booking.';

const TreeIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 22v-6M12 16l-3-3M12 14l3-3M7 16a5 5 0 0 1-1.5-9.5A6 6 0 0 1 17.5 6 5 5 0 0 1 17 16z" />
  </Icon>
);

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export function StaySummary({ reservation }: { reservation: Reservation }) {
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

function NextCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 outline-offset-2 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{text}</span>
      </span>
      <ChevronRightIcon className="size-5 text-slate-500 group-hover:text-brand-700" />
    </Link>
  );
}

export function WhatsNext() {
  return (
    <section aria-labelledby="confirm-whats-next" className="py-6">
      <h2 id="confirm-whats-next" className="text-xl font-bold text-slate-900">
        What&apos;s next?
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NextCard
          to="/flights"
          icon={<PlaneIcon className="size-6" />}
          title="Book a Flight"
          text="Find a flight for your trip."
        />
        <NextCard
          to="/cars"
          icon={<CarIcon className="size-6" />}
          title="Rent a Car"
          text="Get around once you arrive."
        />
      </div>
    </section>
  );
}

/** spec §9: shown only to users in the trees experiment. */
export function TreesNote() {
  const { variant } = useExperiment('trees');
  if (variant !== 'available') return null;
  return (
    <p className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900">
      <TreeIcon className="mt-0.5 size-5 shrink-0" />
      <span>{TREES_NOTE}</span>
    </p>
  );
}

export function CancellationPolicy({ reservation }: { reservation: Reservation }) {
  return (
    <Section title="Cancellation policy">
      <p className="whitespace-pre-line">{sanitizeText(reservation.cancellationPolicy.description)}</p>
      <p className="mt-2">{PAYMENT_POLICY_TEXT}</p>
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
