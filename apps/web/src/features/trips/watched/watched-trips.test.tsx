import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightWatch } from '@portal/contracts/flight-watch';
import { bodyOf } from '../../../test/fetch-mock.ts';
import { calls, renderTrips } from '../trips-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const watch = (over: Partial<FlightWatch> = {}): FlightWatch => ({
  watchId: '6f1c2d8e-4b0a-4c55-9a51-2f9e0c7d1a34',
  search: {
    tripType: 'round_trip',
    slices: [
      { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
      { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
    ],
    passengers: { adultsCount: 2, childAges: [7], lapInfantsCount: 0, seatedInfantsCount: 0 },
    cabin: 'Economy',
  },
  state: 'Watching',
  notification: 'EmailOnly',
  price: { fiat: fiat(612.4), rewards: {} },
  recommendation: 'wait',
  createdAt: '2026-11-20T09:14:00.000Z',
  lastCheckedAt: '2026-11-27T03:00:00.000Z',
  lastNotifiedAt: null,
  ...over,
});

describe('Watched Trips', () => {
  it('lists watched trips with route, dates, passengers, price, prediction and notification', async () => {
    renderTrips('/trips?tab=watched', (url) =>
      url.endsWith('/flights/watch/list') ? { body: { watches: [watch()] } } : undefined,
    );
    const card = await screen.findByRole('article', { name: 'JFK ⇄ LAX' });
    expect(within(card).getByText('Dec 10, 2026 – Dec 17, 2026')).toBeInTheDocument();
    expect(within(card).getByText(/2 Adults, 1 Child · Email alerts/)).toBeInTheDocument();
    expect(within(card).getByText('$612.40')).toBeInTheDocument();
    expect(within(card).getByText('Wait: likely to drop')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 watched trip');
  });

  it('shows a watch not priced yet as being checked', async () => {
    renderTrips('/trips?tab=watched', (url) =>
      url.endsWith('/flights/watch/list')
        ? { body: { watches: [watch({ state: 'JustWatched', price: null, recommendation: null })] } }
        : undefined,
    );
    const card = await screen.findByRole('article', { name: 'JFK ⇄ LAX' });
    expect(within(card).getByText('Checking the price…')).toBeInTheDocument();
  });

  it('shows the empty state with a way to search flights', async () => {
    renderTrips('/trips?tab=watched', (url) =>
      url.endsWith('/flights/watch/list') ? { body: { watches: [] } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'You have no watched trips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/flights');
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    renderTrips('/trips?tab=watched', (url) => {
      if (!url.endsWith('/flights/watch/list')) return undefined;
      return fail
        ? { status: 500, body: { code: 50000, message: 'boom' } }
        : { body: { watches: [watch()] } };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your watched trips.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'JFK ⇄ LAX' })).toBeInTheDocument();
  });

  it('stops watching only after confirmation', async () => {
    let watches = [
      watch(),
      watch({
        watchId: 'b1',
        search: {
          ...watch().search,
          tripType: 'one_way',
          slices: [{ origin: 'BOS', destination: 'SFO', departureDate: '2026-12-01' }],
        },
      }),
    ];
    const { fetch } = renderTrips('/trips?tab=watched', (url, init) => {
      if (url.endsWith('/flights/watch/list')) return { body: { watches } };
      if (url.endsWith('/flights/watch/delete')) {
        const { watchId } = bodyOf(init) as { watchId: string };
        watches = watches.filter((w) => w.watchId !== watchId);
        return { body: {} };
      }
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'BOS → SFO' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop watching' }));
    // Changing one's mind keeps it.
    await userEvent.click(within(card).getByRole('button', { name: 'Keep watching' }));
    expect(calls(fetch, 'flights/watch/delete')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Stop watching' }));
    const confirm = within(card).getByRole('group', { name: 'Stop watching?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stop watching' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'BOS → SFO' })).not.toBeInTheDocument());
    expect(bodyOf(calls(fetch, 'flights/watch/delete')[0]![1])).toEqual({ watchId: 'b1' });
    expect(screen.getByRole('article', { name: 'JFK ⇄ LAX' })).toBeInTheDocument();
  });
});
