import type { ReactNode } from 'react';
import type { CancelQuoteSuccess } from '@portal/contracts/trips';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { tripName, type AnyTrip } from '../trip-line.ts';
import { refundDestination, refundSourceName, rewardsText, tripMoney } from '../trip-text.ts';

// The pieces the cancel modal's steps are made of.

export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

export function KeepButton({ onClose, autoFocus }: { onClose: () => void; autoFocus?: boolean }) {
  return (
    <Button variant="secondary" onPress={onClose} autoFocus={autoFocus}>
      Keep reservation
    </Button>
  );
}

export function StayLine({ trip }: { trip: AnyTrip }) {
  return (
    <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <span className="block font-semibold text-slate-900">{tripName(trip)}</span>
      {formatDateRange(trip.stayDates.from, trip.stayDates.until)} · Confirmation #{trip.confirmationCode}
    </p>
  );
}

/** Where each part of the refund goes, by the payment it came from. */
export function RefundBreakdown({ trip, quote }: { trip: AnyTrip; quote: CancelQuoteSuccess }) {
  if (quote.breakdown.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Where your refund goes</h3>
      <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {quote.breakdown.map((line, i) => (
          <div key={`${line.kind}-${i}`} className="flex items-start justify-between gap-4 px-4 py-3">
            <dt className="min-w-0 text-slate-700">
              {refundSourceName(line, trip.payments)}
              {line.kind === 'Rewards' && line.rewards ? (
                <span className="block text-sm text-slate-600">{rewardsText(line.rewards)} returned</span>
              ) : null}
              {refundDestination(line.kind) ? (
                <span className="block text-sm text-slate-600">{refundDestination(line.kind)}</span>
              ) : null}
            </dt>
            <dd className="shrink-0 font-semibold text-slate-900 tabular-nums">{tripMoney(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function RefundSummary({ quote }: { quote: CancelQuoteSuccess }) {
  const label = quote.refundKind === 'Full' ? 'Full refund' : 'Partial refund';
  return (
    <div className="rounded-2xl bg-emerald-50 p-4 text-emerald-950">
      <p className="text-sm font-semibold">{label}</p>
      <p className="mt-1">
        <span className="text-3xl font-bold tabular-nums">{tripMoney(quote.refund.fiat)}</span>
        <span className="ml-2 text-sm">of {tripMoney(quote.paid)} paid</span>
      </p>
    </div>
  );
}

/** Nothing was charged (a room paid at the hotel): nothing comes back, the hotel may charge its penalty. */
export function nothingCharged(quote: CancelQuoteSuccess): boolean {
  return quote.paid.value === 0;
}

/**
 * What cancelling a pay-at-hotel room costs: free before the rate's deadline; after it (or on a non-refundable
 * rate) the hotel may charge the policy's penalty to the card that guarantees the room. The cancel quote's
 * `chargeableAtHotel` says the amount; without it the rate's policy decides the wording.
 */
export function NothingChargedSummary({
  trip,
  quote,
  now = new Date(),
}: {
  trip: AnyTrip;
  quote: CancelQuoteSuccess;
  now?: Date;
}) {
  const policy = trip.tripKind === 'Hotel' ? trip.cancellationPolicy : null;
  const deadline = policy?.deadline ? new Date(policy.deadline) : null;
  const chargeable = quote.chargeableAtHotel;
  const free = chargeable
    ? chargeable.value === 0
    : policy?.refundPolicy === 'FullyRefundable' && deadline !== null && now < deadline;
  const fee = chargeable && chargeable.value > 0 ? tripMoney(chargeable) : null;
  return (
    <div className="rounded-2xl bg-emerald-50 p-4 text-emerald-950">
      <p className="text-sm font-semibold">Nothing to refund</p>
      <p className="mt-1">
        You pay at the hotel: nothing was charged for this booking, so nothing is refunded.
      </p>
      <p className="mt-2 text-sm">
        {free
          ? 'Cancelling now is free: the hotel charges nothing.'
          : fee
            ? `The hotel may charge its cancellation fee of ${fee} to the card that guarantees your room.`
            : 'The hotel may charge the cancellation fee of its policy to the card that guarantees your room.'}
      </p>
    </div>
  );
}

export function PolicyText({ quote }: { quote: CancelQuoteSuccess }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Cancellation policy</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
        {sanitizeText(quote.policy.description)}
      </p>
    </div>
  );
}

export function SupportPhone() {
  const { supportPhone } = usePortalConfig();
  return (
    <a
      href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
      className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-brand-800 outline-offset-2 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <PhoneIcon className="size-5" />
      <span>
        <span className="block text-sm font-normal text-slate-600">Customer Support</span>
        {supportPhone}
      </span>
    </a>
  );
}
