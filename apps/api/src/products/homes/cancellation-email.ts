import type { HomeTrip } from '@portal/contracts/trips';
import { formatUsd, majorToMinor } from '@portal/domain/money';
import { spellDate } from '@portal/domain/text';
import type { Email } from '../../checkout/product-line.ts';

const money = (value: number) => formatUsd(majorToMinor(value));

const REFUND_TO: Record<HomeTrip['refunds'][number]['kind'], string> = {
  UserCard: 'to your card',
  Rewards: 'to your rewards account',
  TravelWalletCredit: 'as travel credit',
  TravelWalletOffer: 'to your travel wallet',
  AirlineTravelCredit: 'as airline travel credit',
};

/**
 * The cancellation email (plain text), queued in the cancelling transaction. Its subject carries the
 * confirmation code, as the confirmation email's does, so GET /outbox finds it.
 */
export function cancellationEmail(trip: HomeTrip): Email {
  const code = trip.id.value;
  const lines = [
    'Your stay is cancelled.',
    '',
    `Booking confirmation #${code}`,
    trip.listing.content.name,
    `Check-in: ${spellDate(trip.stayDates.from)}`,
    `Checkout: ${spellDate(trip.stayDates.until)}`,
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
  lines.push('', 'Refunds take 1 to 2 billing cycles to appear on your statement.');
  return { subject: `Your stay is cancelled. (${code})`, text: lines.join('\n') };
}
