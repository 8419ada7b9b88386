import type { Reservation } from '@portal/contracts/purchase';

/** The booking page's hand-over to the confirmation page (sessionStorage, so it lives as long as the tab). */
export const LAST_RESERVATION_KEY = 'portal.lastReservation';

export type LastReservation = { reservation: Reservation; email: string; query: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Checks the fields this page reads rather than parsing with the zod contract: the app keeps zod out of
 * production bundles (lib/contract-answers.ts), and the value was written by this app's own booking page.
 */
function looksLikeReservation(v: unknown): v is Reservation {
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

/**
 * The stored reservation, or null when there is none or it cannot be read (another version of the app, a
 * hand-edited value): the page then sends the user to the results rather than render half a confirmation.
 */
export function readLastReservation(
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): LastReservation | null {
  try {
    const raw = storage.getItem(LAST_RESERVATION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || !looksLikeReservation(value.reservation)) return null;
    const { reservation } = value;
    return {
      reservation,
      email: isString(value.email) && value.email ? value.email : reservation.email,
      query: isString(value.query) ? value.query : '',
    };
  } catch {
    // Storage blocked by the browser, or not JSON.
    return null;
  }
}
