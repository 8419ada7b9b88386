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

describe('ReceiptPage', () => {
  it('shows the receipt and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderTrips('/trips/homes/H-AB12CD34/receipt', tripReply(makeTrip()));
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    expect(document.title).toBe('Receipt #H-AB12CD34 | Card Travel');
    expect(within(receipt).getByText('Confirmation #H-AB12CD34')).toBeInTheDocument();
    expect(within(receipt).getByText('booked@demo.test')).toBeInTheDocument();
    expect(within(receipt).getByText('12 Pine Rd, Asheville, NC 28801')).toBeInTheDocument();
    const charges = within(receipt).getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('$812.50')).toBeInTheDocument();
    const payments = within(receipt).getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Venture X card ending in 1234')).toBeInTheDocument();
    expect(within(receipt).getByText(/1-800-555-0199/)).toBeInTheDocument();
    // Printing hides the app's header and footer.
    expect(document.body.className).toContain('print:[&_*:has(>main)>*:not(main)]:hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to trip details' })).toHaveAttribute(
      'href',
      '/trips/homes/H-AB12CD34',
    );
  });

  it('lists refunds and the net paid of a cancelled trip', async () => {
    renderTrips('/trips/homes/H-AB12CD34/receipt', tripReply(makeCancelledTrip()));
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Total refunded')).toBeInTheDocument();
    expect(within(refunds).getByText('Net paid')).toBeInTheDocument();
    expect(within(refunds).getByText('$0.00')).toBeInTheDocument();
  });
});
