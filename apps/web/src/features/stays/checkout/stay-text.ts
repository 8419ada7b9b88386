import type { Reservation } from '@portal/contracts/purchase';

/** Street, city, state and postal code: a booked guest gets the full address. */
export function fullAddress(reservation: Reservation): string {
  const { line1, city, state, postalCode } = reservation.listing.content.location.address;
  const region = [state, postalCode].filter(Boolean).join(' ');
  return [line1, city, region].filter(Boolean).join(', ');
}

/** '2 Adults, 1 Child, Pets': what the guests editor spells, on one line. */
export function guestsText(guests: Reservation['guests']): string {
  const parts = [`${guests.adults} ${guests.adults === 1 ? 'Adult' : 'Adults'}`];
  if (guests.children > 0) parts.push(`${guests.children} ${guests.children === 1 ? 'Child' : 'Children'}`);
  if (guests.petsIncluded) parts.push('Pets');
  return parts.join(', ');
}
