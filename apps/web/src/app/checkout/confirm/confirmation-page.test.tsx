import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExperimentsProvider } from '../../../lib/experiments.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { TREES_NOTE } from '../../../features/checkout/confirm/confirmation-sections.tsx';
import {
  LAST_RESERVATION_KEY,
  readLastReservation,
} from '../../../features/checkout/confirm/last-reservation.ts';
import { reservationIcs } from '../../../features/stays/checkout/add-to-calendar.ts';
import { homesConfirmation } from '../../../features/stays/checkout/homes-confirmation.tsx';
import { checkoutRoutes } from '../checkout-routes.ts';
import { HomesConfirmationPage } from '../homes-confirmation-page.tsx';
import { makeReservation } from './confirmation-fixtures.ts';

const CONFIRMED_BANNER = homesConfirmation.texts.confirmedBanner;
const QUERY = '?listingId=vr-1&fromDate=2026-03-08&untilDate=2026-03-11&adultsCount=2';

function store(value: unknown) {
  sessionStorage.setItem(LAST_RESERVATION_KEY, JSON.stringify(value));
}

function renderConfirm(experiments: { id: string; variant: string }[] = []) {
  mockFetch((url) => {
    if (url.includes('experiments/active')) return { body: { experiments, trackingProperties: {} } };
    if (url.includes('tracking')) return { body: {} };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: '/vacation-rentals/book/confirm/', Component: HomesConfirmationPage },
      { path: '/stays/availability/', Component: () => <h1>Results</h1> },
      { path: '/trips', Component: () => <h1>Trips</h1> },
    ],
    { initialEntries: [`/vacation-rentals/book/confirm/${QUERY}`] },
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConfirmationPage', () => {
  it('says Pending approval and what happens next for a booking held for approval (issue 15)', async () => {
    store({
      reservation: makeReservation(),
      email: 'pat@demo.test',
      query: QUERY,
      approval: { status: 'Pending', expiresAt: '2026-03-02T15:00:00.000Z' },
    });
    renderConfirm();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pending approval' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: CONFIRMED_BANNER })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/authorized, not charged/);
    expect(screen.getByRole('status')).toHaveTextContent(/We will email pat@demo.test/);
    expect(screen.getByRole('status')).toHaveTextContent(/request expires and nothing is charged/);
  });

  it('shows the banner, email, confirmation number and the stay', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm();
    expect(await screen.findByRole('heading', { level: 1, name: CONFIRMED_BANNER })).toBeInTheDocument();
    expect(screen.getByText('An email confirmation will be sent to pat@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Your booking confirmation is #H-AB12CD34')).toBeInTheDocument();
    expect(document.title).toBe('Booking Confirmation | Card Travel');

    const stay = screen.getByRole('complementary', { name: 'Your stay' });
    expect(within(stay).getByRole('heading', { name: 'Blue Ridge Cabin' })).toBeInTheDocument();
    expect(within(stay).getByRole('img', { name: 'Living room' })).toBeInTheDocument();
    expect(within(stay).getByText('12 Pine Rd, Asheville, NC 28801')).toBeInTheDocument();
    expect(within(stay).getByText('Sun, Mar 8, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('After 4:00 PM')).toBeInTheDocument();
    expect(within(stay).getByText('Wed, Mar 11, 2026')).toBeInTheDocument();
    expect(within(stay).getByText('Before 10:00 AM')).toBeInTheDocument();
    expect(within(stay).getByText('2 Adults, 1 Child, Pets')).toBeInTheDocument();
    expect(within(stay).getByText('3 nights')).toBeInTheDocument();
  });

  it('tells how it was paid: offer, rewards with their cash value, card last four, total and rewards earned', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm();
    const list = (await screen.findByRole('heading', { name: 'How you paid' })).parentElement as HTMLElement;
    const rows = within(list)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      '$50 off vacation rentals = $50.00',
      'Venture X rewards25,000 miles redeemed = $250.00',
      'Visa ending in 1111 = $512.50',
      'Total paid = $812.50',
    ]);
    expect(
      within(list).getByText('You earn 5,125 miles on your Venture X card with this booking.'),
    ).toBeInTheDocument();
  });

  it('starts focus at the banner heading, since the book page that had it is gone', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm();
    const heading = await screen.findByRole('heading', { level: 1, name: CONFIRMED_BANNER });
    expect(heading).toHaveFocus();
  });

  it("has What's next? cards, the policy, provider info and a link to My trips", async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm();
    const next = (await screen.findByRole('heading', { name: "What's next?" })).closest('section')!;
    expect(within(next).getByRole('link', { name: /Book a Flight/ })).toHaveAttribute('href', '/flights');
    expect(within(next).getByRole('link', { name: /Rent a Car/ })).toHaveAttribute('href', '/cars');
    expect(screen.getByText('Full refund up to 14 days before check-in.')).toBeInTheDocument();
    expect(screen.getByText('Full payment is due at the time of booking.')).toBeInTheDocument();
    expect(screen.getByText('Dana')).toBeInTheDocument();
    expect(screen.getByText('No parties.')).toBeInTheDocument();
    // Provider text is shown as text, without its markup or script.
    expect(screen.getByText('Keypad entry.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My trips' })).toHaveAttribute('href', '/trips');
  });

  it('shows the trees note only under the trees experiment', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm([{ id: 'trees', variant: 'available' }]);
    expect(await screen.findByText(TREES_NOTE)).toBeInTheDocument();
  });

  it('has no trees note outside the experiment', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    renderConfirm([{ id: 'trees', variant: 'control' }]);
    await screen.findByRole('heading', { level: 1, name: CONFIRMED_BANNER });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(TREES_NOTE)).toBeNull();
  });

  it('sends the user to the results, keeping the query, when no reservation is stored', async () => {
    const router = renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stays/availability/');
    expect(router.state.location.search).toBe(QUERY);
  });

  it('downloads an .ics of the stay from "Add to calendar"', async () => {
    store({ reservation: makeReservation(), email: 'pat@demo.test', query: QUERY });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:ics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('booking-H-AB12CD34.ics');
    });
    renderConfirm();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text).toContain('DTSTART;VALUE=DATE:20260308\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260311\r\n');
  });
});

describe('reservationIcs', () => {
  it('names the stay, its address and the confirmation number', () => {
    const ics = reservationIcs(makeReservation(), new Date('2026-02-01T00:00:00Z'));
    expect(ics).toContain('UID:H-AB12CD34@card-travel\r\n');
    expect(ics).toContain('SUMMARY:Stay at Blue Ridge Cabin\r\n');
    expect(ics).toContain('LOCATION:12 Pine Rd\\, Asheville\\, NC 28801\r\n');
    expect(ics).toContain('DESCRIPTION:Your booking confirmation is #H-AB12CD34\\nHost: Dana\r\n');
    expect(ics).toContain('DTSTAMP:20260201T000000Z\r\n');
  });
});

describe('readLastReservation', () => {
  it('falls back to the reservation email and ignores what is not a reservation', () => {
    store({ reservation: makeReservation() });
    const read = () => readLastReservation(homesConfirmation.confirmation);
    expect(read()?.email).toBe('booked@demo.test');
    sessionStorage.setItem(LAST_RESERVATION_KEY, '{not json');
    expect(read()).toBeNull();
    store({ reservation: { id: { value: 'H-1' } } });
    expect(read()).toBeNull();
  });
});

describe('checkoutRoutes', () => {
  it('has the book and confirm paths of spec §2, and the hotels and flights ones under their sections', () => {
    expect(checkoutRoutes.map((r) => r.path)).toEqual([
      '/vacation-rentals/book/',
      '/vacation-rentals/book/confirm/',
      '/hotels/book/',
      '/hotels/book/confirm/',
      '/flights/book/',
      '/flights/book/confirm/',
    ]);
  });
});
