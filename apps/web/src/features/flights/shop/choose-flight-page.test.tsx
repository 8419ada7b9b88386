import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { FlightSearchAnswer } from '@portal/contracts/flights';
import { compactFlightResults } from '@portal/contracts/flight-results';
import { mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { searchAnswer } from '../test/flight-fixtures.ts';
import { ChooseFlightPage } from './choose-flight-page.tsx';
import { FareDetailsPage } from './fare-details-page.tsx';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

const SEARCH =
  'trip=round_trip&from=JFK&to=LAX&date=2026-12-01&from=LAX&to=JFK&date=2026-12-08&adults=2&cabin=Economy';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/flights/shop/departure/', Component: ChooseFlightPage },
      { path: '/flights/shop/return/', Component: ChooseFlightPage },
      { path: '/flights/shop/fare-details/', Component: FareDetailsPage },
      { path: '/flights/shop/review/', Component: Landed },
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
let searches = 0;
beforeEach(() => {
  searches = 0;
  reply = () => ({ body: FlightSearchAnswer.parse(compactFlightResults(searchAnswer('round_trip', 2))) });
  mockFetch((url) => {
    if (!url.includes('flights/search')) return undefined;
    searches += 1;
    return reply();
  });
});

const cardNames = async () =>
  (await screen.findAllByRole('article')).map((a) => a.getAttribute('aria-label')?.split(',')[0]);

describe('ChooseFlightPage', () => {
  it('shows each flight with times, +1, stops, layovers, self-transfer, Best-of tags and prices', async () => {
    renderAt(`/flights/shop/departure/?${SEARCH}`);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    // The default order is the domain's fareScore sort (the Best blend), so the Best Overall flight leads.
    expect(await cardNames()).toEqual([
      'Spirit Airlines',
      'American Airlines',
      'Delta Air Lines',
      'United Airlines + American Airlines',
    ]);
    const tags = (card: ReturnType<typeof within>) =>
      within(card.getByRole('list', { name: 'Best of' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(tags(within(cards[0]!))).toEqual(['Best Overall', 'Best Price']);
    const delta = within(cards[2]!);
    expect(delta.getByText('8:00 AM – 11:20 AM')).toBeInTheDocument();
    expect(delta.getByText('Nonstop')).toBeInTheDocument();
    expect(tags(delta)).toEqual(['Best Quality', 'Fastest']);
    expect(delta.getByText('$320')).toBeInTheDocument();
    expect(delta.getByText('per person · $640 total')).toBeInTheDocument();
    const self = within(cards[3]!);
    expect(self.getByText(/day later/).closest('sup')).toHaveTextContent('+1 day later');
    expect(self.getByText(/1 stop · 3h 20m in ORD/)).toBeInTheDocument();
    expect(self.getByText('Self-transfer: collect and re-check your bags')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your departing flight' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch this trip', pressed: false })).toBeInTheDocument();
  });

  it('sorts and filters in the URL, and says when nothing matches', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const router = renderAt(`/flights/shop/departure/?${SEARCH}`);
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Sort by' })[0]!, 'price');
    expect(await cardNames()).toEqual([
      'Spirit Airlines',
      'United Airlines + American Airlines',
      'American Airlines',
      'Delta Air Lines',
    ]);
    expect(router.state.location.search).toContain('sort=price');
    const sidebar = within(screen.getByRole('complementary'));
    await user.click(sidebar.getByRole('radio', { name: 'Nonstop only' }));
    expect(await cardNames()).toEqual(['American Airlines', 'Delta Air Lines']);
    expect(screen.getByText('2 of 4 flights (filtered)')).toBeInTheDocument();
    await user.click(sidebar.getByRole('checkbox', { name: 'Spirit Airlines (low cost)' }));
    expect(await screen.findByRole('heading', { name: 'No flights match your filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await cardNames()).toHaveLength(4);
    expect(router.state.location.search).toContain('sort=price');
    expect(searches).toBe(1);
  });

  it(
    'choosing a fare goes to the return with the choice in the URL, then to the fare details',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderAt(`/flights/shop/departure/?${SEARCH}`);
      const cards = await screen.findAllByRole('article');
      await user.click(within(cards[0]!).getByRole('button', { name: '3 fares' }));
      await user.click(within(cards[0]!).getByRole('button', { name: 'Choose Main for $230' }));
      expect(router.state.location.pathname).toBe('/flights/shop/return/');
      expect(router.state.location.search).toContain('pick=out-nk-1stop&shelf=1');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Choose your return flight' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your flights so far' })).toHaveTextContent(
        'Spirit Airlines · Main · $230 per person',
      );
      const delta = within(await screen.findByRole('article', { name: 'Delta Air Lines, from $300' }));
      await user.click(delta.getByRole('button', { name: '3 fares' }));
      await user.click(delta.getByRole('button', { name: 'Choose Basic for $300' }));
      expect(router.state.location.pathname).toBe('/flights/shop/fare-details/');
      expect(router.state.location.search).toContain('pick=out-nk-1stop&pick=in-dl-nonstop&shelf=1&shelf=0');
    },
  );

  it('sends a return step without a departure back to the departure', async () => {
    const router = renderAt(`/flights/shop/return/?${SEARCH}`);
    await screen.findAllByRole('article');
    expect(router.state.location.pathname).toBe('/flights/shop/departure/');
  });

  it('shows the API’s words when the search is refused', async () => {
    reply = () => ({
      status: 400,
      body: { code: 40000, message: 'Flights can be searched up to 331 days ahead.' },
    });
    renderAt(`/flights/shop/departure/?${SEARCH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Flights can be searched up to 331 days ahead.',
    );
  });
});

describe('FareDetailsPage', () => {
  it(
    'lays every shelf of each chosen flight side by side and carries the choice to the review',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const router = renderAt(
        `/flights/shop/fare-details/?${SEARCH}&pick=out-ua-selftransfer&pick=in-dl-nonstop&shelf=1&shelf=0`,
      );
      const outbound = await screen.findByRole('group', { name: 'Fares for JFK to LAX' });
      const shelves = within(outbound).getAllByRole('radio');
      expect(shelves).toHaveLength(3);
      expect(shelves[1]).toBeChecked();
      const premium = within(outbound).getByText('Premium').closest('label')!;
      expect(premium).toHaveTextContent('2 checked bags included');
      expect(premium).toHaveTextContent('Seat selection included');
      expect(premium).toHaveTextContent('Full travel credit if you cancel');
      expect(premium).toHaveTextContent('Priority boarding');
      const basic = within(outbound).getByText('Basic').closest('label')!;
      expect(basic).toHaveTextContent('No carry-on bag (personal item only)');
      expect(basic).toHaveTextContent('No changes');
      expect(basic).toHaveTextContent('Non-refundable');
      expect(
        screen.getByText(
          'United Airlines + American Airlines · Self-transfer: collect and re-check your bags',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('$1,180')).toBeInTheDocument();
      await user.click(shelves[2]!);
      expect(router.state.location.search).toContain('shelf=3&shelf=0');
      expect(await screen.findByText('$1,340')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Review itinerary' }));
      expect((await screen.findByTestId('landed')).textContent).toContain('/flights/shop/review/?');
      expect(router.state.location.search).toContain(
        'pick=out-ua-selftransfer&pick=in-dl-nonstop&shelf=3&shelf=0',
      );
    },
  );

  it('asks to choose again when a chosen flight is gone from the latest answer', async () => {
    renderAt(`/flights/shop/fare-details/?${SEARCH}&pick=out-gone&pick=in-dl-nonstop&shelf=1&shelf=0`);
    expect(
      await screen.findByRole('heading', { name: 'That flight is no longer offered' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another flight' }).getAttribute('href')).toMatch(
      /^\/flights\/shop\/departure\/\?/,
    );
  });
});
