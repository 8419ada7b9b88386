// The recorded change as the traveler decides on it (flight-schedule-change.ts over the domain's scheduleChange):
// pairing booked and current segments by flight number, connections the traveler booked shorter than the
// default minimum not taken as broken, the next step by ticket, answer and clock.
import { describe, expect, it } from 'vitest';
import type { FlightSegment } from '@portal/contracts/flights';
import { toScheduleChange, type ScheduleFacts } from '../src/products/flights/flight-schedule-change.ts';

const seg = (number: string, from: string, to: string, dep: string, arr: string): FlightSegment => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  cabinClassName: 'Economy',
  marketingAirline: { code: 'UA', flightNumber: number },
  operatingAirline: { code: 'UA', flightNumber: number },
  scheduledDeparture: dep.slice(0, 16),
  zonedScheduledDeparture: dep,
  scheduledArrival: arr.slice(0, 16),
  zonedScheduledArrival: arr,
  durationMinutes: 0,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
  aircraft: '737',
});

// ORD -> DEN -> SFO with a 40-minute connection at DEN (shorter than the 45-minute default).
const FIRST = seg('100', 'ORD', 'DEN', '2025-07-10T08:00-05:00', '2025-07-10T09:30-06:00');
const SECOND = seg('200', 'DEN', 'SFO', '2025-07-10T10:10-06:00', '2025-07-10T11:40-07:00');
const later = (s: FlightSegment, minutes: number): FlightSegment => {
  const move = (zoned: string) => {
    const offset = zoned.slice(16);
    const ms = Date.parse(zoned) + minutes * 60_000 + Number(offset.slice(0, 3)) * 3_600_000;
    return new Date(ms).toISOString().slice(0, 16) + offset;
  };
  const dep = move(s.zonedScheduledDeparture);
  const arr = move(s.zonedScheduledArrival);
  return {
    ...s,
    scheduledDeparture: dep.slice(0, 16),
    zonedScheduledDeparture: dep,
    scheduledArrival: arr.slice(0, 16),
    zonedScheduledArrival: arr,
  };
};

const facts = (patch: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  ticketState: 'Ticketed',
  airlineControl: false,
  multiTicket: false,
  multiProvider: false,
  nowMs: Date.parse('2025-06-02T12:00:00Z'),
  ...patch,
});
const stored = (after: FlightSegment[][], patch: { acceptedAt?: Date; helpRequestedAt?: Date } = {}) => ({
  before: [[FIRST, SECOND]],
  after,
  detectedAt: new Date('2025-06-02T12:00:00Z'),
  acceptedAt: patch.acceptedAt ?? null,
  helpRequestedAt: patch.helpRequestedAt ?? null,
});

describe('toScheduleChange', () => {
  it.each([
    {
      what: 'the whole slice 45 minutes later: minor, the booked short connection holds, acceptable',
      after: [[later(FIRST, 45), later(SECOND, 45)]],
      facts: facts(),
      expected: { severity: 'Minor', nextStep: 'ContactSupport', canAccept: true },
    },
    {
      what: 'only the first flight 30 minutes later: the connection breaks, the airline rebooks',
      after: [[later(FIRST, 30), SECOND]],
      facts: facts(),
      expected: { severity: 'Major', nextStep: 'ContactAirline', canAccept: false },
    },
    {
      what: 'the second flight cancelled: the airline rebooks',
      after: [[FIRST]],
      facts: facts(),
      expected: { severity: 'Major', nextStep: 'ContactAirline', canAccept: false },
    },
    {
      what: 'four hours later on a multi-ticket trip: support coordinates',
      after: [[later(FIRST, 240), later(SECOND, 240)]],
      facts: facts({ multiTicket: true }),
      expected: { severity: 'Major', nextStep: 'ContactSupport', canAccept: false },
    },
    {
      what: 'four hours later on a trip of several providers: support coordinates',
      after: [[later(FIRST, 240), later(SECOND, 240)]],
      facts: facts({ multiProvider: true }),
      expected: { severity: 'Major', nextStep: 'ContactSupport', canAccept: false },
    },
    {
      what: 'the flights have left: nothing to decide',
      after: [[later(FIRST, 45), later(SECOND, 45)]],
      facts: facts({ nowMs: Date.parse('2025-07-11T00:00:00Z') }),
      expected: { nextStep: 'NotAllowed', canAccept: false },
    },
    {
      what: 'a cancelled ticket: nothing to decide',
      after: [[later(FIRST, 45), later(SECOND, 45)]],
      facts: facts({ ticketState: 'Canceled' }),
      expected: { nextStep: 'NotAllowed', canAccept: false },
    },
  ])('$what', ({ after, facts: f, expected }) => {
    expect(toScheduleChange(stored(after), f)).toMatchObject(expected);
  });

  it('pairs segments by flight and reads AlreadyDone once answered, unless asked to ignore the answer', () => {
    const after = [[later(FIRST, 45), later(SECOND, 45)]];
    const accepted = stored(after, { acceptedAt: new Date('2025-06-03T00:00:00Z') });
    const change = toScheduleChange(accepted, facts());
    expect(change).toMatchObject({ nextStep: 'AlreadyDone', canAccept: false });
    expect(change.acceptedAt).toBe('2025-06-03T00:00:00.000Z');
    expect(
      change.segments.map((s) => [s.kind, s.departureShiftMinutes, s.after?.scheduledDeparture]),
    ).toEqual([
      ['Changed', 45, '2025-07-10T08:45'],
      ['Changed', 45, '2025-07-10T10:55'],
    ]);
    expect(toScheduleChange(accepted, facts(), true).nextStep).toBe('ContactSupport');
  });
});
