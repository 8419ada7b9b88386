import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { CHOOSE_DATES, CHOOSE_DESTINATION, StaysSearchForm } from './stays-search-form.tsx';
import { DEFAULT_GUESTS, resultsUrl } from '../stays-search.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/stays/',
        element: (
          <StaysSearchForm
            variant="hero"
            today="2030-01-10"
            initial={{ location: '', dates: null, guests: DEFAULT_GUESTS }}
          />
        ),
      },
      { path: '/stays/availability/', Component: Landed },
    ],
    { initialEntries: ['/stays/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('StaysSearchForm', () => {
  it('asks for a destination and dates before searching', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByText(CHOOSE_DESTINATION).length).toBeGreaterThan(0);
    expect(screen.getByText(CHOOSE_DATES)).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('submits to the results route with the spec query', async () => {
    mockFetch((url) =>
      url.includes('autocomplete/lodging')
        ? {
            body: { suggestions: [{ kind: 'Place', term: 'Asheville, NC', city: 'Asheville', state: 'NC' }] },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Where to?' }), 'Ashev');
    await user.click(await screen.findByRole('option', { name: /Asheville/ }));
    await user.click(screen.getByRole('button', { name: /Dates:/ }));
    // The open picker is its own lazily loaded module, which a busy machine can take seconds to load.
    const lazy = { timeout: 10_000 };
    await user.click((await screen.findAllByRole('button', { name: /January 15, 2030/ }, lazy))[0]!);
    await user.click(screen.getAllByRole('button', { name: /January 19, 2030/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: /Guests:/ }));
    await user.click(await screen.findByRole('button', { name: 'Add one pet' }, lazy));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const landed = await screen.findByTestId('landed');
    const url = new URL(landed.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/stays/availability/');
    const q = url.searchParams;
    expect(q.get('locationName')).toBe('Asheville%2C%20NC');
    expect(q.get('fromDate')).toBe('2030-01-15');
    expect(q.get('untilDate')).toBe('2030-01-19');
    expect(q.get('adultsCount')).toBe('2');
    expect(q.get('childrenCount')).toBe('0');
    expect(q.get('petsCount')).toBe('1');
    expect(JSON.parse(q.get('lodgingSelection') ?? '')).toEqual({
      kind: 'Place',
      searchTerm: 'Asheville, NC',
    });
    expect(q.get('sortOrder')).toBe('Recommended');
  });
});

describe('resultsUrl', () => {
  it('omits petsCount without pets and double-encodes the location', () => {
    const url = resultsUrl({
      location: 'Key West, FL',
      dates: { from: '2030-03-01', until: '2030-03-05' },
      guests: { adults: 3, children: 2, pets: 0 },
    });
    expect(url).toContain('locationName=Key%2520West%252C%2520FL');
    expect(url).toContain('adultsCount=3&childrenCount=2');
    expect(url).not.toContain('petsCount');
  });
});
