import { describe, expect, it } from 'vitest';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';
import {
  instantOfLocal,
  voidDeadline,
  voidStatus,
  type PointOfSale,
  type VoidStatus,
} from './void-window.ts';

const at = (iso: string) => Date.parse(iso);
const NY = 'America/New_York';

describe('voidDeadline', () => {
  it.each<[string, string, PointOfSale, string, string]>([
    // 2026-11-27 is a Friday.
    ['Friday 6 pm voids until Monday 6 pm', '2026-11-27T23:00:00Z', 'US', NY, '2026-11-30T23:00:00Z'],
    ['Monday morning: the same time Tuesday', '2026-11-30T14:15:30Z', 'US', NY, '2026-12-01T14:15:30Z'],
    ['Thursday: the same time Friday', '2026-11-26T15:00:00Z', 'US', NY, '2026-11-27T15:00:00Z'],
    ['Thursday 11:30 pm local (Friday in UTC)', '2026-11-27T04:30:00Z', 'US', NY, '2026-11-28T04:30:00Z'],
    ['Friday 11:30 pm local (Saturday in UTC)', '2026-11-28T04:30:00Z', 'US', NY, '2026-12-01T04:30:00Z'],
    ['Saturday: the end of Monday', '2026-11-28T15:00:00Z', 'US', NY, '2026-12-01T05:00:00Z'],
    ['Sunday: the end of Monday', '2026-11-29T20:00:00Z', 'US', NY, '2026-12-01T05:00:00Z'],
    [
      'Friday across the fall-back Sunday (still 24 real weekday hours)',
      '2026-10-30T22:00:00Z',
      'US',
      NY,
      '2026-11-02T23:00:00Z',
    ],
    ['Los Angeles Friday 6 pm', '2026-11-28T02:00:00Z', 'US', 'America/Los_Angeles', '2026-12-01T02:00:00Z'],
    [
      'Toronto morning: local midnight after the purchase day',
      '2026-11-27T13:00:00Z',
      'CA',
      'America/Toronto',
      '2026-11-28T05:00:00Z',
    ],
    [
      'Toronto 11:59 pm: still the same day',
      '2026-11-28T04:59:00Z',
      'CA',
      'America/Toronto',
      '2026-11-28T05:00:00Z',
    ],
    [
      'Vancouver 8 pm (next day in UTC)',
      '2026-11-28T04:00:00Z',
      'CA',
      'America/Vancouver',
      '2026-11-28T08:00:00Z',
    ],
    [
      'Canada on a Saturday: weekends count',
      '2026-11-28T15:00:00Z',
      'CA',
      'America/Toronto',
      '2026-11-29T05:00:00Z',
    ],
    [
      'Toronto on the fall-back eve (EDT midnight)',
      '2026-10-31T16:00:00Z',
      'CA',
      'America/Toronto',
      '2026-11-01T04:00:00Z',
    ],
  ])('%s', (_why, purchased, pos, zone, deadline) => {
    expect(new Date(voidDeadline(at(purchased), pos, zone)).toISOString()).toBe(
      new Date(at(deadline)).toISOString(),
    );
  });
});

describe('instantOfLocal', () => {
  it.each<[string, string, number, string, string]>([
    ['winter', '2026-12-01', 9 * 60, NY, '2026-12-01T14:00:00Z'],
    ['summer', '2026-07-01', 9 * 60, NY, '2026-07-01T13:00:00Z'],
    ['spring-forward gap lands after it', '2026-03-08', 2 * 60 + 30, NY, '2026-03-08T07:30:00Z'],
    ['fall-back overlap takes the earlier', '2026-11-01', 60 + 30, NY, '2026-11-01T05:30:00Z'],
    ['east of UTC', '2026-12-01', 0, 'Asia/Tokyo', '2026-11-30T15:00:00Z'],
    ['half-hour zone', '2026-12-01', 12 * 60, 'Asia/Kolkata', '2026-12-01T06:30:00Z'],
  ])('%s', (_why, date, minute, zone, expected) => {
    expect(new Date(instantOfLocal(date, minute, zone)).toISOString()).toBe(
      new Date(at(expected)).toISOString(),
    );
  });
});

describe('voidStatus', () => {
  const purchased = at('2026-11-27T23:00:00Z'); // Friday 6 pm New York
  it.each<[string, TicketLifecycleState, string, PointOfSale, VoidStatus]>([
    [
      'not ticketed yet: always voidable',
      'TicketingPending',
      '2026-12-20T00:00:00Z',
      'US',
      'PreTicketVoidable',
    ],
    ['ticketed, Saturday', 'Ticketed', '2026-11-28T15:00:00Z', 'US', 'TicketedVoid'],
    [
      'ticketed, a minute before the Monday deadline',
      'Ticketed',
      '2026-11-30T22:59:00Z',
      'US',
      'TicketedVoid',
    ],
    ['ticketed, at the deadline', 'Ticketed', '2026-11-30T23:00:00Z', 'US', 'NotVoidable'],
    ['ticketed in Canada, Saturday', 'Ticketed', '2026-11-28T15:00:00Z', 'CA', 'NotVoidable'],
    ['ticketed in Canada, 11:59 pm', 'Ticketed', '2026-11-28T04:59:59Z', 'CA', 'TicketedVoid'],
    ['already cancelled', 'Canceled', '2026-11-28T00:00:00Z', 'US', 'NotVoidable'],
    ['rejected', 'Rejected', '2026-11-28T00:00:00Z', 'US', 'NotVoidable'],
    ['reissued by an exchange', 'Modified', '2026-11-28T00:00:00Z', 'US', 'NotVoidable'],
  ])('%s', (_why, ticketState, now, pointOfSale, status) => {
    const zone = pointOfSale === 'CA' ? 'America/Toronto' : NY;
    expect(voidStatus({ ticketState, purchasedAtMs: purchased, nowMs: at(now), pointOfSale, zone })).toBe(
      status,
    );
  });
});
