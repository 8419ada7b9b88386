// The hotel line's confirmation and cancellation emails (plain text). Subjects carry the confirmation code, as
// the homes line's do, so GET /outbox finds them.
import type { HotelReservation } from '@portal/contracts/purchase';
import type { HotelTrip } from '@portal/contracts/trips';
import { formatUsd, majorToMinor } from '@portal/domain/money';
import { formatTime12h, spellDate } from '@portal/domain/text';
import type { Email } from '../../checkout/product-line.ts';

const money = (value: number) => formatUsd(majorToMinor(value));

function stayLines(r: HotelReservation): string[] {
  const rooms = r.roomsCount === 1 ? '1 room' : `${r.roomsCount} rooms`;
  const children = r.childrenAges.length;
  const guests = `${r.adultsCount} ${r.adultsCount === 1 ? 'adult' : 'adults'}${
    children > 0 ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''
  }`;
  return [
    r.lodging.name,
    r.lodging.address,
    `Check-in: ${spellDate(r.stayDates.from)} from ${formatTime12h(r.lodging.checkInTime)}`,
    `Checkout: ${spellDate(r.stayDates.until)} by ${formatTime12h(r.lodging.checkOutTime)}`,
    `${r.room.name}, ${rooms}, ${guests}`,
  ];
}

export function hotelConfirmationEmail(r: HotelReservation): Email {
  const code = r.id.value;
  const lines = [
    'Your hotel is booked.',
    '',
    `Your booking confirmation is #${code}`,
    ...(r.supplierConfirmationCode ? [`Hotel confirmation number: ${r.supplierConfirmationCode}`] : []),
    ...stayLines(r),
    '',
    r.rate.paymentTiming === 'PayLater'
      ? `Paid now: ${money(r.total.value)}. Due at the hotel: ${money(r.dueAtHotel.value)}.`
      : `Total paid: ${money(r.total.value)}`,
    ...(r.rate.paymentTiming === 'PayLater' ? [`Your ${guaranteeCard(r)} guarantees the reservation.`] : []),
    ...(r.rate.paymentTiming === 'PayNow' && r.dueAtHotel.value > 0
      ? [`Due at the hotel: ${money(r.dueAtHotel.value)}`]
      : []),
    '',
    `Cancellation policy: ${r.cancellationPolicy.description}`,
    ...(r.loyaltyNumber ? [`Loyalty number: ${r.loyaltyNumber}`] : []),
    ...(r.specialRequests ? [`Special requests: ${r.specialRequests} (at the hotel's discretion)`] : []),
  ];
  return { subject: `Confirmed, your hotel is booked. (${code})`, text: lines.join('\n') };
}

/** The card that guarantees a pay-at-hotel room, as the receipt names it. */
function guaranteeCard(r: HotelReservation): string {
  const card = r.paidWith.lines.find((line) => line.kind === 'UserCard');
  return card ? card.description : 'card';
}

/** A booking the hotel's supplier refused or never confirmed after the guest left checkout. */
export function hotelNotBookedEmail(r: HotelReservation, reason: string): Email {
  const code = r.id.value;
  const lines = [
    'We could not book your hotel.',
    '',
    reason,
    '',
    `Booking reference #${code}`,
    ...stayLines(r),
    '',
    'Nothing was charged: any hold on your card, rewards or travel credit has been released.',
  ];
  return { subject: `We could not book your hotel. (${code})`, text: lines.join('\n') };
}

const REFUND_TO: Record<HotelTrip['refunds'][number]['kind'], string> = {
  UserCard: 'to your card',
  Rewards: 'to your rewards account',
  TravelWalletCredit: 'as travel credit',
  TravelWalletOffer: 'to your travel wallet',
  AirlineTravelCredit: 'as airline travel credit',
};

export function hotelCancellationEmail(trip: HotelTrip): Email {
  const code = trip.id.value;
  const lines = [
    'Your hotel booking is cancelled.',
    '',
    `Booking confirmation #${code}`,
    ...stayLines(trip),
    '',
    `Total paid: ${money(trip.total.value)}`,
    `Refund: ${money(trip.refundTotal.value)}`,
  ];
  for (const refund of trip.refunds) {
    const rewards = refund.rewards ? ` (${refund.rewards.value} ${refund.rewards.currency})` : '';
    lines.push(`- ${money(refund.amount.value)}${rewards} ${REFUND_TO[refund.kind]}`);
  }
  if (trip.status === 'CancelledWithErrors') {
    lines.push('', 'Part of your refund could not be processed. Our support team will complete it.');
  }
  return { subject: `Your hotel booking is cancelled. (${code})`, text: lines.join('\n') };
}
