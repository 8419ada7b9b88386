import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { addDays } from '@portal/domain/iso-date';
import { buildDemoFlights } from './demo-flights.ts';
import { buildPeople } from './people-builder.ts';

// The flight trips of primary@demo.test (docs/demo-data.md "Flight trips"): outside the void window, on a fare
// that can be changed, and a cancelled one whose Delta credit is still available.

const today = '2026-11-27';
const f = new Faker({ locale: [en] });
f.seed(20240601);
const people = buildPeople(f, 'not-a-real-hash', today);
const rows = buildDemoFlights({ people, today, seed: 20240601 });
const DAY_MS = 86_400_000;
const todayMs = Date.parse(`${today}T00:00:00Z`);

const byCode = (code: string) => {
  const booking = rows.bookings.find((b) => b.confirmationCode === code)!;
  const flight = rows.flights.find((fl) => fl.bookingId === booking.id)!;
  return { booking, flight, itinerary: flight.itinerary as { slices: Record<string, unknown>[] } };
};

describe('demo flight trips', () => {
  it.each([
    {
      code: 'H-TRIP0015',
      status: 'Confirmed',
      ticket: 'Ticketed',
      bookedDaysAgo: 5,
      dates: [75, 79],
      seats: 2,
    },
    {
      code: 'H-TRIP0016',
      status: 'Cancelled',
      ticket: 'Canceled',
      bookedDaysAgo: 55,
      dates: [40, 40],
      seats: 0,
    },
  ])('$code: $status, $ticket, booked $bookedDaysAgo days ago', (t) => {
    const { booking, flight, itinerary } = byCode(t.code);
    expect(booking).toMatchObject({ productLine: 'Flights', status: t.status, email: 'primary@demo.test' });
    expect(flight.ticketState).toBe(t.ticket);
    expect(flight.recordLocator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.createdAt!.toISOString().slice(0, 10)).toBe(addDays(today, -t.bookedDaysAgo));
    expect([flight.departureDate, flight.returnDate]).toEqual(t.dates.map((d) => addDays(today, d)));
    expect(rows.seats.filter((s) => s.bookingId === booking.id)).toHaveLength(t.seats);
    for (const slice of itinerary.slices) {
      // Delta's Main fare: changes free, cancel for a full travel credit.
      expect(slice).toMatchObject({
        fareShelf: { rating: 1 },
        bookingCode: 'K',
        restrictions: { refundability: 'FullFtc', penaltiesInfo: { changePenalty: { kind: 'NoPenalty' } } },
      });
    }
    const paid = rows.payments.filter((p) => p.bookingId === booking.id);
    expect(paid.map((p) => [p.kind, p.amountMinor])).toEqual([['UserCard', booking.totalMinor]]);
    expect(flight.fareIds.every((id) => /^F1\.\d{8}\.DL\d{1,4}\+0\.1Y\.\d+$/.test(id))).toBe(true);
  });

  it('leaves H-TRIP0016 an available Delta credit of its fare, expiring a year after the purchase', () => {
    const { booking } = byCode('H-TRIP0016');
    expect(rows.credits).toHaveLength(1);
    const credit = rows.credits[0]!;
    expect(credit).toMatchObject({ bookingId: booking.id, airlineCode: 'DL', amountMinor: 18_340 });
    expect(credit.expiresAt.getTime()).toBe(defaultFtcExpiry(booking.createdAt!.getTime()));
    expect(credit.expiresAt.getTime()).toBeGreaterThan(todayMs + 300 * DAY_MS);
    expect(credit.issuedAt.getTime()).toBe(booking.cancelledAt!.getTime());
  });
});
