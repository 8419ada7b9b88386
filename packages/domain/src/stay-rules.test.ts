import { describe, expect, it } from 'vitest';
import type { StayRules, UnavailabilityReason } from './availability.ts';
import { checkoutBounds, stayRuleText, weekdaysText } from './stay-rules.ts';

const open: StayRules = {
  maxOccupancy: 6,
  petFriendly: true,
  maxPets: 2,
  minStayNights: 1,
  maxStayNights: null,
  checkInWeekdays: null,
  checkOutWeekdays: null,
  minBookingWindowDays: 0,
};

describe('stayRuleText', () => {
  it.each<[UnavailabilityReason, Partial<StayRules>, string | null]>([
    ['MinStayViolation', { minStayNights: 7 }, 'This home needs at least 7 nights'],
    ['MinStayViolation', { minStayNights: 0 }, 'This home needs at least 1 night'],
    ['MaxStayViolation', { maxStayNights: 3 }, 'This home allows stays of up to 3 nights'],
    ['MaxStayViolation', { maxStayNights: 1 }, 'This home allows stays of up to 1 night'],
    ['MaxStayViolation', { maxStayNights: null }, null],
    ['OccupancyViolation', { maxOccupancy: 2 }, 'Up to 2 guests'],
    ['OccupancyViolation', { maxOccupancy: 1 }, 'Up to 1 guest'],
    ['PetPolicyViolation', { petFriendly: false, maxPets: 0 }, 'No pets allowed'],
    ['PetPolicyViolation', { petFriendly: true, maxPets: 2 }, 'Up to 2 pets'],
    ['PetPolicyViolation', { petFriendly: true, maxPets: 0 }, 'No pets allowed'],
    ['CheckInNotAllowed', { checkInWeekdays: [6] }, 'Check-in on Saturdays only'],
    ['CheckInNotAllowed', { checkInWeekdays: [6, 5] }, 'Check-in on Fridays and Saturdays only'],
    ['CheckInNotAllowed', { checkInWeekdays: null }, null],
    ['CheckOutNotAllowed', { checkOutWeekdays: [6] }, 'Check-out on Saturdays only'],
    ['MinBookingWindowViolation', { minBookingWindowDays: 14 }, 'Book at least 14 days ahead'],
    ['MinBookingWindowViolation', { minBookingWindowDays: 1 }, 'Book at least 1 day ahead'],
    ['MinBookingWindowViolation', { minBookingWindowDays: 0 }, null],
    ['BlockedDates', {}, null],
  ])('%s with %o says %s', (reason, rules, text) => {
    expect(stayRuleText(reason, { ...open, ...rules })).toBe(text);
  });
});

describe('weekdaysText', () => {
  it.each<[number[], string]>([
    [[0], 'Sundays'],
    [[6, 1, 5], 'Mondays, Fridays and Saturdays'],
    [[5, 5], 'Fridays'],
    [[], ''],
  ])('%o reads %s', (days, text) => {
    expect(weekdaysText(days)).toBe(text);
  });
});

describe('checkoutBounds', () => {
  it.each<[Partial<StayRules>, { first: string; last: string | null }]>([
    [{}, { first: '2025-04-02', last: null }],
    [{ minStayNights: 7 }, { first: '2025-04-08', last: null }],
    [{ maxStayNights: 3 }, { first: '2025-04-02', last: '2025-04-04' }],
    [
      { minStayNights: 2, maxStayNights: 14 },
      { first: '2025-04-03', last: '2025-04-15' },
    ],
    // A maximum under the minimum cannot shrink the range below the minimum stay.
    [
      { minStayNights: 5, maxStayNights: 3 },
      { first: '2025-04-06', last: '2025-04-06' },
    ],
  ])('%o', (rules, bounds) => {
    expect(checkoutBounds('2025-04-01', { ...open, ...rules })).toEqual(bounds);
  });
});
