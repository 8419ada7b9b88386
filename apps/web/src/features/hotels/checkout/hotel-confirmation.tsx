import type { ReactNode } from 'react';
import type { HotelReservation } from '@portal/contracts/purchase';
import { formatTime12h } from '@portal/domain/text';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { MEAL_PLAN_LABELS, PAYMENT_TIMING_LABELS, starsText } from '../hotel-labels.ts';
import { HotelPhoto } from '../hotel-photo.tsx';
import { guestsText, paymentPolicyText, refundText } from './hotel-rate-text.ts';
import { Fact } from '../../../components/ui/fact.tsx';

// The confirmation page's hotel parts: the booked room, what is due at the hotel, the rate's policy and what the
// guest asked for. The checkout shell places them around its banner and "How you paid".

/** The booked room: hotel, room and rate, check-in and checkout with the hotel's times, guests, nights, due at hotel. */
export function BookedHotelSummary({ reservation }: { reservation: HotelReservation }) {
  const { lodging, room, rate, stayDates, nights } = reservation;
  const stars = starsText(lodging.starRating);
  const dueAtHotel = reservation.dueAtHotel.value > 0;
  return (
    <Card className="overflow-hidden">
      <HotelPhoto src={lodging.photo?.url} alt={lodging.photo?.alt || lodging.name} className="h-52 w-full" />
      <div className="p-5">
        {stars ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{stars}</p>
        ) : null}
        <h2 className="mt-0.5 text-xl font-bold text-slate-900">{lodging.name}</h2>
        <p className="mt-1 text-slate-700">{lodging.address}</p>
        <p className="mt-3 font-semibold text-slate-900">{room.name}</p>
        <p className="text-sm text-slate-700">
          {[
            MEAL_PLAN_LABELS[rate.mealPlan],
            refundText(
              {
                refundPolicy: rate.refundPolicy,
                cancellationPolicy: {
                  ...reservation.cancellationPolicy,
                  freeCancellation: rate.refundPolicy === 'FullyRefundable',
                },
              },
              lodging.timeZone,
            ),
            PAYMENT_TIMING_LABELS[rate.paymentTiming],
          ].join(' · ')}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <Fact compact label="Check-in">
            {formatDate(stayDates.from)}
            <span className="block text-sm text-slate-700">From {formatTime12h(lodging.checkInTime)}</span>
          </Fact>
          <Fact compact label="Checkout">
            {formatDate(stayDates.until)}
            <span className="block text-sm text-slate-700">By {formatTime12h(lodging.checkOutTime)}</span>
          </Fact>
          <Fact compact label="Guests">
            {guestsText(reservation.adultsCount, reservation.childrenAges.length, reservation.roomsCount)}
          </Fact>
          <Fact compact label="Length of stay">{`${nights} ${nights === 1 ? 'night' : 'nights'}`}</Fact>
          {reservation.supplierConfirmationCode ? (
            <Fact compact label="Hotel confirmation number">
              <span className="font-mono">{reservation.supplierConfirmationCode}</span>
            </Fact>
          ) : null}
        </dl>
        {dueAtHotel ? (
          <div className="mt-4 flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3">
            <span className="font-semibold text-slate-900">Due at the hotel</span>
            <span className="text-lg font-bold text-slate-900 tabular-nums">
              {formatMoney(reservation.dueAtHotel, { cents: true })}
            </span>
          </div>
        ) : null}
        {reservation.confirmationState === 'Pending' || reservation.status === 'PendingConfirm' ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            The hotel has not confirmed your reservation yet. We will email you as soon as it does; My trips
            shows its status.
          </p>
        ) : null}
        {rate.paymentTiming === 'PayLater' ? (
          <p className="mt-2 text-sm text-slate-600">
            Nothing was charged now. Your card guarantees the reservation; the hotel charges the stay.
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `confirm-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-6">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

/** The rate's cancellation policy and payment schedule, then the loyalty number and requests passed to the hotel. */
export function HotelBookingDetails({ reservation }: { reservation: HotelReservation }) {
  const requests = sanitizeText(reservation.specialRequests);
  return (
    <>
      <Section title="Cancellation policy">
        <p className="whitespace-pre-line">{sanitizeText(reservation.cancellationPolicy.description)}</p>
        <p className="mt-2">{paymentPolicyText(reservation.rate.paymentTiming)}</p>
      </Section>
      {reservation.loyaltyNumber || requests ? (
        <Section title="Passed to the hotel">
          <dl className="space-y-4">
            {reservation.loyaltyNumber ? (
              <div>
                <dt className="font-semibold text-slate-900">Loyalty number</dt>
                <dd>{reservation.loyaltyNumber}</dd>
              </div>
            ) : null}
            {requests ? (
              <div>
                <dt className="font-semibold text-slate-900">Special requests</dt>
                <dd className="whitespace-pre-line">{requests}</dd>
                <dd className="mt-1 text-sm text-slate-600">The hotel meets special requests when it can.</dd>
              </div>
            ) : null}
          </dl>
        </Section>
      ) : null}
    </>
  );
}
