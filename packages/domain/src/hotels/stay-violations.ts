/**
 * Spec §8 "Hotel stay violations" of a search or quote against a hotel's stay rules. The rules' bounds are the
 * hotel's data (spec §5: "Bounds: not shown"). `today` is the hotel's local date (local-time.ts instantToLocal),
 * since a short-notice rule counts days where the hotel is.
 */
import { UNAVAILABILITY_MESSAGES, earliestCheckIn } from '../availability.ts';
import type { Hold, UnavailabilityMessage, UnavailabilityReason } from '../availability.ts';
import { eachNight, isIsoDate, weekday } from '../iso-date.ts';
import type { Stay } from '../stay-dates.ts';
import type { HotelStayViolation } from './enums.ts';
import type { RoomOccupancy } from './guests.ts';

export type HotelStayRules = {
  minStayNights: number;
  maxStayNights: number | null;
  /** The most people (adults and children) one room of the hotel sleeps: its largest room type's occupancy. */
  maxOccupancyPerRoom: number;
  petFriendly: boolean;
  maxPets: number;
  /** null = any weekday; else the allowed weekdays (0 = Sunday) of the check-in date. */
  checkInWeekdays: readonly number[] | null;
  /** null = any weekday; else the allowed weekdays of the checkout date. */
  checkOutWeekdays: readonly number[] | null;
  /** Dates no stay may start or end on (closed to arrival, closed to departure). */
  closedToArrival: readonly string[];
  closedToDeparture: readonly string[];
  /** Nights the hotel is closed or sold out, as half-open ranges. */
  blocked: readonly Hold[];
  minBookingWindowDays: number;
};

/** In order of precedence, as the homes line reports its reasons (availability.ts). */
export const HOTEL_VIOLATION_PRECEDENCE: readonly HotelStayViolation[] = [
  'MinBookingWindow',
  'BlockedDates',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'MinStay',
  'MaxStay',
  'Occupancy',
  'PetPolicy',
];

/** Every violation of the request, in precedence order; empty when the hotel takes the stay. */
export function hotelStayViolations(input: {
  rules: HotelStayRules;
  stay: Stay;
  rooms: readonly RoomOccupancy[];
  pets: number;
  today: string;
}): HotelStayViolation[] {
  const { rules, stay, rooms, pets, today } = input;
  if (!isIsoDate(stay.from) || !isIsoDate(stay.until)) throw new RangeError('Stay dates must be ISO dates');
  const nights = eachNight(stay.from, stay.until).length;
  const applies: Record<HotelStayViolation, boolean> = {
    MinBookingWindow: stay.from < earliestCheckIn(rules, today),
    BlockedDates: rules.blocked.some((hold) => hold.from < stay.until && stay.from < hold.until),
    CheckInNotAllowed:
      rules.closedToArrival.includes(stay.from) ||
      (rules.checkInWeekdays !== null && !rules.checkInWeekdays.includes(weekday(stay.from))),
    CheckOutNotAllowed:
      rules.closedToDeparture.includes(stay.until) ||
      (rules.checkOutWeekdays !== null && !rules.checkOutWeekdays.includes(weekday(stay.until))),
    MinStay: nights < Math.max(1, rules.minStayNights),
    MaxStay: rules.maxStayNights !== null && nights > rules.maxStayNights,
    Occupancy: rooms.some((room) => room.adults + room.childrenAges.length > rules.maxOccupancyPerRoom),
    PetPolicy: pets > 0 && (!rules.petFriendly || pets > rules.maxPets),
  };
  return HOTEL_VIOLATION_PRECEDENCE.filter((violation) => applies[violation]);
}

/** The spec §8 reason each hotel violation shares with the homes line. */
export const HOTEL_VIOLATION_REASONS: Readonly<Record<HotelStayViolation, UnavailabilityReason>> = {
  MinStay: 'MinStayViolation',
  MaxStay: 'MaxStayViolation',
  Occupancy: 'OccupancyViolation',
  PetPolicy: 'PetPolicyViolation',
  CheckInNotAllowed: 'CheckInNotAllowed',
  CheckOutNotAllowed: 'CheckOutNotAllowed',
  BlockedDates: 'BlockedDates',
  MinBookingWindow: 'MinBookingWindowViolation',
};

/**
 * The spec §8 message of a violation. The spec words its table for vacation rentals; the one text that names a
 * listing says hotel instead.
 */
export function hotelViolationMessage(violation: HotelStayViolation): UnavailabilityMessage {
  if (violation === 'MinBookingWindow')
    return { title: 'Hotel not available on short notice.', subtitle: null };
  return UNAVAILABILITY_MESSAGES[HOTEL_VIOLATION_REASONS[violation]];
}

/** Spec §8: occupancy and pet violations prompt a guest change; the others a date change. */
export function hotelViolationPrompt(violation: HotelStayViolation): 'guests' | 'dates' {
  return violation === 'Occupancy' || violation === 'PetPolicy' ? 'guests' : 'dates';
}
