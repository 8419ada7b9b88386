import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  checkStay,
  DEFAULT_UNAVAILABILITY_MESSAGE,
  unavailabilityMessage,
  unavailabilityPrompt,
  UNAVAILABILITY_REASONS,
} from './availability.ts';
import type { StayRules } from './availability.ts';

const rules: StayRules = {
  maxOccupancy: 6,
  petFriendly: true,
  maxPets: 2,
  minStayNights: 2,
  maxStayNights: 14,
  checkInWeekdays: null,
  checkOutWeekdays: null,
  minBookingWindowDays: 0,
};
const today = '2025-03-10'; // a Monday
const guests = { adults: 2, children: 0, pets: 0 };
const check = (over: Partial<Parameters<typeof checkStay>[0]>) =>
  checkStay({ rules, holds: [], stay: { from: '2025-04-01', until: '2025-04-04' }, guests, today, ...over });

describe('checkStay', () => {
  it('is empty for a bookable stay', () => {
    expect(check({})).toEqual([]);
  });

  it.each([
    [{ stay: { from: '2025-03-10', until: '2025-03-12' } }, []], // today with window 0
    [{ stay: { from: '2025-03-09', until: '2025-03-12' } }, ['MinBookingWindowViolation']],
    [
      { rules: { ...rules, minBookingWindowDays: 3 }, stay: { from: '2025-03-12', until: '2025-03-14' } },
      ['MinBookingWindowViolation'],
    ],
    [{ rules: { ...rules, minBookingWindowDays: 3 }, stay: { from: '2025-03-13', until: '2025-03-15' } }, []],
    [{ holds: [{ from: '2025-04-03', until: '2025-04-05' }] }, ['BlockedDates']], // last night held
    [{ holds: [{ from: '2025-04-04', until: '2025-04-06' }] }, []], // hold starts on checkout day
    [{ holds: [{ from: '2025-03-30', until: '2025-04-01' }] }, []], // hold ends on check-in day
    [{ holds: [{ from: '2025-03-30', until: '2025-04-10' }] }, ['BlockedDates']], // covers the stay
    [{ rules: { ...rules, checkInWeekdays: [6] } }, ['CheckInNotAllowed']], // 2025-04-01 is a Tuesday
    [{ rules: { ...rules, checkInWeekdays: [2] } }, []],
    [{ rules: { ...rules, checkOutWeekdays: [6] } }, ['CheckOutNotAllowed']], // 2025-04-04 is a Friday
    [{ rules: { ...rules, checkOutWeekdays: [5] } }, []],
    [{ stay: { from: '2025-04-01', until: '2025-04-02' } }, ['MinStayViolation']],
    [{ stay: { from: '2025-04-01', until: '2025-04-03' } }, []], // exactly the minimum
    [{ stay: { from: '2025-04-01', until: '2025-04-15' } }, []], // exactly the maximum
    [{ stay: { from: '2025-04-01', until: '2025-04-16' } }, ['MaxStayViolation']],
    [{ rules: { ...rules, maxStayNights: null }, stay: { from: '2025-04-01', until: '2025-06-01' } }, []],
    [{ guests: { adults: 4, children: 2, pets: 0 } }, []], // at the maximum
    [{ guests: { adults: 4, children: 3, pets: 0 } }, ['OccupancyViolation']],
    [{ guests: { adults: 2, children: 0, pets: 2 } }, []],
    [{ guests: { adults: 2, children: 0, pets: 3 } }, ['PetPolicyViolation']],
    [
      { rules: { ...rules, petFriendly: false, maxPets: 0 }, guests: { adults: 2, children: 0, pets: 1 } },
      ['PetPolicyViolation'],
    ],
    [{ stay: { from: '2025-04-01', until: '2025-04-01' } }, ['MinStayViolation']],
  ])('%o -> %o', (over, reasons) => {
    expect(check(over)).toEqual(reasons);
  });

  it('reports every reason in precedence order', () => {
    const all = checkStay({
      rules: {
        ...rules,
        checkInWeekdays: [0],
        checkOutWeekdays: [0],
        minBookingWindowDays: 5,
        petFriendly: false,
      },
      holds: [{ from: '2025-03-11', until: '2025-03-12' }],
      stay: { from: '2025-03-11', until: '2025-03-12' }, // Tuesday..Wednesday, one night
      guests: { adults: 7, children: 0, pets: 1 },
      today,
    });
    expect(all).toEqual([
      'MinBookingWindowViolation',
      'BlockedDates',
      'CheckInNotAllowed',
      'CheckOutNotAllowed',
      'MinStayViolation',
      'OccupancyViolation',
      'PetPolicyViolation',
    ]);
    const tooLong = check({
      rules: { ...rules, maxStayNights: 1 },
      guests: { adults: 9, children: 0, pets: 0 },
    });
    expect(tooLong).toEqual(['MaxStayViolation', 'OccupancyViolation']);
  });
});

describe('calendarDays', () => {
  it('flags check-in and checkout days around holds and the booking window', () => {
    const days = calendarDays({
      rules: { checkInWeekdays: null, checkOutWeekdays: null, minBookingWindowDays: 1 },
      holds: [{ from: '2025-03-13', until: '2025-03-15' }],
      from: '2025-03-10',
      until: '2025-03-17',
      today,
    });
    expect(days).toEqual([
      { date: '2025-03-10', isAvailable: false, isAvailableForCheckout: false }, // inside the window of 1 day
      { date: '2025-03-11', isAvailable: true, isAvailableForCheckout: false }, // previous night is today
      { date: '2025-03-12', isAvailable: true, isAvailableForCheckout: true },
      { date: '2025-03-13', isAvailable: false, isAvailableForCheckout: true }, // held, but a stay may end here
      { date: '2025-03-14', isAvailable: false, isAvailableForCheckout: false },
      { date: '2025-03-15', isAvailable: true, isAvailableForCheckout: false }, // hold ends: free to start
      { date: '2025-03-16', isAvailable: true, isAvailableForCheckout: true },
    ]);
  });

  it('applies check-in and checkout weekdays', () => {
    const days = calendarDays({
      rules: { checkInWeekdays: [6], checkOutWeekdays: [6], minBookingWindowDays: 0 },
      holds: [],
      from: '2025-03-14', // Friday
      until: '2025-03-17',
      today,
    });
    expect(days.map((d) => [d.date, d.isAvailable, d.isAvailableForCheckout])).toEqual([
      ['2025-03-14', false, false],
      ['2025-03-15', true, true],
      ['2025-03-16', false, false],
    ]);
  });

  it('covers a whole year quickly', () => {
    const days = calendarDays({
      rules: { checkInWeekdays: null, checkOutWeekdays: null, minBookingWindowDays: 0 },
      holds: [{ from: '2020-01-01', until: '2030-01-01' }],
      from: today,
      until: '2026-03-10',
      today,
    });
    expect(days).toHaveLength(365);
    expect(days.every((d) => !d.isAvailable && !d.isAvailableForCheckout)).toBe(true);
  });
});

describe('unavailability messages', () => {
  it.each([
    [['MinStayViolation'], 'Minimum nights stay not met.', 'Try a longer stay to continue.'],
    [['MaxStayViolation'], 'Max nights stay exceeded.', 'Try a shorter stay.'],
    [['OccupancyViolation'], 'Guest limit exceeded.', 'Reduce the number of guests.'],
    [['PetPolicyViolation'], 'Pets not allowed.', 'Please remove pets.'],
    [['CheckInNotAllowed'], 'Check-in date is not allowed.', null],
    [['CheckOutNotAllowed'], 'Check-out date is not allowed.', null],
    [['BlockedDates'], 'The dates you have selected are not available.', null],
    [['MinBookingWindowViolation'], 'Listing not available on short notice.', null],
    [['PetPolicyViolation', 'BlockedDates'], 'The dates you have selected are not available.', null],
    [[], 'Listing is not available.', 'Please select a different set of dates.'],
    [['SomethingNew'], 'Listing is not available.', 'Please select a different set of dates.'],
  ])('%o -> %s / %s', (reasons, title, subtitle) => {
    expect(unavailabilityMessage(reasons)).toEqual({ title, subtitle });
  });

  it('prompts guests for occupancy and pets, dates otherwise', () => {
    const prompts = Object.fromEntries(UNAVAILABILITY_REASONS.map((r) => [r, unavailabilityPrompt(r)]));
    expect(prompts).toEqual({
      MinBookingWindowViolation: 'dates',
      BlockedDates: 'dates',
      CheckInNotAllowed: 'dates',
      CheckOutNotAllowed: 'dates',
      MinStayViolation: 'dates',
      MaxStayViolation: 'dates',
      OccupancyViolation: 'guests',
      PetPolicyViolation: 'guests',
    });
    expect(DEFAULT_UNAVAILABILITY_MESSAGE.title).toBe('Listing is not available.');
  });
});
