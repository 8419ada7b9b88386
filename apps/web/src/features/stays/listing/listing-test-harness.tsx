import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Availability, Listing } from '@portal/contracts/listings';
import { ExperimentsProvider } from '../../../lib/experiments.tsx';
import { setSession } from '../../../lib/session-store.ts';
import { mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { availableRate, makeListing } from '../../../test/listing-fixtures.ts';
import { ListingPage } from './listing-page.tsx';

// The listing page on a memory router with a mocked API, for the page's component tests.

export const SEARCH =
  '?listingId=vr-1&fromDate=2099-05-01&untilDate=2099-05-03&adultsCount=2&childrenCount=0&sortOrder=Recommended';

type Setup = {
  listing?: Listing;
  availability?: Availability;
  shop?: Reply;
  experiments?: string[];
  accounts?: unknown[];
  search?: string;
};

export function setup({
  listing = makeListing(),
  availability = availableRate(),
  shop,
  experiments = [],
  accounts = [],
  search = SEARCH,
}: Setup = {}) {
  // "Today" a few weeks before SEARCH's stay, so its dates sit inside the one-year date window.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2099-04-10T12:00:00') });
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
  const fetchMock = mockFetch((url) => {
    if (url.endsWith('/homes/shop'))
      return shop ?? { body: { value: { listing: { listing, availability } } } };
    if (url.endsWith('/getCalendarAvailability')) return { body: { calendarDays: [] } };
    if (url.endsWith('/experiments/active'))
      return {
        body: {
          experiments: experiments.map((id) => ({ id, variant: 'available' })),
          trackingProperties: {},
        },
      };
    if (url.endsWith('/rewards/accounts')) return { body: accounts };
    if (url.endsWith('/portal/config')) return { status: 404 };
    return { body: {} };
  });
  const router = createMemoryRouter(
    [
      { path: '/vacation-rentals/shop/', Component: ListingPage },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [`/vacation-rentals/shop/${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExperimentsProvider enabled>
        <RouterProvider router={router} />
      </ExperimentsProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

// The page is there once its last section (rendered just after the rest, in a deferred render) is.
// The deferred render and the lazy pickers take longer than findBy's 1 s default on a busy machine.
export const ready = async () => {
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 5000 });
  await screen.findByRole('heading', { name: 'House rules' }, { timeout: 5000 });
};
