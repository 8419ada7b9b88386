import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTrips } from '../trips-test-harness.tsx';
import { makeCancelledHotelTrip, makeHotelTrip, makePayAtHotelTrip } from './hotel-trip-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tripReply = (trip: unknown) => (url: string) =>
  url.endsWith('/itinerary/hotels/HTL-7KQ2M9') ? { body: { trip } } : undefined;

describe('HotelTripDetailsPage', () => {
  it('shows the hotel, stay, room and rate, guest details, price and policy', async () => {
    renderTrips('/trips/hotels/HTL-7KQ2M9', tripReply(makeHotelTrip()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Lakeshore Loop Hotel' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('The Lakeshore Loop Hotel - Trip details | Card Travel');
    expect(screen.getByRole('img', { name: 'Hotel lobby' })).toBeInTheDocument();
    expect(screen.getByText('#HTL-7KQ2M9')).toBeInTheDocument();

    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(within(stay).getByText('Fri, Apr 10, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('From 3:00 PM')).toBeInTheDocument();
    expect(within(stay).getByText('Sun, Apr 12, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('Until 11:00 AM')).toBeInTheDocument();
    expect(within(stay).getByText('2 nights, 1 room')).toBeInTheDocument();
    expect(within(stay).getByText('2 Adults, 1 Child')).toBeInTheDocument();
    expect(within(stay).getByText('Hotel confirmation number').nextSibling).toHaveTextContent(
      'SIM-4F2A9C0E17',
    );

    const room = screen.getByRole('region', { name: 'Room and rate' });
    expect(within(room).getByText('Deluxe King')).toBeInTheDocument();
    expect(within(room).getByText('1 King bed')).toBeInTheDocument();
    expect(within(room).getByText('Flexible rate')).toBeInTheDocument();
    expect(within(room).getByText('Breakfast included')).toBeInTheDocument();
    expect(within(room).getByText('Pay now')).toBeInTheDocument();

    const hotel = screen.getByRole('region', { name: 'Hotel' });
    expect(within(hotel).getByText('151 E Wacker Dr, Chicago, IL 60601')).toBeInTheDocument();
    expect(within(hotel).getByRole('link', { name: /View on map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=41.8881&mlon=-87.6226#map=17/41.8881/-87.6226',
    );

    const guest = screen.getByRole('region', { name: 'Guest details' });
    expect(within(guest).getByText('MAR 123456789')).toBeInTheDocument();
    expect(within(guest).getByText('High floor, away from the elevator')).toBeInTheDocument();

    const price = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(price).getByText('$199.00 x 2 nights')).toBeInTheDocument();
    expect(within(price).getByText('$398.00')).toBeInTheDocument();
    expect(within(price).getByText('Tax')).toBeInTheDocument();
    expect(within(price).getByText('$70.40')).toBeInTheDocument();
    expect(within(price).getByText('Paid now')).toBeInTheDocument();
    // Nothing is left to pay at the desk of this pay-now stay.
    expect(within(price).queryByText('Due at the hotel')).toBeNull();

    const paid = screen.getByRole('region', { name: 'How you paid' });
    expect(within(paid).getByText('Venture X card ending in 4242')).toBeInTheDocument();

    expect(screen.getByText(/Free cancellation until Wed, Apr 8, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/trips/hotels/HTL-7KQ2M9/receipt',
    );
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
  });

  it('downloads the hotel stay as an .ics from "Add to calendar"', async () => {
    renderTrips('/trips/hotels/HTL-7KQ2M9', tripReply(makeHotelTrip()));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:ics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(names).toEqual(['booking-HTL-7KQ2M9.ics']);
    const text = await blobs[0]!.text();
    expect(text).toContain('DTSTART;VALUE=DATE:20260410\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260412\r\n');
    expect(text).toContain('SUMMARY:Stay at The Lakeshore Loop Hotel\r\n');
    expect(text).toContain('LOCATION:151 E Wacker Dr\\, Chicago\\, IL 60601\r\n');
  });

  it('shows a pay-at-hotel stay: nothing paid now, the amount due at the hotel, the card guarantee', async () => {
    renderTrips('/trips/hotels/HTL-7KQ2M9', tripReply(makePayAtHotelTrip()));
    await screen.findByRole('heading', { level: 1, name: 'The Lakeshore Loop Hotel' });
    const actions = screen.getByRole('complementary', { name: 'Trip actions' });
    expect(within(actions).getByText('$0.00')).toBeInTheDocument();
    expect(within(actions).getByText('$518.40')).toBeInTheDocument();
    const room = screen.getByRole('region', { name: 'Room and rate' });
    expect(within(room).getByText('Pay at the hotel')).toBeInTheDocument();
    expect(within(room).getByText('Your card guarantees the room')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(price).getByText('Resort fee')).toBeInTheDocument();
    expect(within(price).getByText('Due at the hotel')).toBeInTheDocument();
    expect(
      within(price).getByText('Nothing is charged now: your card guarantees the room'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How you paid' })).toHaveTextContent(
      'Your Venture X card ending in 4242 guarantees the room. Nothing was charged: you pay $518.40 at the hotel.',
    );
  });

  it('shows a cancelled stay with its refund, and no cancel button', async () => {
    renderTrips('/trips/hotels/HTL-7KQ2M9', tripReply(makeCancelledHotelTrip()));
    await screen.findByRole('heading', { level: 1, name: 'The Lakeshore Loop Hotel' });
    expect(screen.getByText(/This reservation was cancelled/)).toHaveTextContent(
      '$468.40 is refunded to the way you paid.',
    );
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Total refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My trips' })).toHaveAttribute('href', '/trips?tab=past');
  });

  it('says so when the hotel trip is not found', async () => {
    renderTrips('/trips/hotels/HTL-NOPE', () => undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find this trip');
  });

  it('prints a receipt with the hotel stay, charges, payments and policy', async () => {
    renderTrips('/trips/hotels/HTL-7KQ2M9/receipt', tripReply(makeHotelTrip()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(document.title).toBe('Receipt #HTL-7KQ2M9 | Card Travel');
    expect(screen.getByText('Confirmation #HTL-7KQ2M9')).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Hotel stay' });
    expect(within(stay).getByText('The Lakeshore Loop Hotel')).toBeInTheDocument();
    expect(
      within(stay).getByText(/Deluxe King · 1 King bed · Flexible rate, breakfast included/),
    ).toBeInTheDocument();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('Trip total')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent(
      'Venture X card ending in 4242',
    );
    expect(screen.getByRole('link', { name: 'Back to trip details' })).toHaveAttribute(
      'href',
      '/trips/hotels/HTL-7KQ2M9',
    );
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });
});
