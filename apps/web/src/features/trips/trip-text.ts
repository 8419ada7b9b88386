import type { Fiat, Rewards } from '@portal/contracts/common';
import type { HomeTrip, TripPayment, TripPaymentKind } from '@portal/contracts/trips';
import { formatRewards, rewardsValueToMinor } from '@portal/domain/money';
import { formatMoney } from '../../lib/format.ts';

/** Spec §9: money in trips is shown with 2 decimals. */
export function tripMoney(fiat: Fiat): string {
  return formatMoney(fiat, { cents: true });
}

/** Street, city, state and postal code: a booked guest gets the full address. */
export function fullAddress(trip: HomeTrip): string {
  const { line1, city, state, postalCode } = trip.listing.content.location.address;
  const region = [state, postalCode].filter(Boolean).join(' ');
  return [line1, city, region].filter(Boolean).join(', ');
}

export function cityLine(trip: HomeTrip): string {
  const { city, state } = trip.listing.content.location.address;
  return [city, state].filter(Boolean).join(', ');
}

/** '2 Adults, 1 Child, Pets', as the guests editor spells them. */
export function guestsText(guests: HomeTrip['guests']): string {
  const parts = [`${guests.adults} ${guests.adults === 1 ? 'Adult' : 'Adults'}`];
  if (guests.children > 0) parts.push(`${guests.children} ${guests.children === 1 ? 'Child' : 'Children'}`);
  if (guests.petsIncluded) parts.push('Pets');
  return parts.join(', ');
}

export type TripBadge = { label: string; tone: 'good' | 'warn' | 'muted' | 'bad' | 'info' };

/** Issue 15: a booking held for the company's approval shows the request's state until it is approved. */
const APPROVAL_BADGES: Record<string, TripBadge> = {
  Pending: { label: 'Pending approval', tone: 'warn' },
  Denied: { label: 'Denied', tone: 'bad' },
  Expired: { label: 'Expired', tone: 'muted' },
  Withdrawn: { label: 'Withdrawn', tone: 'muted' },
};

/** Spec §4 reservation status and trip time state, as one badge (an approval request's state first). */
export function tripBadge(
  trip: Pick<HomeTrip, 'status' | 'timeState'> & { approval?: { status: string } | undefined },
): TripBadge {
  const approval = trip.approval ? APPROVAL_BADGES[trip.approval.status] : undefined;
  if (approval) return approval;
  switch (trip.status) {
    case 'Cancelled':
    case 'CancelledWithErrors':
      return { label: 'Cancelled', tone: 'bad' };
    case 'Received':
    case 'PendingConfirm':
      return { label: 'Pending', tone: 'warn' };
    case 'Failure':
      return { label: 'Not booked', tone: 'bad' };
    case 'PartiallyPaid':
      return { label: 'Partially paid', tone: 'warn' };
    case 'Confirmed':
      if (trip.timeState === 'Present') return { label: 'In progress', tone: 'info' };
      if (trip.timeState === 'Past') return { label: 'Completed', tone: 'muted' };
      return { label: 'Confirmed', tone: 'good' };
  }
}

export function isCancelled(trip: Pick<HomeTrip, 'status'>): boolean {
  return trip.status === 'Cancelled' || trip.status === 'CancelledWithErrors';
}

/**
 * Whether the trip offers 'Cancel reservation'. A stay that has not ended can be asked for; the server's quote
 * then says whether it can be cancelled here, or needs support (a stay in progress) or waits (pending).
 */
export function canRequestCancellation(trip: Pick<HomeTrip, 'status' | 'timeState'>): boolean {
  if (isCancelled(trip) || trip.status === 'Failure') return false;
  return trip.timeState === 'Future' || trip.timeState === 'Present';
}

export function rewardsText(rewards: Rewards): string {
  return formatRewards(
    rewardsValueToMinor(rewards.value, rewards.currency),
    rewards.currency,
    rewards.currencyDescription,
  );
}

const KIND_NAMES: Record<TripPaymentKind, string> = {
  UserCard: 'Card',
  Rewards: 'Rewards',
  TravelWalletOffer: 'Travel offer',
  TravelWalletCredit: 'Travel credit',
  AirlineTravelCredit: 'Airline travel credit',
};

/** 'Visa ending in 1234', 'Venture X rewards', the offer's title, 'Travel credit'. */
export function paymentSourceName(payment: Pick<TripPayment, 'kind'> & Partial<TripPayment>): string {
  switch (payment.kind) {
    case 'UserCard': {
      const name = payment.accountName ? `${payment.accountName} card` : 'Card';
      return payment.cardLastFour ? `${name} ending in ${payment.cardLastFour}` : name;
    }
    case 'Rewards':
      return payment.accountName ? `${payment.accountName} rewards` : 'Rewards';
    case 'TravelWalletOffer':
      return payment.offerDescription
        ? `Travel offer: ${payment.offerDescription}`
        : KIND_NAMES.TravelWalletOffer;
    case 'TravelWalletCredit':
      return 'Travel wallet credit';
    case 'AirlineTravelCredit':
      return KIND_NAMES.AirlineTravelCredit;
  }
}

/**
 * A refund line names its source by kind only; the booking's payment of the same kind says which card or
 * account it goes back to.
 */
export function refundSourceName(
  refund: { kind: TripPaymentKind },
  payments: readonly TripPayment[],
): string {
  const payment = payments.find((p) => p.kind === refund.kind);
  return paymentSourceName(payment ?? refund);
}

/** Offers and credits come back to the travel wallet (a partly refunded offer returns as travel credit). */
export function refundDestination(kind: TripPaymentKind): string | null {
  if (kind === 'TravelWalletOffer' || kind === 'TravelWalletCredit') return 'Back to your travel wallet';
  return null;
}
