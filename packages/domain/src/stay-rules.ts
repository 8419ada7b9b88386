/**
 * A listing's stay rules said in words (the number behind each spec §8 reason) and the checkouts they allow once
 * a check-in is chosen, so the picker refuses what the listing refuses.
 */
import { addDays } from './iso-date.ts';
import type { StayRules, UnavailabilityReason } from './availability.ts';

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** 'Saturdays', 'Fridays and Saturdays', 'Mondays, Fridays and Saturdays' (week order, Sunday first). */
export function weekdaysText(days: readonly number[]): string {
  const names = [...new Set(days)]
    .filter((d) => d >= 0 && d <= 6)
    .sort((a, b) => a - b)
    .map((d) => WEEKDAYS[d] as string);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The rule behind a reason, with its number ('This home needs at least 7 nights'); null when the reason has no
 * rule to state (blocked dates) or the rules do not hold one (no weekday list).
 */
export function stayRuleText(reason: UnavailabilityReason, rules: StayRules): string | null {
  switch (reason) {
    case 'MinStayViolation':
      return `This home needs at least ${count(Math.max(1, rules.minStayNights), 'night', 'nights')}`;
    case 'MaxStayViolation':
      return rules.maxStayNights === null
        ? null
        : `This home allows stays of up to ${count(rules.maxStayNights, 'night', 'nights')}`;
    case 'OccupancyViolation':
      return `Up to ${count(rules.maxOccupancy, 'guest', 'guests')}`;
    case 'PetPolicyViolation':
      return !rules.petFriendly || rules.maxPets <= 0
        ? 'No pets allowed'
        : `Up to ${count(rules.maxPets, 'pet', 'pets')}`;
    case 'CheckInNotAllowed':
      return rules.checkInWeekdays === null
        ? null
        : `Check-in on ${weekdaysText(rules.checkInWeekdays)} only`;
    case 'CheckOutNotAllowed':
      return rules.checkOutWeekdays === null
        ? null
        : `Check-out on ${weekdaysText(rules.checkOutWeekdays)} only`;
    case 'MinBookingWindowViolation':
      return rules.minBookingWindowDays <= 0
        ? null
        : `Book at least ${count(rules.minBookingWindowDays, 'day', 'days')} ahead`;
    case 'BlockedDates':
      return null;
  }
}

/**
 * The checkouts the stay-length rules allow after check-in `from`: [first, last] (last null = no maximum). The
 * weekday and blocked-night rules are per date and come from the calendar.
 */
export function checkoutBounds(
  from: string,
  rules: Pick<StayRules, 'minStayNights' | 'maxStayNights'>,
): { first: string; last: string | null } {
  const min = Math.max(1, rules.minStayNights);
  const last = rules.maxStayNights === null ? null : addDays(from, Math.max(min, rules.maxStayNights));
  return { first: addDays(from, min), last };
}
