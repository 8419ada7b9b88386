// The simulated airline's schedule changes (issue 14 "Schedule changes"): the documented surname retimes the first
// slice by 45 minutes at once; other bookings change by a hash of their record locator, hours after booking, the
// same in every process; local times follow the airports' zones.
import { describe, expect, it } from 'vitest';
import type { FlightSegment } from '@portal/contracts/flights';
import type { ScheduleCheckRequest } from '../src/providers/flight-supply/flight-supply.ts';
import {
  scheduleShiftMinutes,
  simulateScheduleChange,
} from '../src/providers/flight-supply/simulator/schedule-changes.ts';

const segment = (from: string, to: string, dep: string, arr: string): FlightSegment => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  cabinClassName: 'Economy',
  marketingAirline: { code: 'UA', flightNumber: '855' },
  operatingAirline: { code: 'UA', flightNumber: '855' },
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

const BOOKED_AT = new Date('2025-06-01T12:00:00Z');
const request = (over: Partial<ScheduleCheckRequest> = {}): ScheduleCheckRequest => ({
  recordLocator: 'ABCDEF',
  surnames: ['Lopez'],
  slices: [
    [segment('ORD', 'LGA', '2025-07-10T22:30-05:00', '2025-07-11T01:45-04:00')],
    [segment('LGA', 'ORD', '2025-07-15T08:00-04:00', '2025-07-15T09:40-05:00')],
  ],
  bookedAt: BOOKED_AT,
  now: BOOKED_AT,
  ...over,
});

describe('simulated schedule changes', () => {
  it('retimes the first slice 45 minutes later for the ScheduleChange surname, in local times', () => {
    const answer = simulateScheduleChange(request({ surnames: ['Lopez', 'SCHEDULECHANGE'] }));
    if (answer.kind !== 'Changed') throw new Error('expected a change');
    const [moved] = answer.slices[0]!;
    expect(moved).toMatchObject({
      scheduledDeparture: '2025-07-10T23:15',
      zonedScheduledDeparture: '2025-07-10T23:15-05:00',
      scheduledArrival: '2025-07-11T02:30',
      zonedScheduledArrival: '2025-07-11T02:30-04:00',
      plusDays: 1,
    });
    // The other slice keeps its flights.
    expect(answer.slices[1]).toEqual(request().slices[1]);
  });

  it('changes about one booking in sixteen by its record locator, only hours after booking, stably', () => {
    const locators = Array.from({ length: 400 }, (_, i) => `PNR${String(i).padStart(3, '0')}`);
    const later = new Date(BOOKED_AT.getTime() + 3 * 86_400_000);
    const changed = locators.filter((recordLocator) =>
      scheduleShiftMinutes(request({ recordLocator, now: later })),
    );
    expect(changed.length).toBeGreaterThan(5);
    expect(changed.length).toBeLessThan(60);
    for (const recordLocator of changed) {
      // At the booking itself nothing has moved yet; asked again, the same answer.
      expect(scheduleShiftMinutes(request({ recordLocator }))).toBe(0);
      const shift = scheduleShiftMinutes(request({ recordLocator, now: later }));
      expect(Math.abs(shift) % 30).toBe(0);
      expect(scheduleShiftMinutes(request({ recordLocator, now: later }))).toBe(shift);
    }
    expect(simulateScheduleChange(request({ recordLocator: 'NOPE00' })).kind).toBe(
      scheduleShiftMinutes(request({ recordLocator: 'NOPE00' })) === 0 ? 'NoChange' : 'Changed',
    );
  });
});
