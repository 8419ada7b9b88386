import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { shopAnswer } from '../../../test/hotel-fixtures.ts';
import { HotelDetailsPage } from './hotel-details-page.tsx';

vi.mock('./hotel-location-map.tsx', () => ({ HotelLocationMap: () => <div>location map</div> }));

const PATH =
  '/hotels/shop/htl_chi_0003/SearchPage?fromDate=2030-01-15&untilDate=2030-01-19&adultsCount=2&childrenCount=0' +
  '&roomsCount=1&lodgingSelection=%7B%22kind%22%3A%22Place%22%2C%22searchTerm%22%3A%22Chicago%2C%20IL%22%7D&sortOrder=Price';

function renderDetails(path = PATH) {
  const router = createMemoryRouter(
    [
      { path: '/hotels/shop/*', Component: HotelDetailsPage },
      { path: '/hotels/availability/', Component: () => <p>Results</p> },
      { path: '/hotels/book/', Component: () => <p>Book page</p> },
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
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') });
  mockFetch((url, init) => {
    if (!url.includes('hotels/shop')) return undefined;
    calls.push(bodyOf(init));
    return reply();
  });
});

describe('HotelDetailsPage', () => {
  it('prices the stay of the URL and shows each room’s rates side by side', async () => {
    reply = () => ({ body: shopAnswer() });
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Drake Chicago' })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      lodgingId: 'htl_chi_0003',
      fromDate: '2030-01-15',
      untilDate: '2030-01-19',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
    });
    const rates = screen.getByRole('list', { name: 'Rates for Deluxe King' });
    const [flex, saver] = within(rates)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === rates);
    expect(flex).toBeDefined();
    expect(saver).toBeDefined();
    const f = within(flex!);
    expect(f.getByText('Free cancellation until Jan 13, 3:00 PM')).toBeInTheDocument();
    expect(f.getByText('Breakfast for 2')).toBeInTheDocument();
    expect(f.getByText('Pay now')).toBeInTheDocument();
    expect(f.getByText('$200')).toBeInTheDocument();
    expect(f.getByText('$700')).toBeInTheDocument();
    expect(f.getByText('Total for 4 nights, taxes and fees included')).toBeInTheDocument();
    const s = within(saver!);
    expect(s.getByText('Non-refundable')).toBeInTheDocument();
    expect(s.getByText(/Pay at the hotel/)).toBeInTheDocument();
    expect(s.getByText('$0 now · $560 at the hotel')).toBeInTheDocument();
    expect(screen.getByText('Sold out for your dates')).toBeInTheDocument();
    expect(screen.getByText('Only 2 rooms left')).toBeInTheDocument();
  });

  it('reserves a rate: the book page of that room and rate, for the same stay and guests', async () => {
    reply = () => ({ body: shopAnswer() });
    const user = userEvent.setup();
    const router = renderDetails();
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('link', { name: /^Reserve Deluxe King, Non-refundable saver/ }));
    await screen.findByText('Book page');
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/hotels/book/');
    const params = new URLSearchParams(search);
    expect(params.get('lodgingId')).toBe('htl_chi_0003');
    expect(params.get('roomId')).toBe('room-king');
    expect(params.get('rateId')).toBe('rate-saver');
    expect(params.get('fromDate')).toBe('2030-01-15');
    expect(params.get('untilDate')).toBe('2030-01-19');
    expect(params.get('adultsCount')).toBe('2');
    expect(params.get('roomsCount')).toBe('1');
    expect(params.get('sortOrder')).toBe('Price');
    expect(JSON.parse(params.get('lodgingSelection') ?? 'null')).toEqual({
      kind: 'Place',
      searchTerm: 'Chicago, IL',
    });
  });

  it('shows the Premier perks, the complimentary night with its terms, policies and reviews', async () => {
    reply = () => ({ body: shopAnswer() });
    renderDetails();
    expect(await screen.findByText('Premier Collection benefits')).toBeInTheDocument();
    expect(screen.getByText('Daily breakfast for two')).toBeInTheDocument();
    expect(screen.getByText('Room upgrade when available')).toBeInTheDocument();
    expect(screen.getByText(/your stay includes 1 free night/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the terms' })).toHaveAttribute(
      'href',
      '/terms/complimentary-night/',
    );
    expect(screen.getByText('From 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Until 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('No pets allowed')).toBeInTheDocument();
    expect(screen.getByText('9.0 · Excellent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to results/ }).getAttribute('href')).toContain(
      'sortOrder=Price',
    );
  });

  it('explains an unavailable stay', async () => {
    reply = () => ({
      body: shopAnswer({
        availability: {
          result: 'Unavailable',
          violations: [
            { violation: 'MinStay', title: 'Minimum stay is 2 nights', subtitle: null, prompt: 'dates' },
          ],
        },
      }),
    });
    renderDetails(PATH.replace('/SearchPage?', '/SearchPage/unavailable?'));
    expect(await screen.findByText('This hotel isn’t available for your stay')).toBeInTheDocument();
    expect(screen.getByText('Minimum stay is 2 nights')).toBeInTheDocument();
  });

  it('says when the hotel does not exist', async () => {
    reply = () => ({ status: 404, body: { code: 40400, message: 'No hotel htl_nope' } });
    renderDetails(PATH.replace('htl_chi_0003', 'htl_nope'));
    expect(await screen.findByText('We couldn’t find this hotel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toBeInTheDocument();
  });
});
