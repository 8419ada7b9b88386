import { describe, expect, it } from 'vitest';
import {
  BOOKING_FOR_MODE_LABELS,
  BOOKING_FOR_MODES,
  bookingForScope,
  fintechEligibility,
  isBookingForMode,
  isModalEligible,
} from './corporate.ts';

describe('isModalEligible', () => {
  it.each([
    ['a consumer (no membership)', null, false],
    ['a business traveler who has not seen it', { hasSeenModalMap: {} }, true],
    ['one who saw another modal', { hasSeenModalMap: { bookForOthers: true } }, true],
    ['one who has seen it', { hasSeenModalMap: { corporateWelcome: true } }, false],
    ['a map that says false', { hasSeenModalMap: { corporateWelcome: false } }, true],
  ] as const)('%s: %s', (_what, membership, eligible) => {
    expect(isModalEligible(membership, 'corporateWelcome')).toBe(eligible);
  });
});

describe('fintechEligibility', () => {
  const admin = { canViewAdmin: true, businessIsLive: true, optedInAt: null };
  it.each([
    ['a consumer', null, 'NotCorporate'],
    ['a traveler', { ...admin, canViewAdmin: false }, 'NotAdmin'],
    ['an admin of a business not live', { ...admin, businessIsLive: false }, 'BusinessNotLive'],
    [
      'an admin of a subscribed business',
      { ...admin, optedInAt: new Date('2026-01-02') },
      'AlreadySubscribed',
    ],
    [
      'a traveler of a business not live (first reason wins)',
      { ...admin, canViewAdmin: false, businessIsLive: false },
      'NotAdmin',
    ],
    ['an admin of a live business not subscribed', admin, 'Eligible'],
  ] as const)('%s: %s', (_what, input, reason) => {
    const answer = fintechEligibility(input);
    expect(answer.reason).toBe(reason);
    expect(answer.isEligible).toBe(reason === 'Eligible');
  });
});

describe('bookingForScope (spec §6 booking-for modes)', () => {
  it.each([
    [true, 'BookForMyselfAndOthers', 'company'],
    [true, 'SomeoneElseBooksForEveryone', 'company'],
    [true, 'EmployeesBookForThemselves', 'self'],
    [true, 'BookForMyself', 'self'],
    [false, 'BookForMyselfAndOthers', 'self'],
    [false, 'SomeoneElseBooksForEveryone', 'self'],
    [false, 'EmployeesBookForThemselves', 'self'],
    [false, 'BookForMyself', 'self'],
  ] as const)('canViewUsers %s, %s: %s', (canViewUsers, mode, scope) => {
    expect(bookingForScope(canViewUsers, mode)).toBe(scope);
  });

  it('knows the four modes and nothing else', () => {
    expect(BOOKING_FOR_MODES.filter(isBookingForMode)).toHaveLength(4);
    expect(isBookingForMode('BookForEveryone')).toBe(false);
    expect(Object.keys(BOOKING_FOR_MODE_LABELS)).toEqual([...BOOKING_FOR_MODES]);
  });
});
