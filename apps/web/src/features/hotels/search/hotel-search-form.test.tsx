import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { HotelSearchForm } from './hotel-search-form.tsx';
import {
  CHOOSE_DATES,
  CHOOSE_DESTINATION,
  DEFAULT_HOTEL_GUESTS,
  type HotelSearchValue,
} from './hotel-search.ts';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

const EMPTY: HotelSearchValue = {
  destination: { kind: 'Text', text: '' },
  dates: null,
  guests: DEFAULT_HOTEL_GUESTS,
};

function renderForm(initial: HotelSearchValue = EMPTY) {
  const router = createMemoryRouter(
    [
      {
        path: '/hotels/',
        element: <HotelSearchForm variant="hero" today="2030-01-10" mobile={false} initial={initial} />,
      },
      { path: '/hotels/availability/', Component: Landed },
      { path: '/hotels/shop/*', Component: Landed },
    ],
    { initialEntries: ['/hotels/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const SUGGESTIONS = {
  suggestions: [
    { kind: 'Place', term: 'Chicago, IL', city: 'Chicago', state: 'IL' },
    {
      kind: 'Lodging',
      lodgingId: 'htl_chi_0003',
      name: 'The Drake Chicago',
      city: 'Chicago',
      state: 'IL',
      countryCode: 'US',
      collection: 'Premier',
      starRating: 'Five',
    },
  ],
};

const landedUrl = async () => new URL((await screen.findByTestId('landed')).textContent ?? '', 'http://x');

describe('HotelSearchForm', () => {
  it('asks for a destination and dates before searching', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByText(CHOOSE_DESTINATION).length).toBeGreaterThan(0);
    expect(screen.getByText(CHOOSE_DATES)).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it(
    'picks a place with the keyboard and submits the spec query with rooms and children ages',
    { timeout: 20_000 },
    async () => {
      const calls: string[] = [];
      mockFetch((url) => {
        if (!url.includes('autocomplete/lodging')) return undefined;
        calls.push(url);
        return { body: SUGGESTIONS };
      });
      const user = userEvent.setup();
      renderForm({ ...EMPTY, dates: { from: '2030-01-15', until: '2030-01-18' } });
      await user.type(screen.getByRole('combobox', { name: 'Destination or hotel' }), 'Chic');
      await screen.findByRole('option', { name: /^Chicago/ });
      expect(calls[0]).toContain('types=Hotels');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('combobox', { name: 'Destination or hotel' })).toHaveValue('Chicago, IL');

      await user.click(screen.getByRole('button', { name: /Rooms and travelers:/ }));
      await user.click(await screen.findByRole('button', { name: 'Add one room' }));
      await user.click(screen.getByRole('button', { name: 'Add one child' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Child 1 age' }), '9');
      await user.keyboard('{Escape}');
      expect(
        screen.getByRole('button', { name: 'Rooms and travelers: 3 travelers, 2 rooms' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Search' }));

      const url = await landedUrl();
      expect(url.pathname).toBe('/hotels/availability/');
      const q = url.searchParams;
      expect(q.get('fromDate')).toBe('2030-01-15');
      expect(q.get('untilDate')).toBe('2030-01-18');
      expect(q.get('adultsCount')).toBe('2');
      expect(q.get('childrenCount')).toBe('1');
      expect(q.get('childrenAges')).toBe('9');
      expect(q.get('roomsCount')).toBe('2');
      expect(JSON.parse(q.get('lodgingSelection') ?? '')).toEqual({
        kind: 'Place',
        searchTerm: 'Chicago, IL',
      });
      expect(q.get('sortOrder')).toBe('MostRecommended');
    },
  );

  it('opens a hotel picked from the suggestions at its details path', async () => {
    mockFetch((url) => (url.includes('autocomplete/lodging') ? { body: SUGGESTIONS } : undefined));
    const user = userEvent.setup();
    renderForm({ ...EMPTY, dates: { from: '2030-01-15', until: '2030-01-18' } });
    await user.type(screen.getByRole('combobox', { name: 'Destination or hotel' }), 'Drake');
    const option = await screen.findByRole('option', { name: /The Drake Chicago/ });
    expect(within(option).getByText(/Hotel · Chicago, IL/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const url = await landedUrl();
    expect(url.pathname).toBe('/hotels/shop/htl_chi_0003/SearchPage');
    expect(url.searchParams.get('fromDate')).toBe('2030-01-15');
  });

  it('keeps rooms within 1 to 10 and refuses more rooms than adults', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderForm({
      ...EMPTY,
      destination: { kind: 'Place', text: 'Chicago, IL' },
      dates: { from: '2030-01-15', until: '2030-01-18' },
    });
    await user.click(screen.getByRole('button', { name: /Rooms and travelers:/ }));
    const addRoom = await screen.findByRole('button', { name: 'Add one room' });
    expect(screen.getByRole('button', { name: 'Remove one room' })).toBeDisabled();
    for (let i = 0; i < 9; i++) await user.click(addRoom);
    expect(addRoom).toBeDisabled();
    expect(screen.getByText(/Each room needs at least one adult/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByText(/Each room needs at least one adult/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});
