import type { HotelReservation } from '@portal/contracts/purchase';
import { formatTime12h } from '@portal/domain/text';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { deadlineText } from '../details/rate-plan-card.tsx';

// The confirmation's "What's next?" for a hotel stay: what the guest needs at the desk, read from the booking
// (a booking's own facts help more than generic advice): when and where to check in, the hotel's own number, what
// is left to pay there, and until when the stay can be cancelled for free.

type Step = { title: string; text: string; detail?: string };

/** The stay's next steps, in the order the guest meets them. Pure, so each rule is tested on its own. */
export function hotelNextSteps(reservation: HotelReservation): Step[] {
  const { lodging, stayDates, rate, cancellationPolicy: policy } = reservation;
  const steps: Step[] = [
    {
      title: 'Check in',
      text: `From ${formatTime12h(lodging.checkInTime)} on ${formatDate(stayDates.from, 'weekday')}`,
      detail: lodging.address,
    },
  ];
  if (reservation.supplierConfirmationCode)
    steps.push({
      title: 'Hotel confirmation number',
      text: reservation.supplierConfirmationCode,
      detail: 'Give it at the front desk if they ask for your reservation.',
    });
  if (rate.paymentTiming === 'PayLater' && reservation.dueAtHotel.value > 0)
    steps.push({
      title: 'Pay at the hotel',
      text: `${formatMoney(reservation.dueAtHotel, { cents: true })} due at the hotel`,
      detail: 'Nothing was charged now; the hotel charges the stay.',
    });
  if (policy.refundPolicy === 'FullyRefundable' && policy.deadline)
    steps.push({
      title: 'Free cancellation',
      text: `Until ${deadlineText(policy.deadline, lodging.timeZone)} (hotel time)`,
      detail: 'Cancel from My trips.',
    });
  return steps;
}

/** The steps as a list, placed by the checkout shell above its "Book a Flight" and "Rent a Car" cards. */
export function HotelWhatsNext({ reservation }: { reservation: HotelReservation }) {
  return (
    <ol
      aria-label="Your stay"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {hotelNextSteps(reservation).map((step) => (
        <li key={step.title} className="p-4">
          <p className="text-sm font-semibold text-slate-600">{step.title}</p>
          <p className="font-semibold text-slate-900">{step.text}</p>
          {step.detail ? <p className="text-sm text-slate-700">{step.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
