import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FlightWatchAnswer, FlightWatchListAnswer, type FlightWatch } from '@portal/contracts/flight-watch';
import { setNavigator } from '../../../lib/navigation.ts';
import { peekReturnPath } from '../../../lib/return-path.ts';
import { clearSession, setSession } from '../../../lib/session-store.ts';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import type { FlightShopSearch } from '../search/flight-search.ts';
import { WatchTripButton } from './watch-trip-button.tsx';

const SEARCH: FlightShopSearch = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { adults: 2, childAges: [], lapInfants: 0, seatedInfants: 0 },
  cabin: 'Economy',
};

const watchOf = (state: FlightWatch['state'], over: Partial<FlightWatch['search']> = {}): FlightWatch => ({
  watchId: '6f1c2d8e-4b0a-4c55-9a51-2f9e0c7d1a34',
  search: {
    tripType: 'round_trip',
    slices: SEARCH.slices,
    passengers: { adultsCount: 2, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
    cabin: 'Economy',
    ...over,
  },
  state,
  notification: 'EmailOnly',
  price: null,
  recommendation: null,
  createdAt: '2026-11-27T06:00:00.000Z',
  lastCheckedAt: null,
  lastNotifiedAt: null,
});

/** The server's watches: create adds one (JustWatched), delete removes it. */
let watches: FlightWatch[];
let createReply: (() => Reply | Promise<Reply>) | null;
const calls: { url: string; body: Record<string, unknown> }[] = [];

function serve() {
  const fetchMock = mockFetch((url, init) => {
    calls.push({ url, body: bodyOf(init) });
    if (url.endsWith('/flights/watch/list')) return { body: FlightWatchListAnswer.parse({ watches }) };
    if (url.endsWith('/flights/watch/delete')) {
      watches = [];
      return { body: {} };
    }
    return undefined;
  });
  // Create may be held back (InProcess) or fail; every other call goes to the router above.
  const plain = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (!url.endsWith('/flights/watch/create') || !createReply) return plain(input, init);
    calls.push({ url, body: bodyOf(init) });
    const reply = await createReply();
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WatchTripButton search={SEARCH} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = () => screen.getByRole('button', { name: 'Watch this trip' });

beforeEach(() => {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
  watches = [];
  calls.length = 0;
  createReply = () => {
    const watch = watchOf('JustWatched');
    watches = [watch];
    return { body: FlightWatchAnswer.parse({ watch }) };
  };
  serve();
});

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('WatchTripButton', () => {
  it('watches the trip: NotWatching, InProcess while saving, then JustWatched with a notice', async () => {
    let release: () => void = () => {};
    const held = createReply!;
    createReply = () => new Promise<Reply>((resolve) => (release = () => resolve(held() as Reply)));
    const user = userEvent.setup();
    renderButton();
    expect(
      await screen.findByText('Get an email when the price drops or it’s time to buy'),
    ).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');

    await user.click(button());
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByText('Watching: the first price check is on its way')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We’re watching this trip and will email you when the price drops or it’s time to buy.',
    );
    expect(screen.getByRole('link', { name: 'See Watched Trips' })).toHaveAttribute(
      'href',
      '/trips?tab=watched',
    );
    const create = calls.find((c) => c.url.endsWith('/flights/watch/create'))!;
    expect(create.body).toEqual({
      search: {
        tripType: 'round_trip',
        slices: SEARCH.slices,
        passengers: { adultsCount: 2, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
        cabin: 'Economy',
      },
      notification: 'EmailOnly',
    });
  });

  it('shows a watched trip as Watching and stops watching it', async () => {
    watches = [watchOf('Watching')];
    const user = userEvent.setup();
    renderButton();
    expect(
      await screen.findByText('Watching: we email you when the price drops or it’s time to buy'),
    ).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'true');

    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent('You stopped watching this trip.');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((c) => c.url.endsWith('/flights/watch/delete'))?.body).toEqual({
      watchId: '6f1c2d8e-4b0a-4c55-9a51-2f9e0c7d1a34',
    });
  });

  it('ignores a watch of another search', async () => {
    watches = [watchOf('Watching', { cabin: 'First' })];
    renderButton();
    expect(
      await screen.findByText('Get an email when the price drops or it’s time to buy'),
    ).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when watching failed and stays NotWatching', async () => {
    createReply = () => ({ status: 500, body: { code: 50000, message: 'boom' } });
    const user = userEvent.setup();
    renderButton();
    await screen.findByText('Get an email when the price drops or it’s time to buy');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t watch this trip. Please try again.',
    );
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in, coming back to this page, without calling the API', async () => {
    clearSession();
    const navigate = vi.fn();
    setNavigator(navigate);
    const user = userEvent.setup();
    renderButton();
    expect(screen.getByText('Sign in to get price alerts')).toBeInTheDocument();
    await user.click(button());
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(peekReturnPath()).not.toBeNull();
    expect(calls).toEqual([]);
  });
});
