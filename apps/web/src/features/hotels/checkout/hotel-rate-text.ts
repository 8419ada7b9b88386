import type { HotelRoomProduct } from '@portal/contracts/hotel-details';
import type { HotelDetails } from '@portal/contracts/hotel-details';
import { formatTime12h } from '@portal/domain/text';
import { deadlineText } from '../details/rate-plan-card.tsx';

type Terms = Pick<HotelRoomProduct, 'refundPolicy' | 'cancellationPolicy'> &
  Partial<Pick<HotelRoomProduct, 'isDefault' | 'coveragePercentage'>>;

/** 'Free cancellation until Mar 3, 3:00 PM' (the hotel's time), 'Non-refundable', ... */
export function refundText(rate: Terms, timeZone: string): string {
  const { cancellationPolicy: policy } = rate;
  if (rate.isDefault === false && rate.coveragePercentage)
    return `Cancel for any reason until check-in: ${rate.coveragePercentage}% back`;
  const until = policy.deadline ? ` until ${deadlineText(policy.deadline, timeZone)}` : '';
  if (policy.freeCancellation) return `Free cancellation${until}`;
  if (rate.refundPolicy === 'PartiallyRefundable') return `Partially refundable${until}`;
  if (rate.refundPolicy === 'NonRefundable') return 'Non-refundable';
  return 'Cancellation terms as stated below';
}

/** The terms section's payment schedule for the rate. */
export function paymentPolicyText(paymentTiming: HotelRoomProduct['paymentTiming']): string {
  return paymentTiming === 'PayLater'
    ? 'Pay at the hotel: nothing is charged now, your card guarantees the reservation and the hotel charges the stay.'
    : 'Pay now: the amount due today is charged to your payment method when you book; anything due at the hotel is paid there.';
}

export const GUARANTEE_TEXT = 'Nothing is charged now. Your card guarantees the reservation.';

/** '2 adults, 1 child · 1 room'. */
export function guestsText(adults: number, children: number, rooms: number): string {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return `${parts.join(', ')} · ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
}

/** The hotel's times and pets policy, for the terms' important information. */
export function stayRulesText(policies: HotelDetails['policies']): string {
  const times = `Check-in from ${formatTime12h(policies.checkInTime)}. Checkout by ${formatTime12h(policies.checkOutTime)}.`;
  return policies.petsPolicy ? `${times}\n${policies.petsPolicy}` : times;
}
