import { describe, expect, it } from 'vitest';
import { FlightTrip } from '@portal/contracts/flight-trips';
import { makeFlightTrip } from './flight-trip-fixtures.ts';
import {
  durationText,
  flightDatesText,
  flightNumberText,
  layoverText,
  localClock,
  passengersText,
  tagLabels,
  zoneLabel,
} from './flight-trip-text.ts';

const trip = makeFlightTrip();

describe('flight trip words', () => {
  it('the fixture is a valid FlightTrip', () => {
    expect(() => FlightTrip.parse(trip)).not.toThrow();
  });

  it.each([
    ['2026-12-01T00:05', '12:05 AM'],
    ['2026-12-01T07:05', '7:05 AM'],
    ['2026-12-01T12:00', '12:00 PM'],
    ['2026-12-01T19:05', '7:05 PM'],
  ])('reads %s on the airport clock as %s', (local, text) => {
    expect(localClock(local)).toBe(text);
  });

  it.each([
    ['2026-12-01T19:05-05:00', 'America/New_York', 'EST'],
    ['2026-07-01T19:05-04:00', 'America/New_York', 'EDT'],
    ['2026-12-02T07:10+00:00', 'Europe/London', 'GMT'],
    ['2026-12-02T07:10+01:00', undefined, 'UTC+01:00'],
  ])('names the zone of %s in %s', (zoned, zone, label) => {
    expect(zoneLabel(zoned, zone)).toBe(label);
  });

  it.each([
    [45, '45m'],
    [60, '1h'],
    [425, '7h 5m'],
  ])('spells %i minutes as %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('counts passengers by type', () => {
    expect(passengersText(trip.passengers)).toBe('2 Adults, 1 Child, 1 Lap infant');
  });

  it('names the layover after a segment and the operating carrier', () => {
    const [first, second] = trip.itinerary.slices[1]!.segments;
    expect(layoverText(trip, first!)).toBe('1h 40m layover in Paris');
    expect(layoverText(trip, second!)).toBeNull();
    expect(flightNumberText(trip, second!)).toEqual({
      number: 'AF 1404',
      operator: 'Operated by ITA Airways',
    });
  });

  it('spans the local dates of the trip and labels its tags', () => {
    expect(flightDatesText(trip)).toBe('Dec 1 – Dec 5, 2026');
    expect(tagLabels(['Canceled', 'Ftc', 'NonChfar'])).toEqual(['Cancelled', 'Travel credit available']);
  });
});
