import type { Reservation } from '@portal/contracts/purchase';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Whether the booking page's hand-over holds a homes reservation: the fields the confirmation page reads are
 * checked rather than parsed with the zod contract, as the app keeps zod out of production bundles
 * (lib/contract-answers.ts) and the value was written by this app's own booking page.
 */
export function isStayReservation(v: unknown): v is Reservation {
  if (!isObject(v) || !isObject(v.id) || !isString(v.id.value)) return false;
  const {
    stayDates,
    guests,
    listing,
    cancellationPolicy,
    providerAdditionalReservationInfo: info,
    total,
    paidWith,
  } = v;
  return (
    isObject(stayDates) &&
    isString(stayDates.from) &&
    isString(stayDates.until) &&
    isObject(guests) &&
    typeof guests.adults === 'number' &&
    isObject(listing) &&
    isObject(listing.content) &&
    isString(listing.content.name) &&
    Array.isArray(listing.content.media) &&
    isObject(listing.content.location) &&
    isObject(listing.content.location.address) &&
    isObject(cancellationPolicy) &&
    isString(cancellationPolicy.description) &&
    isObject(info) &&
    Array.isArray(info.checkInTimes) &&
    Array.isArray(info.checkOutTimes) &&
    isObject(total) &&
    typeof total.value === 'number' &&
    isObject(paidWith) &&
    Array.isArray(paidWith.lines) &&
    isObject(paidWith.totalPaid)
  );
}
