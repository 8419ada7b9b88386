import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { FlightSearchForm } from './flight-search-form.tsx';
import { EMPTY_FLIGHT_SEARCH, type FlightSearchValue } from './flight-search.ts';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderForm(initial: FlightSearchValue = EMPTY_FLIGHT_SEARCH) {
  const router = createMemoryRouter(
    [
      {
        path: '/flights/',
        element: <FlightSearchForm initial={initial} today="2030-01-10" mobile={false} />,
      },
      { path: '/flights/shop/', Component: Landed },
    ],
    { initialEntries: ['/flights/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const landedUrl = async () => new URL((await screen.findByTestId('landed')).textContent ?? '', 'http://x');
const jfk = { code: 'JFK', label: 'New York (JFK)' };
const lax = { code: 'LAX', label: 'Los Angeles (LAX)' };

describe('FlightSearchForm', () => {
  it('asks for the airports and both dates of a round trip before searching', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(screen.getByText('Choose where you fly from.')).toBeInTheDocument();
    expect(screen.getByText('Choose a return date.')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it(
    'shows a Return date for a round trip only, and 2 to 5 flights for multi-city',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderForm({ ...EMPTY_FLIGHT_SEARCH, slices: [{ origin: jfk, destination: lax, date: '2030-02-01' }] });
      expect(screen.getByRole('button', { name: /^Return/ })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'One way' }));
      expect(screen.queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
      expect(screen.getByRole('heading', { name: 'Flight 1' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Flight 2' })).toBeInTheDocument();
      // The second flight leaves from where the first one lands.
      expect(screen.getAllByRole('combobox', { name: 'From' })[1]).toHaveValue('Los Angeles (LAX)');
      expect(screen.queryByRole('button', { name: /Remove flight/ })).not.toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add a flight' });
      for (let i = 0; i < 3; i++) await user.click(add);
      expect(screen.getAllByRole('combobox', { name: 'From' })).toHaveLength(5);
      expect(screen.queryByRole('button', { name: 'Add a flight' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove flight 5' }));
      expect(screen.getAllByRole('combobox', { name: 'From' })).toHaveLength(4);
    },
  );

  it('keeps lap infants to one per adult and everyone to 9', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Passengers: 1 adult' }));
    const addLap = await screen.findByRole('button', { name: 'Add one infant on lap' }, { timeout: 8000 });
    await user.click(addLap);
    expect(addLap).toBeDisabled();
    // The adult holding the infant can't be removed either.
    expect(screen.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
    const addAdult = screen.getByRole('button', { name: 'Add one adult' });
    await user.click(addAdult);
    expect(addLap).toBeEnabled();
    const addChild = screen.getByRole('button', { name: 'Add one child' });
    for (let i = 0; i < 6; i++) await user.click(addChild);
    expect(addChild).toBeDisabled();
    expect(addAdult).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one infant in seat' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Child 1 age' }), '11');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      screen.getByRole('button', { name: 'Passengers: 2 adults, 6 children, 1 infant' }),
    ).toBeInTheDocument();
  });

  it(
    'picks airports from autocomplete, swaps them, and puts the whole search in the URL',
    { timeout: 20_000 },
    async () => {
      const queries: string[] = [];
      mockFetch((url) => {
        if (!url.includes('autocomplete/flights')) return undefined;
        queries.push(new URL(url, 'http://x').searchParams.get('query') ?? '');
        return {
          body: {
            suggestions: [
              {
                kind: 'City',
                city: 'New York',
                country: 'United States',
                countryCode: 'US',
                codes: ['JFK', 'LGA', 'EWR'],
              },
              {
                kind: 'Airport',
                code: 'LGA',
                name: 'LaGuardia Airport',
                city: 'New York',
                country: 'United States',
                countryCode: 'US',
              },
            ],
          },
        };
      });
      const user = userEvent.setup();
      renderForm({
        ...EMPTY_FLIGHT_SEARCH,
        tripType: 'one_way',
        slices: [{ origin: lax, destination: null, date: '2030-02-01' }],
        cabin: 'Business',
      });
      await user.type(screen.getByRole('combobox', { name: 'To' }), 'new y');
      await screen.findByRole('option', { name: /LaGuardia Airport/ }, { timeout: 8000 });
      expect(queries).toContain('new y');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('New York (LGA)');
      await user.click(screen.getByRole('button', { name: 'Swap From and To' }));
      expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('New York (LGA)');
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Los Angeles (LAX)');
      await user.click(screen.getByRole('button', { name: 'Search flights' }));
      const url = await landedUrl();
      expect(url.pathname).toBe('/flights/shop/');
      expect(url.search).toBe('?trip=one_way&from=LGA&to=LAX&date=2030-02-01&adults=1&cabin=Business');
    },
  );
});
