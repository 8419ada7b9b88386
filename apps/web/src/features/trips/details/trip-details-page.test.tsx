import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCancelledTrip, makeTrip } from '../trip-fixtures.ts';
import { renderTrips } from '../trips-test-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tripReply = (trip: unknown) => (url: string) =>
  url.endsWith('/itinerary/homes/H-AB12CD34') ? { body: { trip } } : undefined;

describe('TripDetailsPage', () => {
  it('shows the stay, address, host, confirmation, payments, price and policy', async () => {
    renderTrips('/trips/homes/H-AB12CD34', tripReply(makeTrip()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Cabin' })).toBeInTheDocument();
    expect(document.title).toBe('Blue Ridge Cabin - Trip details | Card Travel');
    expect(screen.getByRole('img', { name: 'Living room' })).toBeInTheDocument();
    expect(screen.getByText('#H-AB12CD34')).toBeInTheDocument();

    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(within(stay).getByText('Sun, Mar 8, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('After 4:00 PM')).toBeInTheDocument();
    expect(within(stay).getByText('Wed, Mar 11, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('Before 10:00 AM')).toBeInTheDocument();
    expect(within(stay).getByText('3 nights')).toBeInTheDocument();
    expect(within(stay).getByText('2 Adults, 1 Child, Pets')).toBeInTheDocument();

    const host = screen.getByRole('region', { name: 'Address and host' });
    expect(within(host).getByText('12 Pine Rd, Asheville, NC 28801')).toBeInTheDocument();
    expect(within(host).getByText('Dana')).toBeInTheDocument();

    const paid = screen.getByRole('region', { name: 'How you paid' });
    expect(within(paid).getByText('Venture X card ending in 1234')).toBeInTheDocument();
    expect(within(paid).getByText('$612.50')).toBeInTheDocument();
    expect(within(paid).getByText('Venture X rewards')).toBeInTheDocument();
    expect(within(paid).getByText('20,000 miles redeemed')).toBeInTheDocument();
    expect(within(paid).getByText('$200.00')).toBeInTheDocument();

    const price = screen.getByRole('region', { name: 'Price breakdown' });
    expect(within(price).getByText('$250.00 x 3 nights')).toBeInTheDocument();
    expect(within(price).getByText('-$37.50')).toBeInTheDocument();
    expect(within(price).getByText('Cleaning fee')).toBeInTheDocument();
    expect(within(price).getByText('Sales tax')).toBeInTheDocument();
    expect(within(price).getByText('$30.00')).toBeInTheDocument();
    expect(within(price).getByText('City tax')).toBeInTheDocument();
    expect(within(price).getByText('$812.50')).toBeInTheDocument();

    expect(screen.getByText('Full refund up to 14 days before check-in.')).toBeInTheDocument();
    expect(screen.getByText('Keypad entry.')).toBeInTheDocument();
    expect(screen.getByText('STR-2024-00117')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();

    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/trips/homes/H-AB12CD34/receipt',
    );
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
  });

  it('downloads the stay as an .ics from "Add to calendar"', async () => {
    renderTrips('/trips/homes/H-AB12CD34', tripReply(makeTrip()));
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
    expect(names).toEqual(['booking-H-AB12CD34.ics']);
    const text = await blobs[0]!.text();
    expect(text).toContain('DTSTART;VALUE=DATE:20260308\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260311\r\n');
    expect(text).toContain('SUMMARY:Stay at Blue Ridge Cabin\r\n');
    expect(text).toContain('LOCATION:12 Pine Rd\\, Asheville\\, NC 28801\r\n');
  });

  it('shows a cancelled trip with its refunds and no cancel button', async () => {
    renderTrips('/trips/homes/H-AB12CD34', tripReply(makeCancelledTrip()));
    await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Cabin' });
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.getByText(/This reservation was cancelled/)).toHaveTextContent(
      '$812.50 is refunded to the way you paid.',
    );
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Venture X card ending in 1234')).toBeInTheDocument();
    expect(within(refunds).getByText(/20,000 miles returned/)).toBeInTheDocument();
    expect(within(refunds).getByText('Total refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My trips' })).toHaveAttribute('href', '/trips?tab=past');
  });

  it('offers no cancellation for a past stay', async () => {
    renderTrips('/trips/homes/H-AB12CD34', tripReply(makeTrip({ timeState: 'Past' })));
    await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Cabin' });
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('says so when the trip is not found', async () => {
    renderTrips('/trips/homes/H-NOPE', () => undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find this trip');
    expect(screen.getByRole('link', { name: 'Go to My trips' })).toHaveAttribute('href', '/trips');
  });

  it('retries a trip that failed to load', async () => {
    let fail = true;
    renderTrips('/trips/homes/H-AB12CD34', (url) => {
      if (!url.endsWith('/itinerary/homes/H-AB12CD34')) return undefined;
      return fail ? { status: 503, body: { code: 50300, message: 'x' } } : { body: { trip: makeTrip() } };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this trip');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Cabin' })).toBeInTheDocument();
  });
});
