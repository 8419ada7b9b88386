import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf } from '../../test/fetch-mock.ts';
import { makeCancelledTrip, makeTrip } from './trip-fixtures.ts';
import { tripsRoutes } from './routes.tsx';
import { calls, renderTrips } from './trips-test-harness.tsx';
import { TRIP_TABS } from './trip-tabs.ts';

afterEach(() => vi.unstubAllGlobals());

const listReply =
  (answer: (body: Record<string, unknown>) => { homes: unknown[]; total: number }) =>
  (url: string, init: RequestInit) =>
    url.endsWith('/itinerary/list') ? { body: answer(bodyOf(init)) } : undefined;

describe('TripsPage', () => {
  it('has the six spec tabs in order', async () => {
    renderTrips(
      '/trips',
      listReply(() => ({ homes: [], total: 0 })),
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Upcoming Trips',
      'Watched Trips',
      'Frozen Prices',
      'Airline Travel Credits',
      'Past Trips',
      'Trips with Offers',
    ]);
    expect(TRIP_TABS).toHaveLength(6);
  });

  it('lists upcoming home reservations as cards linking to their details', async () => {
    const { fetch } = renderTrips(
      '/trips',
      listReply(() => ({ homes: [makeTrip()], total: 1 })),
    );
    const card = await screen.findByRole('article', { name: 'Blue Ridge Cabin' });
    expect(within(card).getByText('Asheville, NC')).toBeInTheDocument();
    expect(within(card).getByText(/Mar 8 – Mar 11, 2026/)).toBeInTheDocument();
    expect(within(card).getByText('2 Adults, 1 Child, Pets')).toBeInTheDocument();
    expect(within(card).getByText('#H-AB12CD34')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('$812.50')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Blue Ridge Cabin' })).toHaveAttribute(
      'href',
      '/trips/homes/H-AB12CD34',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 trip');
    expect(document.title).toBe('Upcoming Trips - My trips | Card Travel');
    const [, init] = calls(fetch, 'itinerary/list')[0]!;
    expect(bodyOf(init)).toEqual({ tab: 'Upcoming', page: { offset: 0, limit: 10 } });
  });

  it('keeps the selected tab in ?tab= and asks for that tab', async () => {
    const { router, fetch } = renderTrips(
      '/trips?tab=past',
      listReply((body) => ({ homes: body.tab === 'Past' ? [makeCancelledTrip()] : [], total: 1 })),
    );
    expect(await screen.findByRole('tab', { name: 'Past Trips', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Blue Ridge Cabin' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Refunded $812.50')).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'itinerary/list')[0]![1]).tab).toBe('Past');

    await userEvent.click(screen.getByRole('tab', { name: 'Trips with Offers' }));
    expect(router.state.location.search).toBe('?tab=offers');
    expect(await screen.findByText('You have no trips with offers')).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'itinerary/list').at(-1)![1]).tab).toBe('WithOffers');

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming Trips' }));
    expect(router.state.location.search).toBe('');
    // Back returns to the tab before.
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Trips with Offers', selected: true })).toBeInTheDocument();
  });

  it('loads the next page with "Show more trips" and announces the count', async () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      makeTrip({ id: { value: `H-${String(i).padStart(8, '0')}` } }),
    );
    const { fetch } = renderTrips(
      '/trips',
      listReply((body) => {
        const { offset, limit } = body.page as { offset: number; limit: number };
        return { homes: all.slice(offset, offset + limit), total: all.length };
      }),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 12 trips');
    await userEvent.click(screen.getByRole('button', { name: 'Show more trips' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.getByRole('status')).toHaveTextContent('12 trips');
    expect(screen.queryByRole('button', { name: 'Show more trips' })).toBeNull();
    // Focus moves to the first trip added, not to the page (the button it was on is gone).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByRole('article')[10]?.querySelector('a')),
    );
    expect(bodyOf(calls(fetch, 'itinerary/list')[1]![1]).page).toEqual({ offset: 10, limit: 10 });
  });

  it('shows a helpful empty state for an empty tab', async () => {
    renderTrips(
      '/trips',
      listReply(() => ({ homes: [], total: 0 })),
    );
    expect(await screen.findByRole('heading', { name: 'You have no upcoming trips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a stay' })).toHaveAttribute('href', '/stays/');
  });

  it('explains an empty tab of airline travel credits without calling the trips list', async () => {
    const { fetch } = renderTrips('/trips?tab=credits', (url) =>
      url.endsWith('/itinerary/flights/credits') ? { body: { credits: [] } } : undefined,
    );
    expect(
      await screen.findByRole('heading', { name: 'You have no airline travel credits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/flights');
    expect(calls(fetch, 'itinerary/list')).toHaveLength(0);
  });

  it('shows an error with a working retry', async () => {
    let fail = true;
    renderTrips('/trips', (url) => {
      if (!url.endsWith('/itinerary/list')) return undefined;
      if (fail) return { status: 500, body: { code: 50000, message: 'down' } };
      return { body: { homes: [makeTrip()], total: 1 } };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your trips');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Blue Ridge Cabin' })).toBeInTheDocument();
  });

  it('shows skeletons while the list loads', async () => {
    renderTrips('/trips', () => undefined);
    expect(screen.getByRole('status', { name: 'Loading Upcoming Trips' })).toBeInTheDocument();
    await screen.findByRole('alert');
  });
});

describe('tripsRoutes', () => {
  it('routes the list, the details and the receipt', () => {
    expect(tripsRoutes.map((r) => r.path)).toEqual([
      '/trips',
      '/trips/homes/:reservationId',
      '/trips/homes/:reservationId/receipt',
    ]);
  });
});
