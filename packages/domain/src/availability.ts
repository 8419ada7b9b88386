/** Whether a listing can be booked for a stay (listing-model.md rules, spec §8 reasons) and the picker calendar. */
import { addDays, eachNight, isIsoDate, weekday } from './iso-date.ts';
import type { Stay } from './stay-dates.ts';

/** In order of precedence: checkStay reports every reason that applies, in this order. */
export const UNAVAILABILITY_REASONS = [
  'MinBookingWindowViolation',
  'BlockedDates',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'MinStayViolation',
  'MaxStayViolation',
  'OccupancyViolation',
  'PetPolicyViolation',
] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

export type StayRules = {
  maxOccupancy: number;
  petFriendly: boolean;
  maxPets: number;
  minStayNights: number;
  maxStayNights: number | null;
  /** null = any weekday; else the allowed weekdays (0 = Sunday) of the FROM date. */
  checkInWeekdays: readonly number[] | null;
  /** null = any weekday; else the allowed weekdays of the UNTIL date. */
  checkOutWeekdays: readonly number[] | null;
  minBookingWindowDays: number;
};

/** A calendar hold (block or reservation) over the half-open nights [from, until). */
export type Hold = { from: string; until: string };
export type StayGuests = { adults: number; children: number; pets: number };

function overlaps(a: Hold, b: Hold): boolean {
  return a.from < b.until && b.from < a.until;
}

/** The first date a stay may start: today plus the minimum booking window. */
export function earliestCheckIn(rules: Pick<StayRules, 'minBookingWindowDays'>, today: string): string {
  return addDays(today, Math.max(0, rules.minBookingWindowDays));
}

/** Every reason the stay cannot be booked, in precedence order; empty when it is available. */
export function checkStay(input: {
  rules: StayRules;
  holds: readonly Hold[];
  stay: Stay;
  guests: StayGuests;
  today: string;
}): UnavailabilityReason[] {
  const { rules, holds, stay, guests, today } = input;
  if (!isIsoDate(stay.from) || !isIsoDate(stay.until)) throw new RangeError('Stay dates must be ISO dates');
  const nights = eachNight(stay.from, stay.until).length;
  const applies: Record<UnavailabilityReason, boolean> = {
    MinBookingWindowViolation: stay.from < earliestCheckIn(rules, today),
    BlockedDates: holds.some((hold) => overlaps(hold, stay)),
    CheckInNotAllowed: rules.checkInWeekdays !== null && !rules.checkInWeekdays.includes(weekday(stay.from)),
    CheckOutNotAllowed:
      rules.checkOutWeekdays !== null && !rules.checkOutWeekdays.includes(weekday(stay.until)),
    MinStayViolation: nights < Math.max(1, rules.minStayNights),
    MaxStayViolation: rules.maxStayNights !== null && nights > rules.maxStayNights,
    // Service animals never count, so only adults and children are compared with the maximum.
    OccupancyViolation: guests.adults + guests.children > rules.maxOccupancy,
    PetPolicyViolation: guests.pets > 0 && (!rules.petFriendly || guests.pets > rules.maxPets),
  };
  return UNAVAILABILITY_REASONS.filter((reason) => applies[reason]);
}

export type CalendarDay = { date: string; isAvailable: boolean; isAvailableForCheckout: boolean };

/**
 * The date-picker flags for every date of [from, until). isAvailable: that night is free, inside the booking
 * window and check-in is allowed that weekday. isAvailableForCheckout: the previous night is free and bookable
 * (inside the booking window, so a stay can end that morning) and checkout is allowed that weekday.
 */
export function calendarDays(input: {
  rules: Pick<StayRules, 'checkInWeekdays' | 'checkOutWeekdays' | 'minBookingWindowDays'>;
  holds: readonly Hold[];
  from: string;
  until: string;
  today: string;
}): CalendarDay[] {
  const { rules, holds, from, until, today } = input;
  const dates = eachNight(from, until);
  const earliest = earliestCheckIn(rules, today);
  const blocked = new Set<string>();
  const windowHold = { from: addDays(from, -1), until };
  for (const hold of holds) {
    if (!overlaps(hold, windowHold)) continue;
    const start = hold.from > windowHold.from ? hold.from : windowHold.from;
    const end = hold.until < windowHold.until ? hold.until : windowHold.until;
    for (const night of eachNight(start, end)) blocked.add(night);
  }
  const nightBookable = (night: string) => night >= earliest && !blocked.has(night);
  return dates.map((date) => {
    const day = weekday(date);
    const checkInDay = rules.checkInWeekdays === null || rules.checkInWeekdays.includes(day);
    const checkOutDay = rules.checkOutWeekdays === null || rules.checkOutWeekdays.includes(day);
    return {
      date,
      isAvailable: nightBookable(date) && checkInDay,
      isAvailableForCheckout: nightBookable(addDays(date, -1)) && checkOutDay,
    };
  });
}

export type UnavailabilityMessage = { title: string; subtitle: string | null };

/** Spec §8 texts; CheckIn/CheckOut/BlockedDates/MinBookingWindow have a title only. */
export const UNAVAILABILITY_MESSAGES: Readonly<Record<UnavailabilityReason, UnavailabilityMessage>> = {
  MinStayViolation: { title: 'Minimum nights stay not met.', subtitle: 'Try a longer stay to continue.' },
  MaxStayViolation: { title: 'Max nights stay exceeded.', subtitle: 'Try a shorter stay.' },
  OccupancyViolation: { title: 'Guest limit exceeded.', subtitle: 'Reduce the number of guests.' },
  PetPolicyViolation: { title: 'Pets not allowed.', subtitle: 'Please remove pets.' },
  CheckInNotAllowed: { title: 'Check-in date is not allowed.', subtitle: null },
  CheckOutNotAllowed: { title: 'Check-out date is not allowed.', subtitle: null },
  BlockedDates: { title: 'The dates you have selected are not available.', subtitle: null },
  MinBookingWindowViolation: { title: 'Listing not available on short notice.', subtitle: null },
};

export const DEFAULT_UNAVAILABILITY_MESSAGE: UnavailabilityMessage = {
  title: 'Listing is not available.',
  subtitle: 'Please select a different set of dates.',
};

/** The message for the first (highest-precedence) reason, or the spec's default when none is known. */
export function unavailabilityMessage(reasons: readonly string[]): UnavailabilityMessage {
  const first = UNAVAILABILITY_REASONS.find((reason) => reasons.includes(reason));
  return first ? UNAVAILABILITY_MESSAGES[first] : DEFAULT_UNAVAILABILITY_MESSAGE;
}

/** Spec §8: occupancy and pet reasons prompt a guest change; every other reason prompts a date change. */
export function unavailabilityPrompt(reason: string): 'guests' | 'dates' {
  return reason === 'OccupancyViolation' || reason === 'PetPolicyViolation' ? 'guests' : 'dates';
}
