import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FlightReviewAnswer, FlightSearchAnswer } from '@portal/contracts/flights';
import { compactFlightResults } from '@portal/contracts/flight-results';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { searchAnswer } from '../test/flight-fixtures.ts';
import { PredictionPage } from './prediction-page.tsx';
import { ReviewPage } from './review-page.tsx';

const SEARCH =
  'trip=round_trip&from=JFK&to=LAX&date=2026-12-01&from=LAX&to=JFK&date=2026-12-08&adults=2&cabin=Economy';
const CHOSEN = `${SEARCH}&pick=out-ua-selftransfer&pick=in-dl-nonstop&shelf=1&shelf=0`;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/flights/shop/', Component: PredictionPage },
      { path: '/flights/shop/departure/', Component: () => <h1>Departures</h1> },
      { path: '/flights/shop/review/', Component: ReviewPage },
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

const answer = searchAnswer('round_trip', 2);
const available = (moved: 'Up' | 'Down' | null) => {
  const out = answer.slices[0]!.options[2]!;
  const back = answer.slices[1]!.options[0]!;
  return FlightReviewAnswer.parse({
    kind: 'Available',
    slices: [
      { option: out, chosenFareId: out.fares[1]!.fareId },
      { option: back, chosenFareId: back.fares[0]!.fareId },
    ],
    fareShelf: { outgoing: out.fares[1]!.fareShelf, returning: back.fares[0]!.fareShelf },
    multiTicketType: 'virtualInterline',
    total: { fiat: { value: 1192, currencyCode: 'USD', currencySymbol: '$' }, rewards: {} },
    moved,
  });
};

let review: () => Reply;
let reviewed: Record<string, unknown>[] = [];
beforeEach(() => {
  reviewed = [];
  review = () => ({ body: available(null) });
  mockFetch((url, init) => {
    if (url.includes('flights/search'))
      return { body: FlightSearchAnswer.parse(compactFlightResults(answer)) };
    if (url.includes('flights/review')) {
      reviewed.push(bodyOf(init));
      return review();
    }
    return undefined;
  });
});

describe('ReviewPage', () => {
  it('re-prices the chosen fares and shows every slice, the self-transfer, the fare rules and the total', async () => {
    renderAt(`/flights/shop/review/?${CHOSEN}`);
    // The first render loads the page's modules cold: more than findBy's default second on a loaded machine.
    expect(
      await screen.findByRole('heading', { name: 'Trip total' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch this trip' })).toBeInTheDocument();
    expect(reviewed[0]).toEqual({
      fareIds: ['out-ua-selftransfer~1', 'in-dl-nonstop~0'],
      passengers: { adultsCount: 2, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
    });
    const departure = screen.getByRole('region', { name: 'Departure: JFK to LAX' });
    expect(
      within(departure).getByText(
        /3h 20m layover in Chicago \(ORD\): self-transfer, collect and re-check your bags/,
      ),
    ).toBeInTheDocument();
    expect(within(departure).getByText('7:00 PM Tue, Dec 1')).toBeInTheDocument();
    expect(within(departure).getAllByText('(UTC−5)').length).toBeGreaterThan(0);
    expect(within(departure).getByText('Main · Economy')).toBeInTheDocument();
    expect(screen.getByText('Self-transfer: collect and re-check your bags.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Return: LAX to JFK' })).toHaveTextContent(
      'No cancellation. Non-refundable',
    );
    expect(screen.getByText('$1,192')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /book/i })).not.toBeInTheDocument();
  });

  it('says when the price moved, with a way back to the fares', async () => {
    review = () => ({ body: available('Up') });
    renderAt(`/flights/shop/review/?${CHOSEN}`);
    expect(
      await screen.findByText(/The price went up since you searched: it is now \$1,192/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare fares again' }).getAttribute('href')).toMatch(
      /^\/flights\/shop\/fare-details\/\?/,
    );
  });

  it('says a sold-out fare plainly and leads back to the fares', async () => {
    review = () => ({ body: { kind: 'SoldOut', fareId: 'out-ua-selftransfer~1' } });
    renderAt(`/flights/shop/review/?${CHOSEN}`);
    expect(await screen.findByRole('heading', { name: 'This fare just sold out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another fare' }).getAttribute('href')).toMatch(
      /^\/flights\/shop\/fare-details\/\?/,
    );
  });
});

describe('PredictionPage', () => {
  it('skips to the departures, replacing itself, when there is no prediction', async () => {
    const router = renderAt(`/flights/shop/?${SEARCH}`);
    expect(await screen.findByRole('heading', { name: 'Departures' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${SEARCH}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
