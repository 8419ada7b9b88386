import type { Rewards } from '@portal/contracts/common';
import type { Reservation } from '@portal/contracts/purchase';
import { majorToMinor, rewardsValueToMinor } from '@portal/domain/money';
import { paymentBreakdownText, type PaymentBreakdown } from '@portal/domain/payment-breakdown';
import { formatTime12h, spellDate } from '@portal/domain/text';

import type { Email } from '../../checkout/product-line.ts';

/**
 * What the email says of a booking: the Reservation's facts without the listing's photos, reviews and market,
 * so the booking transaction that queues it reads no more than it needs.
 */
export type ConfirmationFacts = Pick<
  Reservation,
  'id' | 'stayDates' | 'guests' | 'paidWith' | 'cancellationPolicy' | 'providerAdditionalReservationInfo'
> & {
  listing: {
    content: {
      name: string;
      location: { address: Reservation['listing']['content']['location']['address'] };
    };
  };
};

const PAYMENT_POLICY = 'Full payment is due at the time of booking.';

const times = (list: readonly string[]) => list.map(formatTime12h).join(' or ');

function guestsLine(guests: Reservation['guests']): string {
  const parts = [`${guests.adults} ${guests.adults === 1 ? 'adult' : 'adults'}`];
  if (guests.children > 0) parts.push(`${guests.children} ${guests.children === 1 ? 'child' : 'children'}`);
  if (guests.petsIncluded) parts.push('pets');
  return parts.join(', ');
}

const rewardsOf = (r: Rewards) => ({
  minor: rewardsValueToMinor(r.value, r.currency),
  currency: r.currency,
  ...(r.currencyDescription ? { description: r.currencyDescription } : {}),
});

/** The answer's paidWith back in minor units, for the domain's wording (the page and the mail say the same). */
function breakdownOf(paid: Reservation['paidWith']): PaymentBreakdown {
  return {
    lines: paid.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      amountMinor: majorToMinor(l.amount.value),
      ...(l.rewards ? { rewards: rewardsOf(l.rewards) } : {}),
    })),
    totalPaidMinor: majorToMinor(paid.totalPaid.value),
    earned: paid.earned ? { ...rewardsOf(paid.earned.rewards), accountName: paid.earned.accountName } : null,
  };
}

/**
 * The booking confirmation email (plain text): what the confirmation page shows, for the guest's records. The
 * subject carries the confirmation code, which is how GET /outbox finds a user's emails.
 */
export function confirmationEmail(reservation: ConfirmationFacts): Email {
  const code = reservation.id.value;
  const { listing, stayDates, providerAdditionalReservationInfo: info } = reservation;
  const { line1, city, state, postalCode } = listing.content.location.address;
  const address = [line1, city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const checkIn = times(info.checkInTimes);
  const checkOut = times(info.checkOutTimes);
  const lines = [
    'Confirmed, your stay is booked.',
    '',
    `Your booking confirmation is #${code}`,
    '',
    listing.content.name,
    address,
    '',
    `Check-in: ${spellDate(stayDates.from)}${checkIn ? `, after ${checkIn}` : ''}`,
    `Checkout: ${spellDate(stayDates.until)}${checkOut ? `, before ${checkOut}` : ''}`,
    `Guests: ${guestsLine(reservation.guests)}`,
    '',
    'How you paid',
    ...paymentBreakdownText(breakdownOf(reservation.paidWith)),
    '',
    'Cancellation policy',
    reservation.cancellationPolicy.description,
    PAYMENT_POLICY,
  ];
  if (info.hostName) lines.push('', `Your host: ${info.hostName}`);
  if (info.checkinInformation) lines.push('', 'Check-in information', info.checkinInformation);
  if (info.importantInformation) lines.push('', 'Important information', info.importantInformation);
  lines.push('', 'See your booking any time under My trips.');
  return { subject: `Confirmed, your stay is booked. (${code})`, text: lines.join('\n') };
}
