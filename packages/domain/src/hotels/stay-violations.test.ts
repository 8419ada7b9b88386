import { describe, expect, it } from 'vitest';
import type { HotelStayViolation } from './enums.ts';
import type { RoomOccupancy } from './guests.ts';
import {
  HOTEL_VIOLATION_PRECEDENCE,
  hotelStayViolations,
  hotelViolationMessage,
  hotelViolationPrompt,
} from './stay-violations.ts';
import type { HotelStayRules } from './stay-violations.ts';
import { HOTEL_STAY_VIOLATIONS } from './enums.ts';

const today = '2026-03-02'; // a Monday
const rules: HotelStayRules = {
  minStayNights: 1,
  maxStayNights: null,
  maxOccupancyPerRoom: 4,
  petFriendly: false,
  maxPets: 0,
  checkInWeekdays: null,
  checkOutWeekdays: null,
  closedToArrival: [],
  closedToDeparture: [],
  blocked: [],
  minBookingWindowDays: 0,
};
const twoAdults: RoomOccupancy[] = [{ adults: 2, childrenAges: [] }];

type Row = [string, Partial<HotelStayRules>, string, string, RoomOccupancy[], number, HotelStayViolation[]];

describe('hotel stay violations (spec §8)', () => {
  it.each<Row>([
    ['a plain stay', {}, '2026-03-06', '2026-03-08', twoAdults, 0, []],
    ['MinStay: 1 night of 2', { minStayNights: 2 }, '2026-03-06', '2026-03-07', twoAdults, 0, ['MinStay']],
    ['MinStay met', { minStayNights: 2 }, '2026-03-06', '2026-03-08', twoAdults, 0, []],
    ['MaxStay: 8 nights of 7', { maxStayNights: 7 }, '2026-03-06', '2026-03-14', twoAdults, 0, ['MaxStay']],
    ['MaxStay met', { maxStayNights: 7 }, '2026-03-06', '2026-03-13', twoAdults, 0, []],
    [
      'Occupancy: one room of five',
      {},
      '2026-03-06',
      '2026-03-08',
      [
        { adults: 2, childrenAges: [] },
        { adults: 2, childrenAges: [3, 5, 9] },
      ],
      0,
      ['Occupancy'],
    ],
    [
      'Occupancy: four in a room is fine',
      {},
      '2026-03-06',
      '2026-03-08',
      [{ adults: 2, childrenAges: [3, 5] }],
      0,
      [],
    ],
    ['PetPolicy: no pets', {}, '2026-03-06', '2026-03-08', twoAdults, 1, ['PetPolicy']],
    [
      'PetPolicy: too many pets',
      { petFriendly: true, maxPets: 1 },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      2,
      ['PetPolicy'],
    ],
    [
      'PetPolicy: pets welcome',
      { petFriendly: true, maxPets: 2 },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      2,
      [],
    ],
    [
      'CheckInNotAllowed: a Friday, Saturdays only',
      { checkInWeekdays: [6] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      ['CheckInNotAllowed'],
    ],
    [
      'CheckInNotAllowed: closed to arrival',
      { closedToArrival: ['2026-03-06'] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      ['CheckInNotAllowed'],
    ],
    [
      'check-in on an allowed weekday',
      { checkInWeekdays: [5] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      [],
    ],
    [
      'CheckOutNotAllowed: a Sunday, Mondays only',
      { checkOutWeekdays: [1] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      ['CheckOutNotAllowed'],
    ],
    [
      'CheckOutNotAllowed: closed to departure',
      { closedToDeparture: ['2026-03-08'] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      ['CheckOutNotAllowed'],
    ],
    [
      'checkout on an allowed weekday',
      { checkOutWeekdays: [0] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      [],
    ],
    [
      'BlockedDates: a closed night inside',
      { blocked: [{ from: '2026-03-07', until: '2026-03-08' }] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      ['BlockedDates'],
    ],
    [
      'blocked from the checkout day on is fine',
      { blocked: [{ from: '2026-03-08', until: '2026-03-10' }] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      [],
    ],
    [
      'blocked until the check-in day is fine',
      { blocked: [{ from: '2026-03-01', until: '2026-03-06' }] },
      '2026-03-06',
      '2026-03-08',
      twoAdults,
      0,
      [],
    ],
    [
      'MinBookingWindow: 3 days ahead, 5 needed',
      { minBookingWindowDays: 5 },
      '2026-03-05',
      '2026-03-08',
      twoAdults,
      0,
      ['MinBookingWindow'],
    ],
    [
      'MinBookingWindow met on the day',
      { minBookingWindowDays: 3 },
      '2026-03-05',
      '2026-03-08',
      twoAdults,
      0,
      [],
    ],
    ['same-day check-in with no window', {}, today, '2026-03-03', twoAdults, 0, []],
    [
      'everything at once, in precedence order',
      {
        minStayNights: 3,
        checkInWeekdays: [6],
        checkOutWeekdays: [6],
        blocked: [{ from: '2026-03-03', until: '2026-03-04' }],
        minBookingWindowDays: 7,
      },
      '2026-03-03',
      '2026-03-04',
      [{ adults: 5, childrenAges: [] }],
      1,
      [
        'MinBookingWindow',
        'BlockedDates',
        'CheckInNotAllowed',
        'CheckOutNotAllowed',
        'MinStay',
        'Occupancy',
        'PetPolicy',
      ],
    ],
  ])('%s', (_name, overrides, from, until, rooms, pets, violations) => {
    expect(
      hotelStayViolations({ rules: { ...rules, ...overrides }, stay: { from, until }, rooms, pets, today }),
    ).toEqual(violations);
  });

  it('refuses dates that are not ISO dates', () => {
    expect(() =>
      hotelStayViolations({
        rules,
        stay: { from: '2026-02-30', until: '2026-03-02' },
        rooms: twoAdults,
        pets: 0,
        today,
      }),
    ).toThrow(RangeError);
    expect(() =>
      hotelStayViolations({
        rules,
        stay: { from: '2026-03-02', until: 'soon' },
        rooms: twoAdults,
        pets: 0,
        today,
      }),
    ).toThrow(RangeError);
  });

  it('ranks every violation of the enumeration', () => {
    expect([...HOTEL_VIOLATION_PRECEDENCE].sort()).toEqual([...HOTEL_STAY_VIOLATIONS].sort());
  });
});

describe('messages and prompts', () => {
  it.each<[HotelStayViolation, string, string | null, 'guests' | 'dates']>([
    ['MinStay', 'Minimum nights stay not met.', 'Try a longer stay to continue.', 'dates'],
    ['MaxStay', 'Max nights stay exceeded.', 'Try a shorter stay.', 'dates'],
    ['Occupancy', 'Guest limit exceeded.', 'Reduce the number of guests.', 'guests'],
    ['PetPolicy', 'Pets not allowed.', 'Please remove pets.', 'guests'],
    ['CheckInNotAllowed', 'Check-in date is not allowed.', null, 'dates'],
    ['CheckOutNotAllowed', 'Check-out date is not allowed.', null, 'dates'],
    ['BlockedDates', 'The dates you have selected are not available.', null, 'dates'],
    ['MinBookingWindow', 'Hotel not available on short notice.', null, 'dates'],
  ])('%s: %s / %s, prompts %s', (violation, title, subtitle, prompt) => {
    expect(hotelViolationMessage(violation)).toEqual({ title, subtitle });
    expect(hotelViolationPrompt(violation)).toBe(prompt);
  });
});
