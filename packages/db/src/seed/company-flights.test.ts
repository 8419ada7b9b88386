import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { awayAirport, type AwaySlice } from '@portal/domain/flights/away-airport';
import { buildCompanyFlightTrips, mergeSeatBuckets } from './company-flights.ts';
import { ACME_NAME } from './company-trips-data.ts';
import { buildPeople } from './people-builder.ts';

// Acme's flight trips for the admin's Trips and Reports: booked for Acme, past and upcoming, one in progress
// today (Away now shows a flyer) and one out of policy with its reason.

const today = '2026-11-27';
const f = new Faker({ locale: [en] });
f.seed(20240601);
const people = buildPeople(f, 'not-a-real-hash', today);
const rows = buildCompanyFlightTrips({ people, today });
const acme = people.businesses.find((b) => b.name === ACME_NAME);
const slicesOf = (bookingId: string | undefined) =>
  (rows.flights.find((fl) => fl.bookingId === bookingId)?.itinerary as { slices: AwaySlice[] }).slices;

describe('Acme flight trips', () => {
  it('are seven confirmed flight bookings H-ACME0030..0036, each booked for Acme', () => {
    expect(rows.bookings.map((b) => b.confirmationCode)).toEqual(
      [30, 31, 32, 33, 34, 35, 36].map((n) => `H-ACME00${n}`),
    );
    expect(acme?.id).toBeDefined();
    for (const b of rows.bookings) {
      expect(b).toMatchObject({ productLine: 'Flights', status: 'Confirmed', businessId: acme?.id });
      expect(rows.flights.filter((fl) => fl.bookingId === b.id)).toHaveLength(1);
    }
  });

  it('has past and upcoming trips, and exactly one flyer away today, at the destination airport', () => {
    const departures = rows.flights.map((fl) => fl.departureDate as string);
    expect(departures.filter((d) => d > today).length).toBeGreaterThanOrEqual(3);
    expect(rows.flights.filter((fl) => (fl.returnDate as string) < today).length).toBeGreaterThanOrEqual(3);
    const away = rows.bookings
      .map((b) => [b.userId, awayAirport(slicesOf(b.id), today)] as const)
      .filter(([, airport]) => airport !== null);
    const tomas = people.users.find((u) => u.email === 'tomas.okafor@acme-outdoor.test');
    expect(away).toEqual([[tomas?.id, 'ORD']]);
  });

  it('keeps a policy check for each, one out of policy with the reason given', () => {
    expect(rows.checks.map((c) => c.quoteSessionId)).toEqual(rows.bookings.map((b) => b.quoteSessionId));
    const out = rows.checks.filter((c) => !c.inPolicy);
    expect(out).toHaveLength(1);
    expect(out[0]?.outOfPolicyReason).toMatch(/\w/);
  });

  it('writes each slice departing on its date, in the origin airport’s local time', () => {
    for (const fl of rows.flights) {
      const slices = (
        fl.itinerary as { slices: (AwaySlice & { segments: { scheduledDeparture: string }[] })[] }
      ).slices;
      for (const s of slices) expect(s.segments[0]?.scheduledDeparture.slice(0, 10)).toBe(s.departureDate);
      expect(fl.departureDate).toBe(slices[0]?.departureDate);
    }
  });

  // The books' seat rule (faults/support/books.ts): a confirmed flight booking holds a seat per passenger in each
  // fare bucket it flies, and a bucket's seats sold are the seats its bookings hold.
  it('holds its passenger’s seat in the fare bucket of every slice', () => {
    for (const b of rows.bookings) {
      const slices = slicesOf(b.id);
      const held = rows.seats.filter((s) => s.bookingId === b.id);
      expect(held.map((s) => s.seats)).toEqual(slices.map(() => 1));
      expect(held.map((s) => s.bucketKey.split('|')[0]?.split('-').slice(1).join('-'))).toEqual(
        slices.map((s) => s.departureDate),
      );
    }
    for (const bucket of mergeSeatBuckets(rows.buckets)) {
      const sold = rows.seats
        .filter((s) => s.bucketKey === bucket.bucketKey)
        .reduce((n, s) => n + s.seats, 0);
      expect(bucket.seatsSold).toBe(sold);
    }
  });

  it('merges two bookings on one flight into one bucket with both seats sold', () => {
    const key = 'DL100-2026-12-01|1Economy';
    expect(
      mergeSeatBuckets([
        { bucketKey: key, seatsTotal: 9, seatsSold: 1 },
        { bucketKey: 'UA5-2026-12-01|1Economy', seatsTotal: 9, seatsSold: 1 },
        { bucketKey: key, seatsTotal: 9, seatsSold: 1 },
      ]),
    ).toEqual([
      { bucketKey: key, seatsTotal: 9, seatsSold: 2 },
      { bucketKey: 'UA5-2026-12-01|1Economy', seatsTotal: 9, seatsSold: 1 },
    ]);
  });
});
