import type { HotelRoomProduct } from '@portal/contracts/hotel-details';
import { cfarPremiumPercent } from '@portal/domain/hotels/cfar';
import { majorToMinor } from '@portal/domain/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OutOfPolicyDialog } from '../../../components/ui/out-of-policy-dialog.tsx';
import { PolicyBadge } from '../../../components/ui/policy-badge.tsx';
import { rememberPolicyReason } from '../../../lib/travel-policy.ts';
import { formatMoney } from '../../../lib/format.ts';
import { MEAL_PLAN_LABELS, PAYMENT_TIMING_LABELS } from '../hotel-labels.ts';

/** 'Free cancellation until Mar 3, 3:00 PM' in the hotel's time zone (a deadline counts back from its check-in). */
export function deadlineText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

function refundLine(rate: HotelRoomProduct, timeZone: string): { text: string; tone: string } {
  const { cancellationPolicy: policy } = rate;
  if (policy.freeCancellation)
    return {
      text: policy.deadline
        ? `Free cancellation until ${deadlineText(policy.deadline, timeZone)}`
        : 'Free cancellation',
      tone: 'text-emerald-700',
    };
  if (rate.refundPolicy === 'PartiallyRefundable')
    return {
      text: policy.deadline
        ? `Partially refundable until ${deadlineText(policy.deadline, timeZone)}`
        : 'Partially refundable',
      tone: 'text-amber-800',
    };
  if (rate.refundPolicy === 'NonRefundable') return { text: 'Non-refundable', tone: 'text-slate-700' };
  return { text: 'Cancellation terms at booking', tone: 'text-slate-700' };
}

/** Spec §4: a refundable variant (the rate with cancel for any reason) is not the room's default product. */
export const isRefundableVariant = (rate: HotelRoomProduct): boolean => rate.isDefault === false;

/** The variant's cover and premium: its pricing description, then what the premium adds. */
function CoverLines({ rate }: { rate: HotelRoomProduct }) {
  if (!rate.premiumPrices || !rate.premiumPricesPerNight) return null;
  // Spec §9: the premium as a rounded share of the total.
  const percent = cfarPremiumPercent(
    majorToMinor(rate.premiumPrices.fiat.value),
    majorToMinor(rate.tripTotal.fiat.value),
  );
  return (
    <>
      {rate.pricingDescription ? (
        <li className="font-medium text-brand-800">{rate.pricingDescription}</li>
      ) : null}
      <li className="text-slate-700">
        {`Includes the ${formatMoney(rate.premiumPrices.fiat)} cancel for any reason premium (${percent}% of the total)`}
        {rate.additionalInfo?.shouldRefundCfarPremium ? ', refunded too if you cancel' : ''}
      </li>
    </>
  );
}

/**
 * One rate plan of a room: per night and total (taxes and fees included), refundability with its deadline, meal
 * plan, and pay now or at the hotel. Reserve is a link to the book page for it, styled as a button: it goes
 * somewhere (open in a new tab, copy the address), and nothing stays selected here. Its name says which room and
 * rate at which total, since every card has one.
 */
export function RatePlanCard({
  rate,
  roomName,
  nights,
  rooms,
  timeZone,
  reserveHref,
}: {
  rate: HotelRoomProduct;
  roomName: string;
  nights: number;
  rooms: number;
  timeZone: string;
  /** The book page for this room and rate. */
  reserveHref: string;
}) {
  const refund = refundLine(rate, timeZone);
  const dueAtHotel = rate.payAtHotel.value > 0;
  const covered = isRefundableVariant(rate);
  const label = covered ? `${rate.name} with cancel for any reason` : rate.name;
  const navigate = useNavigate();
  // Spec §8 policy modal: an out-of-policy rate asks before it leads to the book page.
  const [asking, setAsking] = useState(false);
  const outOfPolicy = rate.policy?.inPolicy === false;
  return (
    <li
      className={`flex flex-col rounded-xl border p-4 ${covered ? 'border-brand-100 bg-brand-50' : 'border-slate-200'}`}
    >
      {covered ? (
        <p className="mb-1 w-fit rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          Cancel for any reason
        </p>
      ) : null}
      {/* The heading stays a direct child of the card: the e2e journeys find a rate card by it. */}
      <h4 className="font-semibold text-slate-900">{rate.name}</h4>
      <PolicyBadge policy={rate.policy} className="mt-1" />
      <ul className="mt-2 flex-1 space-y-1 text-sm">
        {covered ? <CoverLines rate={rate} /> : null}
        <li className={`font-medium ${refund.tone}`}>
          {covered ? `Otherwise: ${refund.text}` : refund.text}
        </li>
        <li className="text-slate-700">{MEAL_PLAN_LABELS[rate.mealPlan]}</li>
        <li className="text-slate-700">
          {PAYMENT_TIMING_LABELS[rate.paymentTiming]}
          {rate.paymentTiming === 'PayLater' ? ' (a card guarantees the room)' : ''}
        </li>
        {rate.complimentaryNightDiscount.value > 0 ? (
          <li className="font-medium text-brand-700">
            {`Complimentary night: ${formatMoney(rate.complimentaryNightDiscount)} off`}
          </li>
        ) : null}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{formatMoney(rate.perNightSellRate.fiat)}</span> per
          night
          {rate.perNightBeforeDiscount.fiat.value > rate.perNightSellRate.fiat.value ? (
            <span className="ml-1 text-slate-500 line-through">
              {formatMoney(rate.perNightBeforeDiscount.fiat)}
            </span>
          ) : null}
        </p>
        <p className="text-xl font-bold text-slate-900">{formatMoney(rate.tripTotal.fiat)}</p>
        <p className="text-xs text-slate-600">
          {`Total for ${nights} ${nights === 1 ? 'night' : 'nights'}${rooms >= 2 ? `, ${rooms} rooms` : ''}, taxes and fees included`}
        </p>
        {dueAtHotel ? (
          <p className="mt-1 text-xs text-slate-600">
            {`${formatMoney(rate.payNow)} now · ${formatMoney(rate.payAtHotel)} at the hotel`}
          </p>
        ) : null}
        <Link
          to={reserveHref}
          onClick={(event) => {
            if (!outOfPolicy) return;
            event.preventDefault();
            setAsking(true);
          }}
          className="mt-3 flex min-h-11 w-full items-center justify-center rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white outline-none hover:bg-accent-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Reserve{' '}
          <span className="sr-only">{`${roomName}, ${label}, ${formatMoney(rate.tripTotal.fiat)} total`}</span>
        </Link>
        {outOfPolicy ? (
          <OutOfPolicyDialog
            isOpen={asking}
            violations={rate.policy?.violations ?? []}
            onChangeSelection={() => setAsking(false)}
            onContinue={(reason) => {
              rememberPolicyReason(reserveHref, reason);
              setAsking(false);
              void navigate(reserveHref);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}
