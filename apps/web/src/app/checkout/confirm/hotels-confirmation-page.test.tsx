import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { HotelReservation } from '@portal/contracts/purchase';
import { ExperimentsProvider } from '../../../lib/experiments.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { LAST_RESERVATION_KEY } from '../../../features/checkout/confirm/last-reservation.ts';
import { hotelReservationIcs } from '../../../features/hotels/checkout/hotel-calendar.ts';
import { hotelNextSteps } from '../../../features/hotels/checkout/hotel-whats-next.tsx';
import { hotelsConfirmation } from '../../../features/hotels/checkout/hotels-confirmation.tsx';
import { HotelsConfirmationPage } from '../hotels-confirmation-page.tsx';
import { hotelReservation } from '../book/hotels-fixtures.ts';
import { makeReservation } from './confirmation-fixtures.ts';

const QUERY =
  '?lodgingId=htl_chi_0003&roomId=room-king&rateId=rate-flex&fromDate=2030-01-15&untilDate=2030-01-19';

function renderConfirm(reservation: unknown) {
  sessionStorage.setItem(
    LAST_RESERVATION_KEY,
    JSON.stringify({ reservation, email: 'avery@example.com', query: QUERY }),
  );
  mockFetch((url) => {
    if (url.includes('experiments/active')) return { body: { experiments: [], trackingProperties: {} } };
    if (url.includes('tracking')) return { body: {} };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: '/hotels/book/confirm/', Component: HotelsConfirmationPage },
      { path: '/hotels/availability/', Component: () => <h1>Results</h1> },
    ],
    { initialEntries: [`/hotels/book/confirm/${QUERY}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExperimentsProvider enabled>
        <RouterProvider router={router} />
      </ExperimentsProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => sessionStorage.clear());

describe('HotelsConfirmationPage', () => {
  it('shows the banner, code, hotel, room, dates with the hotel times, guests, payment and due at hotel', async () => {
    renderConfirm(hotelReservation());
    expect(
      await screen.findByRole('heading', { name: 'Confirmed, your hotel is booked.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your booking confirmation is #H-HT12CD34')).toBeInTheDocument();
    const summary = within(screen.getByRole('complementary', { name: 'Your hotel' }));
    expect(summary.getByRole('heading', { name: 'The Drake Chicago' })).toBeInTheDocument();
    expect(summary.getByText('140 E Walton Pl, Chicago, IL 60611')).toBeInTheDocument();
    expect(summary.getByText('Deluxe King')).toBeInTheDocument();
    expect(
      summary.getByText(/Breakfast for 2 · Free cancellation until Jan 13, 3:00 PM · Pay now/),
    ).toBeInTheDocument();
    expect(summary.getByText('From 3:00 PM')).toBeInTheDocument();
    expect(summary.getByText('By 11:00 AM')).toBeInTheDocument();
    expect(summary.getByText('2 adults, 1 child · 1 room')).toBeInTheDocument();
    expect(summary.getByText('Hotel confirmation number').nextSibling).toHaveTextContent('SIM-4F2A9C0E17');
    expect(summary.getByText('Due at the hotel').nextSibling).toHaveTextContent('$35.00');
    expect(summary.getByText('Visa ending in 1234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My trips' })).toHaveAttribute('href', '/trips');
    expect(screen.getByText('Free cancellation until Jan 13, 3:00 PM (hotel time).')).toBeInTheDocument();
    expect(screen.getByText('HH-4417 2290')).toBeInTheDocument();
    expect(screen.getByText('High floor, away from the elevator')).toBeInTheDocument();
  });

  it('says a rate paid at the hotel charged nothing now', async () => {
    const paidLater: Partial<HotelReservation> = {
      rate: {
        rateId: 'rate-saver',
        mealPlan: 'RoomOnly',
        paymentTiming: 'PayLater',
        refundPolicy: 'NonRefundable',
      },
      total: { value: 0, currencyCode: 'USD', currencySymbol: '$' },
      dueAtHotel: { value: 560, currencyCode: 'USD', currencySymbol: '$' },
      paidWith: {
        lines: [],
        totalPaid: { value: 0, currencyCode: 'USD', currencySymbol: '$' },
        earned: null,
      },
    };
    renderConfirm(hotelReservation(paidLater));
    const summary = within(await screen.findByRole('complementary', { name: 'Your hotel' }));
    expect(summary.getByText('Due at the hotel').nextSibling).toHaveTextContent('$560.00');
    expect(
      summary.getByText(/Nothing was charged now\. Your card guarantees the reservation/),
    ).toBeInTheDocument();
  });

  it('says when the hotel has still to confirm the reservation', async () => {
    renderConfirm(hotelReservation({ status: 'PendingConfirm', confirmationState: 'Pending' }));
    expect(
      await screen.findByRole('heading', { name: 'Booked, the hotel is confirming your reservation.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The hotel has not confirmed your reservation yet/)).toBeInTheDocument();
  });

  it('sends the user to the hotel results when the stored booking is not a hotel one', async () => {
    const router = renderConfirm(makeReservation());
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hotels/availability/');
    expect(hotelsConfirmation.confirmation({ id: { value: 'H-1' } })).toBeNull();
  });

  it('builds a calendar entry of the nights with the hotel, room and times', () => {
    const ics = hotelReservationIcs(hotelReservation(), new Date('2030-01-10T12:00:00Z'));
    expect(ics).toContain('DTSTART;VALUE=DATE:20300115');
    expect(ics).toContain('DTEND;VALUE=DATE:20300119');
    expect(ics).toContain('SUMMARY:Hotel: The Drake Chicago');
    expect(ics).toContain('UID:H-HT12CD34@card-travel');
    expect(ics.replace(/\r\n /g, '')).toContain('Check-in from 3:00 PM. Checkout by 11:00 AM.');
  });
});

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const PAY_LATER_RATE: HotelReservation['rate'] = {
  rateId: 'rate-saver',
  mealPlan: 'RoomOnly',
  paymentTiming: 'PayLater',
  refundPolicy: 'NonRefundable',
};
const NON_REFUNDABLE: HotelReservation['cancellationPolicy'] = {
  refundPolicy: 'NonRefundable',
  deadline: null,
  description: 'Non-refundable.',
};

describe("the hotel confirmation's What's next?", () => {
  it('lists check-in with the address, the hotel number, the desk amount and the free cancellation deadline', async () => {
    renderConfirm(hotelReservation({ rate: PAY_LATER_RATE, total: usd(0), dueAtHotel: usd(560) }));
    const next = (await screen.findByRole('heading', { name: "What's next?" })).closest('section')!;
    const steps = within(within(next).getByRole('list', { name: 'Your stay' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Check inFrom 3:00 PM on Tue, Jan 15140 E Walton Pl, Chicago, IL 60611',
      'Hotel confirmation numberSIM-4F2A9C0E17Give it at the front desk if they ask for your reservation.',
      'Pay at the hotel$560.00 due at the hotelNothing was charged now; the hotel charges the stay.',
      'Free cancellationUntil Jan 13, 3:00 PM (hotel time)Cancel from My trips.',
    ]);
    // The cross-sell cards stay below the stay's own steps.
    expect(within(next).getByRole('link', { name: /Book a Flight/ })).toBeInTheDocument();
  });

  it.each([
    {
      name: 'a pay-now, refundable stay: no desk amount',
      patch: {},
      titles: ['Check in', 'Hotel confirmation number', 'Free cancellation'],
    },
    {
      name: 'no hotel number yet (pending): no number step',
      patch: { supplierConfirmationCode: null },
      titles: ['Check in', 'Free cancellation'],
    },
    {
      name: 'pay at the hotel, non-refundable: the desk amount, no deadline',
      patch: { rate: PAY_LATER_RATE, cancellationPolicy: NON_REFUNDABLE, dueAtHotel: usd(560) },
      titles: ['Check in', 'Hotel confirmation number', 'Pay at the hotel'],
    },
    {
      name: 'pay now with desk fees: fees are not the pay-at-hotel step',
      patch: { cancellationPolicy: NON_REFUNDABLE, dueAtHotel: usd(35) },
      titles: ['Check in', 'Hotel confirmation number'],
    },
    {
      name: 'refundable without a deadline: no deadline step',
      patch: { cancellationPolicy: { ...NON_REFUNDABLE, refundPolicy: 'FullyRefundable' as const } },
      titles: ['Check in', 'Hotel confirmation number'],
    },
  ])('$name', ({ patch, titles }) => {
    expect(hotelNextSteps(hotelReservation(patch)).map((step) => step.title)).toEqual(titles);
  });
});
