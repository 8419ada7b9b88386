// Spec §5 on the flight results: the "In policy" filter, offered when the API judged the fares against the
// traveler's corporate tier, kept in the URL like the other filters, in the sidebar and the phone's sheet.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FlightSearchAnswer } from '@portal/contracts/flights';
import { compactFlightResults } from '@portal/contracts/flight-results';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { searchAnswer } from '../test/flight-fixtures.ts';
import { ChooseFlightPage } from './choose-flight-page.tsx';

const SEARCH = 'trip=one_way&from=JFK&to=LAX&date=2026-12-01&adults=1&cabin=Economy';

/**
 * The answer under a tier capping a one-way slice at $300 and refusing premium economy: Delta's fares ($320 up)
 * are all out of policy; every other flight has a fare within it.
 */
function judgedAnswer(): FlightSearchAnswer {
  const answer = searchAnswer();
  return FlightSearchAnswer.parse(
    compactFlightResults({
      ...answer,
      slices: answer.slices.map((slice) => ({
        ...slice,
        options: slice.options.map((option) => ({
          ...option,
          fares: option.fares.map((fare) => {
            const violations = [
              ...(fare.amount.fiat.value > 300 ? ['Over the $300 one-way cap'] : []),
              ...(fare.cabinClassName === 'PremiumEconomy' ? ['Premium economy fares are not allowed'] : []),
            ];
            return { ...fare, policy: { inPolicy: violations.length === 0, violations } };
          }),
        })),
      })),
    }),
  );
}

let answer: FlightSearchAnswer;
beforeEach(() => {
  answer = judgedAnswer();
  mockFetch((url) => (url.includes('flights/search') ? { body: answer } : undefined));
});

function renderAt(query: string) {
  const router = createMemoryRouter([{ path: '/flights/shop/departure/', Component: ChooseFlightPage }], {
    initialEntries: [`/flights/shop/departure/?${SEARCH}${query}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cardNames = async () =>
  (await screen.findAllByRole('article')).map((a) => a.getAttribute('aria-label')?.split(',')[0]).sort();
const sidebar = () => within(screen.getByRole('complementary', { name: 'Filters' }));

describe('the "In policy" flight filter', () => {
  it('keeps only flights with a fare in policy, in the URL and the counts, and turns off again', async () => {
    const user = userEvent.setup();
    const router = renderAt('');
    expect(await cardNames()).toHaveLength(4);
    const box = sidebar().getByRole('checkbox', { name: 'In policy' });
    expect(box).not.toBeChecked();
    expect(sidebar().getByRole('group', { name: 'Travel policy' })).toContainElement(box);

    await user.click(box);
    expect(await cardNames()).toEqual([
      'American Airlines',
      'Spirit Airlines',
      'United Airlines + American Airlines',
    ]);
    expect(router.state.location.search).toContain('inpolicy=1');
    expect(screen.getByText('3 of 4 flights (filtered)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(sidebar().getByRole('checkbox', { name: 'In policy' })).toBeChecked();

    await user.click(sidebar().getByRole('checkbox', { name: 'In policy' }));
    expect(await cardNames()).toHaveLength(4);
    expect(router.state.location.search).not.toContain('inpolicy');
    expect(screen.getByText('4 of 4 flights')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('works from the keyboard: Space toggles it, Tab goes on to the stops', async () => {
    const user = userEvent.setup();
    const router = renderAt('');
    await cardNames();
    sidebar().getByRole('checkbox', { name: 'In policy' }).focus();
    await user.keyboard(' ');
    expect(await cardNames()).toHaveLength(3);
    expect(router.state.location.search).toContain('inpolicy=1');
    // The list re-rendered from the URL: focus stays on the checkbox, so Tab moves on through the filters.
    expect(sidebar().getByRole('checkbox', { name: 'In policy' })).toHaveFocus();
    await user.tab();
    expect(sidebar().getByRole('radio', { name: 'Any number of stops' })).toHaveFocus();
  });

  it('is in the phone sheet too, read from the URL, with the flights it leaves', async () => {
    const user = userEvent.setup();
    renderAt('&inpolicy=1');
    expect(await cardNames()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByRole('checkbox', { name: 'In policy' })).toBeChecked();
    expect(sheet.getByRole('button', { name: 'Show 3 flights' })).toBeInTheDocument();
    await user.click(sheet.getByRole('checkbox', { name: 'In policy' }));
    expect(await sheet.findByRole('button', { name: 'Show 4 flights' })).toBeInTheDocument();
  });

  it('is not offered when the fares were not judged (a consumer)', async () => {
    answer = FlightSearchAnswer.parse(compactFlightResults(searchAnswer()));
    renderAt('');
    await cardNames();
    expect(screen.queryByRole('checkbox', { name: 'In policy' })).toBeNull();
  });

  it('stays offered while on without judged fares, keeping every flight', async () => {
    answer = FlightSearchAnswer.parse(compactFlightResults(searchAnswer()));
    renderAt('&inpolicy=1');
    expect(await cardNames()).toHaveLength(4);
    expect(sidebar().getByRole('checkbox', { name: 'In policy' })).toBeChecked();
  });
});
