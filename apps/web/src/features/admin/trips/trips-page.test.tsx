import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdminTrip } from '@portal/contracts/admin-trips';
import { mockFetch, type Route } from '../../../test/fetch-mock.ts';
import { TripsPage } from './trips-page.tsx';

const trip = (over: Partial<AdminTrip> = {}): AdminTrip => ({
  bookingId: 'b1',
  confirmationCode: 'H-7KQ2M9PX',
  productLine: 'Hotels',
  title: 'The Langford Hotel',
  place: 'Miami, FL',
  traveler: {
    userId: 'u1',
    name: 'Priya Raman',
    email: 'priya.raman@acme-outdoor.test',
    department: 'Sales',
  },
  from: '2026-12-08',
  until: '2026-12-11',
  total: { value: 1184.37, currencyCode: 'USD', currencySymbol: '$' },
  state: 'Upcoming',
  stateLabel: 'Upcoming',
  status: 'Confirmed',
  outOfPolicy: true,
  outOfPolicyReason: 'Conference hotel',
  policyViolations: ['$395 per night is above the $300 cap'],
  bookedAt: '2026-11-20T14:32:10.000Z',
  ...over,
});

const users = {
  users: [
    {
      userId: 'u1',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@acme-outdoor.test',
      roles: ['Traveler'],
      isAdmin: false,
      policyTier: null,
      status: 'active',
      department: 'Sales',
    },
  ],
  tiers: [],
};

function renderPage(route: Route, url = '/admin/trips') {
  const fetch = mockFetch((u, init) =>
    u.endsWith('/admin/api/v0/users') ? { body: users } : route(u, init),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <TripsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}
const tripCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/admin/api/v0/trips'));

afterEach(() => vi.unstubAllGlobals());

/** The page's lazy Select parts and first answer can take over a second on a loaded machine. */
const LOADED = { timeout: 5000 };

describe('TripsPage', () => {
  it('lists the trips the URL filters ask for, with state, total and the out-of-policy reason', async () => {
    const fetch = renderPage(
      () => ({ body: { trips: [trip()], nextCursor: null } }),
      '/admin/trips?productLine=Hotels&outOfPolicy=true',
    );
    const table = await screen.findByRole('table', { name: /Your company's trips/ }, LOADED);
    const row = within(table).getByRole('row', { name: /Priya Raman/ });
    expect(within(row).getByText('The Langford Hotel')).toBeInTheDocument();
    expect(within(row).getByText('Hotels · Miami, FL')).toBeInTheDocument();
    expect(within(row).getByText('$1,184.37')).toBeInTheDocument();
    expect(within(row).getByText('Upcoming')).toBeInTheDocument();
    expect(within(row).getByText('Out of policy')).toBeInTheDocument();
    expect(within(row).getByText('“Conference hotel”')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Langford Hotel, Priya Raman' })).toBeInTheDocument();
    expect(tripCalls(fetch)[0]).toContain('trips?productLine=Hotels&outOfPolicy=true&limit=25');
    expect(screen.getByRole('checkbox', { name: 'Out of policy only' })).toBeChecked();
  });

  it('loads more with the cursor, and a filter change asks again', async () => {
    const user = userEvent.setup();
    const fetch = renderPage((u) =>
      u.includes('cursor=c1')
        ? {
            body: {
              trips: [
                trip({ bookingId: 'b2', title: 'Flight JFK – SFO', productLine: 'Flights', place: null }),
              ],
              nextCursor: null,
            },
          }
        : { body: { trips: [trip()], nextCursor: 'c1' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }, LOADED));
    expect(await screen.findByRole('article', { name: 'Flight JFK – SFO, Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Out of policy only' }));
    await vi.waitFor(() => expect(tripCalls(fetch).at(-1)).toContain('trips?outOfPolicy=true&limit=25'));
  });

  it('downloads the filtered trips as CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:trips');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = renderPage(
      (u) =>
        u.includes('export.csv')
          ? { body: 'Confirmation code,Traveler\r\nH-7KQ2M9PX,Priya Raman\r\n' }
          : { body: { trips: [trip()], nextCursor: null } },
      '/admin/trips?state=Past',
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(tripCalls(fetch).find((u) => u.includes('export.csv'))).toContain('trips/export.csv?state=Past');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says when no trip matches the filters', async () => {
    renderPage(() => ({ body: { trips: [], nextCursor: null } }), '/admin/trips?state=Denied');
    expect(await screen.findByText('No trips match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    renderPage(() => ({ status: 500, body: { code: 50000, message: 'Server error' } }));
    expect(await screen.findByText("We couldn't load your company's trips")).toBeInTheDocument();
  });
});

describe('TripsPage dates', () => {
  it('explains reversed travel dates instead of asking the API', async () => {
    const fetch = renderPage(
      () => ({ body: { trips: [trip()], nextCursor: null } }),
      '/admin/trips?from=2026-12-10&to=2026-12-01',
    );
    expect(await screen.findByText('Check the travel dates')).toBeInTheDocument();
    expect(tripCalls(fetch)).toEqual([]);
  });
});
