// Spec §5 and §8 on the hotel pages: badges, the "In policy" filter (restrictive tiers only), and the policy
// modal with its required reason before an out-of-policy rate's book page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { HotelRoom } from '@portal/contracts/hotel-details';
import { sessionInfoQueryKey } from '../../lib/session-info.ts';
import { policyReasonFor } from '../../lib/travel-policy.ts';
import { bodyOf, mockFetch } from '../../test/fetch-mock.ts';
import { availabilityAnswer, hotelResult, roomProduct, shopAnswer } from '../../test/hotel-fixtures.ts';
import { RoomsSection, type RateSelection } from './details/hotel-rooms.tsx';
import { HotelResultsPage } from './results/hotel-results-page.tsx';

vi.mock('./results/hotel-results-map.tsx', () => ({ HotelResultsMap: () => <div>hotel map</div> }));

const TIER = {
  id: 't1',
  name: 'Standard travel policy',
  settings: { isApprovalRequired: false },
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four', 'Five'], maxPricePerNight: 300 }] },
  cars: { policies: [] },
  flights: { enableLongFlights: true, minHoursForLongFlight: 6, policies: [] },
};
const OUT = { inPolicy: false, violations: ['Over the $300 nightly cap'] };
const IN = { inPolicy: true, violations: [] };

const SEARCH =
  '/hotels/availability/?fromDate=2030-01-15&untilDate=2030-01-18&adultsCount=2&childrenCount=0&roomsCount=1' +
  '&lodgingSelection=%7B%22kind%22%3A%22Place%22%2C%22searchTerm%22%3A%22Chicago%2C%20IL%22%7D&sortOrder=MostRecommended';

function renderAt(routes: Parameters<typeof createMemoryRouter>[0], path: string, tier: typeof TIER | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionInfoQueryKey, {
    corporateInfo: tier ? { businessName: 'Acme', policyTier: tier } : null,
  } as never);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls: Record<string, unknown>[] = [];
beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') });
  mockFetch((url, init) => {
    if (!url.includes('hotels/availability')) return undefined;
    calls.push(bodyOf(init));
    return {
      body: availabilityAnswer([hotelResult('a', { policy: IN }), hotelResult('b', { policy: OUT })]),
    };
  });
});

const results = (tier: typeof TIER | null) =>
  renderAt([{ path: '/hotels/availability/', Component: HotelResultsPage }], SEARCH, tier);

describe('hotel results under a travel policy', () => {
  it('badges each card with the reason read out, and filters "In policy" on the server', async () => {
    const user = userEvent.setup();
    const router = results(TIER);
    const [a, b] = await screen.findAllByRole('article');
    expect(within(a!).getByText('In policy')).toBeInTheDocument();
    expect(within(b!).getByText('Out of policy')).toHaveTextContent(
      'Out of policy: Over the $300 nightly cap',
    );

    const sidebar = screen.getByRole('complementary', { name: /filters/i });
    await user.click(within(sidebar).getByRole('checkbox', { name: 'In policy' }));
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ filters: { inPolicy: true } }));
    expect(router.state.location.search).toContain('inPolicy=true');
  });

  it('offers no policy filter to a consumer (and the API sends no badges then)', async () => {
    results(null);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('checkbox', { name: 'In policy' })).toBeNull();
  });
});

describe('the policy modal on a rate', () => {
  const bookHref = ({ roomId, rateId }: RateSelection) => `/hotels/book/?roomId=${roomId}&rateId=${rateId}`;
  function rooms(policy: typeof OUT) {
    const room: HotelRoom = { ...shopAnswer().rooms[0]!, rates: [roomProduct('rate-1', { policy })] };
    return renderAt(
      [
        {
          path: '/hotel',
          element: (
            <RoomsSection rooms={[room]} nights={3} roomsCount={1} timeZone="UTC" reserveHref={bookHref} />
          ),
        },
        { path: '/hotels/book/', element: <p>Book page</p> },
      ],
      '/hotel',
      TIER,
    );
  }

  it('asks before an out-of-policy rate, and "change selection" stays on the page', async () => {
    const user = userEvent.setup();
    rooms(OUT);
    expect(screen.getByText('Out of policy')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Reserve/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This rate is out of policy' });
    expect(within(dialog).getByText('Over the $300 nightly cap')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'change selection' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Book page')).toBeNull();
  });

  it('"continue anyway" requires a reason, then goes to the book page with it kept for that page', async () => {
    const user = userEvent.setup();
    const router = rooms(OUT);
    await user.click(screen.getByRole('link', { name: /Reserve/ }));
    await user.click(await screen.findByRole('button', { name: 'continue anyway' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for booking out of policy' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a reason to continue');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, 'Client site is next door');
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('Book page')).toBeInTheDocument();
    const href = `${router.state.location.pathname}${router.state.location.search}`;
    expect(policyReasonFor(href)).toBe('Client site is next door');
    expect(policyReasonFor('/hotels/book/?roomId=other')).toBeNull();
  });

  it('an in-policy rate goes straight to the book page', async () => {
    const user = userEvent.setup();
    rooms(IN);
    expect(screen.getByText('In policy')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Reserve/ }));
    expect(await screen.findByText('Book page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
