import { describe, expect, it } from 'vitest';
import {
  brokenConnections,
  scheduleChange,
  segmentChanges,
  type ScheduleChangeDecision,
  type ScheduleChangeInput,
  type ScheduledSegment,
  type SegmentChange,
} from './schedule-change.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// JFK -> ORD -> SFO on day 5, SFO -> JFK on day 9.
const booked: ScheduledSegment[] = [
  {
    key: 'UA100',
    sliceIndex: 0,
    marketingAirline: 'UA',
    flightNumber: 100,
    origin: 'JFK',
    destination: 'ORD',
    departureMs: NOW + 5 * DAY,
    arrivalMs: NOW + 5 * DAY + 3 * HOUR,
  },
  {
    key: 'UA200',
    sliceIndex: 0,
    marketingAirline: 'UA',
    flightNumber: 200,
    origin: 'ORD',
    destination: 'SFO',
    departureMs: NOW + 5 * DAY + 4 * HOUR,
    arrivalMs: NOW + 5 * DAY + 8 * HOUR,
  },
  {
    key: 'UA300',
    sliceIndex: 1,
    marketingAirline: 'UA',
    flightNumber: 300,
    origin: 'SFO',
    destination: 'JFK',
    departureMs: NOW + 9 * DAY,
    arrivalMs: NOW + 9 * DAY + 6 * HOUR,
  },
];
const [ua100, ua200, ua300] = booked as [ScheduledSegment, ScheduledSegment, ScheduledSegment];
const shift = (segment: ScheduledSegment, minutes: number): ScheduledSegment => ({
  ...segment,
  departureMs: segment.departureMs + minutes * MIN,
  arrivalMs: segment.arrivalMs + minutes * MIN,
});
const mct = () => 45;
const unchanged = (key: string): SegmentChange => ({
  key,
  kind: 'Unchanged',
  departureShiftMinutes: 0,
  arrivalShiftMinutes: 0,
  flightNumberChanged: false,
  airportChanged: false,
});

describe('segmentChanges', () => {
  it.each<[string, ScheduledSegment[], SegmentChange[]]>([
    ['nothing changed', booked, [unchanged('UA100'), unchanged('UA200'), unchanged('UA300')]],
    [
      'return 30 min later',
      [ua100, ua200, shift(ua300, 30)],
      [
        unchanged('UA100'),
        unchanged('UA200'),
        {
          key: 'UA300',
          kind: 'Changed',
          departureShiftMinutes: 30,
          arrivalShiftMinutes: 30,
          flightNumberChanged: false,
          airportChanged: false,
        },
      ],
    ],
    [
      'renumbered',
      [ua100, ua200, { ...ua300, flightNumber: 301 }],
      [
        unchanged('UA100'),
        unchanged('UA200'),
        {
          key: 'UA300',
          kind: 'Changed',
          departureShiftMinutes: 0,
          arrivalShiftMinutes: 0,
          flightNumberChanged: true,
          airportChanged: false,
        },
      ],
    ],
    [
      'lands at another airport',
      [ua100, ua200, { ...ua300, destination: 'EWR' }],
      [
        unchanged('UA100'),
        unchanged('UA200'),
        {
          key: 'UA300',
          kind: 'Changed',
          departureShiftMinutes: 0,
          arrivalShiftMinutes: 0,
          flightNumberChanged: false,
          airportChanged: true,
        },
      ],
    ],
    [
      'connection cancelled',
      [ua100, ua300],
      [
        unchanged('UA100'),
        {
          key: 'UA200',
          kind: 'Cancelled',
          departureShiftMinutes: 0,
          arrivalShiftMinutes: 0,
          flightNumberChanged: false,
          airportChanged: false,
        },
        unchanged('UA300'),
      ],
    ],
  ])('%s', (_why, current, changes) => {
    expect(segmentChanges(booked, current)).toEqual(changes);
  });
});

describe('brokenConnections', () => {
  it.each<[string, ScheduledSegment[], string[]]>([
    ['60 min layover holds', booked, []],
    ['first leg 20 min late: 40 min < 45 min MCT', [shift(ua100, 20), ua200, ua300], ['UA200']],
    ['first leg 15 min late: exactly the MCT', [shift(ua100, 15), ua200, ua300], []],
    ['next leg now leaves another airport', [ua100, { ...ua200, origin: 'MDW' }, ua300], ['UA200']],
    ['slices are not connections', [ua100, ua200, { ...ua300, departureMs: ua200.arrivalMs }], []],
  ])('%s', (_why, current, keys) => {
    expect(brokenConnections(current, mct)).toEqual(keys);
  });
});

describe('scheduleChange', () => {
  const base: ScheduleChangeInput = {
    booked,
    current: [ua100, ua200, shift(ua300, 30)],
    minConnectionMinutes: mct,
    ticketState: 'Ticketed',
    resolved: false,
    airlineControl: false,
    multiTicket: false,
    multiProvider: false,
    nowMs: NOW,
  };
  type Row = [
    string,
    Partial<ScheduleChangeInput>,
    Pick<ScheduleChangeDecision, 'severity' | 'canAccept' | 'nextStep'>,
  ];
  it.each<Row>([
    [
      '30 min later: accept, or support',
      {},
      { severity: 'Minor', canAccept: true, nextStep: 'ContactSupport' },
    ],
    [
      '3 h later: major',
      { current: [ua100, ua200, shift(ua300, 180)] },
      { severity: 'Major', canAccept: true, nextStep: 'ContactSupport' },
    ],
    [
      '2 h 59 min earlier: minor',
      { current: [ua100, ua200, shift(ua300, -179)] },
      { severity: 'Minor', canAccept: true, nextStep: 'ContactSupport' },
    ],
    [
      'already answered',
      { resolved: true },
      { severity: 'Minor', canAccept: false, nextStep: 'AlreadyDone' },
    ],
    ['nothing changed', { current: booked }, { severity: 'Minor', canAccept: false, nextStep: 'NotAllowed' }],
    [
      'ticket cancelled',
      { ticketState: 'Canceled' },
      { severity: 'Minor', canAccept: false, nextStep: 'NotAllowed' },
    ],
    [
      'changed flight already left',
      { nowMs: NOW + 10 * DAY },
      { severity: 'Minor', canAccept: false, nextStep: 'NotAllowed' },
    ],
    [
      'separate tickets',
      { multiTicket: true },
      { severity: 'Minor', canAccept: false, nextStep: 'ContactSupport' },
    ],
    [
      'several suppliers',
      { multiProvider: true },
      { severity: 'Minor', canAccept: false, nextStep: 'ContactSupport' },
    ],
    [
      'airline controls the booking',
      { airlineControl: true },
      { severity: 'Minor', canAccept: false, nextStep: 'ContactAirline' },
    ],
    [
      'a flight cancelled',
      { current: [ua100, ua300] },
      { severity: 'Major', canAccept: false, nextStep: 'ContactAirline' },
    ],
    [
      'a connection broken',
      { current: [shift(ua100, 30), ua200, ua300] },
      { severity: 'Major', canAccept: false, nextStep: 'ContactAirline' },
    ],
    [
      'another airport',
      { current: [ua100, ua200, { ...ua300, destination: 'EWR' }] },
      { severity: 'Major', canAccept: true, nextStep: 'ContactSupport' },
    ],
  ])('%s', (_why, change, expected) => {
    const { severity, canAccept, nextStep } = scheduleChange({ ...base, ...change });
    expect({ severity, canAccept, nextStep }).toEqual(expected);
  });
});
