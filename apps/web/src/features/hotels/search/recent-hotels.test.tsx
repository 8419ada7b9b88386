import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { RecentHotels } from './recent-hotels.tsx';

const stay = {
  fromDate: '2030-03-05',
  untilDate: '2030-03-09',
  adultsCount: 2,
  childrenAges: [7],
  roomsCount: 1,
};

const SEARCHES = {
  searches: [
    {
      ...stay,
      lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
      destination: 'Chicago, IL',
      searchedAt: '2030-02-10T18:22:41.000Z',
    },
    {
      ...stay,
      childrenAges: [],
      roomsCount: 2,
      adultsCount: 4,
      lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_chi_0003' },
      destination: 'The Drake Chicago',
      searchedAt: '2030-02-09T10:00:00.000Z',
    },
  ],
};

const VIEWS = {
  hotels: [
    {
      ...stay,
      lodgingId: 'htl_chi_0003',
      name: 'The Drake Chicago',
      cityName: 'Chicago, IL',
      photo: { url: '/media/hotels/htl_chi_0003-1.jpg', alt: 'The Drake Chicago lobby' },
      priceSeen: { value: 289, currencyCode: 'USD', currencySymbol: '$' },
      viewedAt: '2030-02-10T18:25:03.000Z',
    },
  ],
};

function renderRows() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecentHotels />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = () =>
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' } as Parameters<
    typeof setSession
  >[0]);

afterEach(() => clearSession());

describe('RecentHotels (hotels home)', () => {
  it('shows a row of recent searches and one of viewed hotels, each card leading back', async () => {
    signIn();
    mockFetch((url) =>
      url.includes('recentlySearched')
        ? { body: SEARCHES }
        : url.includes('recentlyViewed')
          ? { body: VIEWS }
          : undefined,
    );
    renderRows();

    const searched = await screen.findByRole('region', { name: 'Recently searched' });
    const [chicago, drake] = within(searched).getAllByRole('listitem');
    const place = within(chicago!).getByRole('link', { name: 'Chicago, IL' });
    expect(chicago).toHaveTextContent('Mar 5 – Mar 9, 2030 · 3 travelers, 1 room');
    const placeUrl = new URL(place.getAttribute('href') ?? '', 'https://portal.test');
    expect(placeUrl.pathname).toBe('/hotels/availability/');
    expect(placeUrl.searchParams.get('fromDate')).toBe('2030-03-05');
    expect(placeUrl.searchParams.get('childrenAges')).toBe('7');
    // A search for one hotel opens the hotel, as the search form does.
    const hotel = within(drake!).getByRole('link', { name: 'The Drake Chicago' });
    expect(hotel.getAttribute('href')).toMatch(/^\/hotels\/shop\/htl_chi_0003\/SearchPage\?.*roomsCount=2/);
    expect(drake).toHaveTextContent('4 travelers, 2 rooms');

    const viewed = screen.getByRole('region', { name: 'Recently viewed' });
    const card = within(viewed).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'The Drake Chicago' }).getAttribute('href')).toMatch(
      /^\/hotels\/shop\/htl_chi_0003\/SearchPage\?.*fromDate=2030-03-05/,
    );
    expect(within(card).getByRole('img', { name: 'The Drake Chicago lobby' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Chicago, IL');
    expect(card).toHaveTextContent('$289 per night when you looked');
  });

  it('shows only the row that has cards', async () => {
    signIn();
    mockFetch((url) =>
      url.includes('recentlySearched')
        ? { body: { searches: [] } }
        : url.includes('recentlyViewed')
          ? { body: VIEWS }
          : undefined,
    );
    renderRows();
    await screen.findByRole('region', { name: 'Recently viewed' });
    expect(screen.queryByRole('region', { name: 'Recently searched' })).toBeNull();
  });

  it('shows nothing signed out, and asks for nothing', async () => {
    const fetch = mockFetch(() => ({ body: SEARCHES }));
    renderRows();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing when both feeds are empty or fail', async () => {
    signIn();
    const fetch = mockFetch((url) =>
      url.includes('recentlySearched') ? { body: { searches: [] } } : { status: 500, body: { code: 50000 } },
    );
    renderRows();
    await expect.poll(() => fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
