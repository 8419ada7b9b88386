import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { availabilityAnswer, hotelResult, price } from '../../../test/hotel-fixtures.ts';
import { HotelResultsPage } from './hotel-results-page.tsx';

vi.mock('./hotel-results-map.tsx', () => ({ HotelResultsMap: () => <div>hotel map</div> }));

const SEARCH =
  '/hotels/availability/?fromDate=2030-01-15&untilDate=2030-01-18&adultsCount=2&childrenCount=0&roomsCount=1' +
  '&lodgingSelection=%7B%22kind%22%3A%22Place%22%2C%22searchTerm%22%3A%22Chicago%2C%20IL%22%7D&sortOrder=MostRecommended';

function renderResults(path = SEARCH) {
  const router = createMemoryRouter(
    [
      { path: '/hotels/availability/', Component: HotelResultsPage },
      { path: '/hotels/shop/*', Component: () => <p>Hotel page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let reply: () => Reply;
const calls: Record<string, unknown>[] = [];

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') });
  mockFetch((url, init) => {
    if (!url.includes('hotels/availability')) return undefined;
    calls.push(bodyOf(init));
    return reply();
  });
});

describe('HotelResultsPage', () => {
  it('shows cards with total (taxes and fees) and per-night prices, rating label, collection and distance', async () => {
    reply = () => ({
      body: availabilityAnswer([
        hotelResult('a', { collection: 'Premier' }),
        hotelResult('b', { userRating: null }),
      ]),
    });
    renderResults();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('$745')).toBeInTheDocument();
    expect(first.getByText('$210')).toBeInTheDocument();
    expect(first.getByText('Total for 3 nights')).toBeInTheDocument();
    expect(first.getByText('Includes taxes and fees')).toBeInTheDocument();
    expect(first.getByText('Excellent')).toBeInTheDocument();
    expect(first.getByText('8.7')).toBeInTheDocument();
    expect(first.getByText('Premier Collection')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4-star hotel' })).toBeInTheDocument();
    expect(first.getByText(/1\.0 mi from Chicago/)).toBeInTheDocument();
    expect(first.getByText('Free cancellation')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('2 hotels')).toBeInTheDocument();

    const href = first.getByRole('link', { name: 'Hotel a' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/hotels/shop/a/SearchPage');
    expect(url.searchParams.get('hotelDetailsEntrySource')).toBe('list');
    expect(url.searchParams.get('selectedLodgingIndex')).toBe('0');
    expect(calls[0]).toMatchObject({
      lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
      fromDate: '2030-01-15',
      untilDate: '2030-01-18',
      adultsCount: 2,
      roomsCount: 1,
      sortOrder: 'MostRecommended',
      page: { offset: 0, limit: 20 },
    });
  });

  it('shows the rooms count only for two rooms or more', async () => {
    reply = () => ({
      body: availabilityAnswer([
        hotelResult('a', { lead: { ...hotelResult('a').lead, tripTotal: price(1490) } }),
      ]),
    });
    renderResults(SEARCH.replace('adultsCount=2', 'adultsCount=3').replace('roomsCount=1', 'roomsCount=2'));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Total for 3 nights, 2 rooms')).toBeInTheDocument();
  });

  it('keeps sort and filters in the URL and sends them with the search', async () => {
    reply = () => ({ body: availabilityAnswer([hotelResult('a')]) });
    const user = userEvent.setup();
    const router = renderResults();
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    const sidebar = within(screen.getByRole('complementary'));
    await user.click(sidebar.getByRole('checkbox', { name: /Free cancellation/ }));
    await user.click(sidebar.getByRole('radio', { name: '4+ stars' }));
    await user.click(sidebar.getByRole('checkbox', { name: /Premier Collection/ }));
    await user.click(sidebar.getByRole('checkbox', { name: /Marriott International \(MAR\)/ }));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('sortOrder')).toBe('Price');
    expect(q.get('freeCancellation')).toBe('true');
    expect(q.get('stars')).toBe('4');
    expect(q.get('collections')).toBe('Premier');
    expect(q.get('chains')).toBe('MAR');
    await vi.waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        sortOrder: 'Price',
        filters: {
          freeCancellation: true,
          minStarRating: 'Four',
          collections: ['Premier'],
          chainsOrPrograms: ['MAR'],
        },
      }),
    );
  });

  it('says when filters leave nothing and clears them', async () => {
    reply = () => ({ body: availabilityAnswer([], { totalUnfiltered: 12 }) });
    const user = userEvent.setup();
    const router = renderResults(`${SEARCH}&freeCancellation=true&stars=5`);
    expect(await screen.findByText('No hotels match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('freeCancellation')).toBeNull();
    expect(q.get('stars')).toBeNull();
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    reply = () =>
      fail
        ? { status: 503, body: { code: 50300, message: 'Down' } }
        : { body: availabilityAnswer([hotelResult('a')]) };
    const user = userEvent.setup();
    renderResults();
    expect(await screen.findByText('We couldn’t load hotels')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('switches to the map and remembers the choice', async () => {
    reply = () => ({ body: availabilityAnswer([hotelResult('a')]) });
    const user = userEvent.setup();
    renderResults();
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByText('hotel map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStorage.getItem('portal.hotels.results.view')).toBe('map');
  });
});
