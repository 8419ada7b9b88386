import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FlightReservation } from '@portal/contracts/flight-booking';
import { FLIGHT_RESERVATION_EXAMPLE } from '@portal/contracts/flight-booking-examples';
import { LAST_RESERVATION_KEY } from '../../../features/checkout/confirm/last-reservation.ts';
import {
  TICKETING_BANNER,
  TICKETING_EXPLAINED,
} from '../../../features/flight-checkout/flights-confirmation.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { FlightsConfirmationPage } from '../flights-confirmation-page.tsx';

// The flight confirmation page (the shell's page with the flights adapter, as app/ composes them), from the
// reservation the book page handed over: ticketed, and still being ticketed by the airline.

const ticketed = FlightReservation.parse(FLIGHT_RESERVATION_EXAMPLE);

function renderConfirm(reservation: unknown) {
  sessionStorage.setItem(
    LAST_RESERVATION_KEY,
    JSON.stringify({ reservation, email: 'ana.lopez@example.com', query: 'trip=one_way' }),
  );
  mockFetch(() => ({ body: {} }));
  const router = createMemoryRouter(
    [
      { path: '/flights/book/confirm/', Component: FlightsConfirmationPage },
      { path: '/flights/', Component: () => <h1>Flights home</h1> },
    ],
    { initialEntries: ['/flights/book/confirm/?trip=one_way'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('flight confirmation page', () => {
  it('shows the airline record locator, the H- code, the itinerary, the passengers and how it was paid', async () => {
    renderConfirm(ticketed);
    expect(
      await screen.findByRole('heading', { name: 'Confirmed, your flights are booked.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your booking confirmation is #H-7QK2M9XW')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Your flights' });
    const locator = within(summary).getByText('Airline confirmation');
    expect(locator.nextElementSibling).toHaveTextContent('QX7RTA');
    expect(within(summary).getByText('H-7QK2M9XW')).toBeInTheDocument();
    expect(within(summary).getByText('Ana Lopez')).toBeInTheDocument();
    expect(within(summary).getByText('Leo Lopez')).toBeInTheDocument();
    expect(within(summary).getByText(/Infant on lap/)).toBeInTheDocument();
    expect(within(summary).getByText(/Visa ending in 1111/)).toBeInTheDocument();
    // Every booked slice with its segments in local times, and the fare's rules.
    const slices = screen.getAllByRole('region', { name: /^Flight \d: / });
    expect(slices).toHaveLength(ticketed.itinerary.slices.length);
    expect(screen.queryByText(TICKETING_EXPLAINED)).not.toBeInTheDocument();
  });

  it('shows the airline travel credit the booking used in how it was paid', async () => {
    const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
    renderConfirm({
      ...ticketed,
      paidWith: {
        lines: [
          { kind: 'AirlineTravelCredit', description: 'Airline travel credit', amount: usd(250) },
          { kind: 'UserCard', description: 'Visa ending in 1111', amount: usd(366), cardLastFour: '1111' },
        ],
        totalPaid: usd(616),
        earned: null,
      },
    });
    expect(await screen.findAllByText('Airline travel credit')).not.toHaveLength(0);
    expect(screen.getAllByText(/\$250\.00/).length).toBeGreaterThan(0);
  });

  it('says plainly that the airline is still issuing the tickets', async () => {
    renderConfirm({ ...ticketed, recordLocator: null, ticketState: null, status: 'PendingConfirm' });
    expect(await screen.findByRole('heading', { name: TICKETING_BANNER })).toBeInTheDocument();
    expect(screen.getByText(TICKETING_EXPLAINED)).toBeInTheDocument();
    expect(screen.getByText('Coming soon: the airline is issuing your tickets')).toBeInTheDocument();
    expect(screen.getByText('Your booking confirmation is #H-7QK2M9XW')).toBeInTheDocument();
  });

  it('sends the user to the flights home when the hand-over is another line’s booking', async () => {
    renderConfirm({ id: { value: 'H-1' }, lodging: {} });
    expect(await screen.findByRole('heading', { name: 'Flights home' })).toBeInTheDocument();
  });
});
