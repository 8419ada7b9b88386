import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ListingSummary } from '@portal/contracts/listings';
import { ResultsPage } from './results-page.tsx';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';

vi.mock('./results-map.tsx', () => ({ ResultsMap: () => <div>map</div> }));

const fiat = (value: number) => ({ value, currencyCode: 'USD' as const, currencySymbol: '$' as const });
const price = (value: number) => ({ fiat: fiat(value), rewards: {} });

function listing(
  id: string,
  opts: { nightly: number; was?: number; total: number; refundable?: boolean },
): ListingSummary {
  return {
    listingId: { id },
    content: {
      name: `Home ${id}`,
      location: {
        address: { city: 'Asheville', state: 'NC', kind: 'Obfuscated' },
        exactCoordinates: { lat: 35.6, lon: -82.55 },
      },
      media: [{ url: '/media/exterior-1.svg', alt: 'Front', tags: { kind: 'Exterior' } }],
      starRating: 4.5,
      userRating: { score: 0.92 },
      layout: { numberOfBedrooms: 3, numberOfBathrooms: 2 },
    },
    listingCollection: id === 'a' ? 'Premier' : 'NoCollection',
    terms: { maxOccupancy: 6, petFriendly: true },
    availability: {
      AvailabilityResult: 'Available',
      reasons: [],
      rate: {
        price: {
          nightly: price(opts.nightly),
          nightlyBeforeDiscount: price(opts.was ?? opts.nightly),
          total: price(opts.total),
          rentTotal: price(opts.total - 100),
          taxes: price(50),
          fees: [],
          discounts: opts.was
            ? [{ description: 'Weekly discount', amount: fiat((opts.was - opts.nightly) * 3) }]
            : [],
        },
        cancellationPolicy: {
          policy: opts.refundable ? 'FullyRefundable' : 'NonRefundable',
          description: '',
        },
        paymentPolicy: { description: 'Full payment is due at the time of booking.' },
      },
    },
  };
}

const SEARCH =
  '/stays/availability/?locationName=Asheville%252C%2520NC&fromDate=2030-01-15&untilDate=2030-01-18&adultsCount=2&childrenCount=0&sortOrder=Recommended';

function renderResults(path = SEARCH) {
  const router = createMemoryRouter(
    [
      { path: '/stays/availability/', Component: ResultsPage },
      { path: '/vacation-rentals/shop/', Component: () => <p>Listing page</p> },
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
const calls: Record<string, unknown>[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') });
  mockFetch((url, init) => {
    if (!url.includes('homes/availability')) return undefined;
    calls.push(bodyOf(init));
    return reply();
  });
});

describe('ResultsPage', () => {
  it('shows cards with nightly and total prices, strikethrough and free cancellation', async () => {
    reply = () => ({
      body: {
        listings: [
          listing('a', { nightly: 210, was: 250, total: 1234, refundable: true }),
          listing('b', { nightly: 180, total: 700 }),
        ],
        total: 2,
      },
    });
    renderResults();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('$210')).toBeInTheDocument();
    expect(first.getByText('$250').tagName).toBe('S');
    expect(first.getByText('$1,234')).toBeInTheDocument();
    expect(first.getByText('Free cancellation')).toBeInTheDocument();
    expect(first.getByText('Premier Collection')).toBeInTheDocument();
    expect(first.getByText('9.2/10')).toBeInTheDocument();
    expect(first.getByText('Excellent')).toBeInTheDocument();
    // Labelled as images (a span or p may not carry aria-label: axe aria-prohibited-attr); "Was" as hidden text.
    expect(first.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: /^Guest rating 9\.2 out of 10/ })).toBeInTheDocument();
    expect(first.getByText('$250').closest('s')?.textContent).toBe('Was $250');
    expect(
      cards[0]!.querySelector('s[aria-label], span[aria-label]:not([role]), p[aria-label]:not([role])'),
    ).toBeNull();
    const second = within(cards[1]!);
    expect(second.queryByText('Free cancellation')).not.toBeInTheDocument();
    expect(cards[1]!.querySelector('s')).toBeNull();
    expect(screen.getByText('Showing 2 of 2 homes')).toBeInTheDocument();

    const href = first.getByRole('link', { name: 'Home a' }).getAttribute('href') ?? '';
    const q = new URL(href, 'http://x').searchParams;
    expect(q.get('listingId')).toBe('a');
    expect(q.get('hotelDetailsEntrySource')).toBe('list');
    expect(q.get('selectedLodgingIndex')).toBe('0');
    expect(q.get('fromDate')).toBe('2030-01-15');
    expect(q.get('locationName')).toBe('Asheville%2C%20NC');

    expect(calls[0]).toMatchObject({
      location: { kind: 'Place', term: 'Asheville, NC' },
      stayDates: { from: '2030-01-15', until: '2030-01-18' },
      guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
      sortOrder: 'Recommended',
      page: { offset: 0, limit: 20 },
    });
  });

  it('asks only for pet-friendly homes on a pet search', async () => {
    reply = () => ({ body: { listings: [], total: 0 } });
    renderResults(`${SEARCH}&petsCount=1`);
    expect(await screen.findByText(/No vacation rentals match/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ petFriendlyOnly: true, guests: { petsIncluded: true } });
    expect(screen.getByRole('button', { name: 'Show homes without the pet filter' })).toBeInTheDocument();
  });

  it('moves a past from-date to tomorrow and says so', async () => {
    reply = () => ({ body: { listings: [], total: 0 } });
    renderResults(SEARCH.replace('fromDate=2030-01-15', 'fromDate=2020-01-01'));
    await screen.findByText(/No vacation rentals match/);
    expect(calls[0]).toMatchObject({ stayDates: { from: '2030-01-11', until: '2030-01-18' } });
    const notice = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('We changed your dates'));
    expect(notice).toBeDefined();
    expect(notice as HTMLElement).toHaveTextContent(
      'Check-in Wed, Jan 1, 2020 has already passed, so it is now tomorrow, Fri, Jan 11, 2030.',
    );
  });

  it('sets an until-date not after the from-date two nights later, and says so', async () => {
    reply = () => ({ body: { listings: [], total: 0 } });
    renderResults(SEARCH.replace('untilDate=2030-01-18', 'untilDate=2030-01-15'));
    await screen.findByText(/No vacation rentals match/);
    expect(calls[0]).toMatchObject({ stayDates: { from: '2030-01-15', until: '2030-01-17' } });
    expect(
      screen.getByText(/Checkout Tue, Jan 15, 2030 was not after check-in, so it is now Thu, Jan 17, 2030/),
    ).toBeInTheDocument();
  });

  it('treats an impossible date (Feb 30) as missing: the default, and nothing to correct', async () => {
    reply = () => ({ body: { listings: [], total: 0 } });
    renderResults(SEARCH.replace('fromDate=2030-01-15', 'fromDate=2030-02-30'));
    await screen.findByText(/No vacation rentals match/);
    expect(calls[0]).toMatchObject({ stayDates: { from: '2030-01-11', until: '2030-01-18' } });
    expect(screen.queryByText('We changed your dates')).not.toBeInTheDocument();
  });

  it.each([
    ['999 adults', SEARCH.replace('adultsCount=2', 'adultsCount=999'), 'A stay can have up to 16 travelers'],
    [
      'a 15-month stay',
      SEARCH.replace('untilDate=2030-01-18', 'untilDate=2031-04-15'),
      'Stays can be booked up to one year ahead',
    ],
  ])('answers %s with the rule, not a server error, and asks nothing', async (_name, path, rule) => {
    reply = () => ({ status: 500, body: { code: 50000, message: 'Something went wrong on our side' } });
    renderResults(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Change your search to continue');
    expect(alert).toHaveTextContent(rule);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sorted by price: the option says total price, low to high, and each card leads with its total', async () => {
    reply = () => ({
      body: {
        listings: [listing('a', { nightly: 300, total: 700 }), listing('b', { nightly: 150, total: 900 })],
        total: 2,
      },
    });
    renderResults(SEARCH.replace('sortOrder=Recommended', 'sortOrder=Pricing'));
    const cards = await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: /Total price: low to high/ })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ sortOrder: 'Pricing' });
    for (const [card, total] of [
      [cards[0]!, '$700'],
      [cards[1]!, '$900'],
    ] as const) {
      const lead = card.querySelector('.text-lg');
      expect(lead?.textContent).toBe(total);
    }
  });

  it('shows an error with a working retry', async () => {
    let fail = true;
    reply = () =>
      fail
        ? { status: 500, body: { code: 50000, message: 'boom' } }
        : { body: { listings: [listing('a', { nightly: 99, total: 400 })], total: 1 } };
    renderResults();
    expect(
      await screen.findByText('We couldn’t load vacation rentals', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$99')).toBeInTheDocument();
  });
});
