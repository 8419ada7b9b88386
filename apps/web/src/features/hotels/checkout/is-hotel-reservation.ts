import type { HotelReservation } from '@portal/contracts/purchase';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

/**
 * Whether the booking page's hand-over holds a hotel reservation: the fields the confirmation page reads are
 * checked rather than parsed with the zod contract, as the app keeps zod out of production bundles
 * (lib/contract-answers.ts) and the value was written by this app's own booking page.
 */
export function isHotelReservation(v: unknown): v is HotelReservation {
  if (!isObject(v) || !isObject(v.id) || !isString(v.id.value)) return false;
  const { stayDates, lodging, room, rate, cancellationPolicy, total, dueAtHotel, paidWith } = v;
  return (
    isObject(stayDates) &&
    isString(stayDates.from) &&
    isString(stayDates.until) &&
    isNumber(v.nights) &&
    isNumber(v.roomsCount) &&
    isNumber(v.adultsCount) &&
    Array.isArray(v.childrenAges) &&
    isString(v.email) &&
    isObject(lodging) &&
    isString(lodging.name) &&
    isString(lodging.address) &&
    isString(lodging.checkInTime) &&
    isString(lodging.checkOutTime) &&
    isString(lodging.timeZone) &&
    isObject(room) &&
    isString(room.name) &&
    isObject(rate) &&
    isString(rate.mealPlan) &&
    isString(rate.paymentTiming) &&
    isObject(cancellationPolicy) &&
    isString(cancellationPolicy.description) &&
    isObject(total) &&
    isNumber(total.value) &&
    isObject(dueAtHotel) &&
    isNumber(dueAtHotel.value) &&
    isObject(paidWith) &&
    Array.isArray(paidWith.lines) &&
    isObject(paidWith.totalPaid)
  );
}
