import type { FlightReservation } from '@portal/contracts/flight-booking';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Whether the booking page's hand-over holds a flight reservation: the fields the confirmation page reads are
 * checked by hand rather than parsed with the zod contract, which the app keeps out of production bundles.
 */
export function isFlightReservation(v: unknown): v is FlightReservation {
  if (!isObject(v) || !isObject(v.id) || !isString(v.id.value)) return false;
  const { itinerary, passengers, paidWith } = v;
  return (
    'recordLocator' in v &&
    (v.recordLocator === null || isString(v.recordLocator)) &&
    'ticketState' in v &&
    isString(v.status) &&
    isString(v.email) &&
    isObject(itinerary) &&
    Array.isArray(itinerary.slices) &&
    itinerary.slices.length > 0 &&
    itinerary.slices.every((s) => isObject(s) && Array.isArray(s.segments) && s.segments.length > 0) &&
    isObject(itinerary.airports) &&
    isObject(itinerary.airlines) &&
    Array.isArray(passengers) &&
    passengers.every(
      (p) => isObject(p) && isString(p.givenName) && isString(p.surname) && isString(p.type),
    ) &&
    isObject(paidWith) &&
    Array.isArray(paidWith.lines)
  );
}
