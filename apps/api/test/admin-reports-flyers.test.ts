import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@portal/db/schema/bookings';
import { flightBookings } from '@portal/db/schema/flight-bookings';
import { reportCompanies } from './support/report-companies.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// Issue 15 Reports, Away now for flight trips: a flyer is at the destination airport from departure until the
// return (TEST_NOW is 2025-06-02 noon UTC, 08:00 in New York).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20 } });
});
afterAll(async () => {
  await t?.close();
});

const { company, businessOf } = reportCompanies(() => t);

describe('away now: flight trips', () => {
  /** A confirmed flight booking of `who` for their business, with only what Away now reads of the itinerary. */
  async function flight(who: SignedIn & { user: { id: string } }, slices: [string, string, string][]) {
    const [booking] = await t.db
      .insert(bookings)
      .values({
        productLine: 'Flights',
        confirmationCode: `H-${randomUUID().slice(0, 8).toUpperCase()}`,
        userId: who.user.id,
        businessId: businessOf.get(who.user.id) ?? null,
        status: 'Confirmed',
        price: {},
        totalMinor: 45_000,
        email: 'flyer@example.test',
        createdAt: new Date('2025-05-01T15:00:00Z'),
      })
      .returning();
    const dates = slices.map(([, , date]) => date);
    await t.db.insert(flightBookings).values({
      bookingId: booking?.id as string,
      fareIds: slices.map((_, i) => `fare-${i}`),
      itinerary: {
        slices: slices.map(([origin, destination, departureDate]) => ({
          origin,
          destination,
          departureDate,
        })),
        airports: {},
      },
      passengers: [],
      contact: { emailAddress: 'flyer@example.test', phoneNumber: '+1 206 555 0142' },
      firstDepartureAt: new Date(`${dates[0]}T15:00:00Z`),
      lastArrivalAt: new Date(`${dates[dates.length - 1]}T23:00:00Z`),
      departureDate: dates[0] as string,
      returnDate: dates[dates.length - 1] as string,
    });
  }

  it('places a traveler between departure and return at the destination airport; not before or after', async () => {
    const ours = await company('Field');
    // Today is 2025-06-02 in New York.
    await flight(ours.traveler, [
      ['SEA', 'JFK', '2025-05-31'],
      ['JFK', 'SEA', '2025-06-03'],
    ]);
    await flight(ours.admin, [['SEA', 'ORD', '2025-06-01']]);
    const res = await t.request('GET', '/admin/api/v0/reports/away', { session: ours.admin });
    expect(res.statusCode, res.body).toBe(200);
    const travelers = res.json().travelers;
    expect(travelers).toHaveLength(1);
    expect(travelers[0]).toMatchObject({
      name: 'Ben Brooks',
      department: 'Field',
      productLine: 'Flights',
      from: '2025-05-31',
      until: '2025-06-03',
      phone: '+1 206 555 0142',
    });
    expect(travelers[0].place).toMatch(/\(JFK\), New York, United States$/);
    expect(travelers[0].lat).toBeCloseTo(40.64, 1);
    expect(travelers[0].lon).toBeCloseTo(-73.78, 1);
  });

  it('places a one-way flyer at the destination on the departure date', async () => {
    const ours = await company('Field');
    await flight(ours.traveler, [['SEA', 'ORD', '2025-06-02']]);
    const res = await t.request('GET', '/admin/api/v0/reports/away', { session: ours.admin });
    expect(res.json().travelers.map((r: { place: string }) => r.place)).toEqual([
      expect.stringMatching(/\(ORD\), Chicago, United States$/),
    ]);
  });
});
