import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockFetch, type Route } from '../../test/fetch-mock.ts';
import { TripDetailsPage } from './details/trip-details-page.tsx';
import { FlightReceiptPage } from './flights/flight-receipt-page.tsx';
import { FlightTripDetailsPage } from './flights/flight-trip-details-page.tsx';
import { HotelReceiptPage } from './hotels/hotel-receipt-page.tsx';
import { HotelTripDetailsPage } from './hotels/hotel-trip-details-page.tsx';
import { ReceiptPage } from './receipt/receipt-page.tsx';
import { TripsPage } from './trips-page.tsx';

/** Renders the trips pages at `path` against a stubbed API; returns the router, client and fetch mock. */
export function renderTrips(path: string, route: Route) {
  const fetch = mockFetch((url, init) => {
    if (url.includes('experiments/active')) return { body: { experiments: [], trackingProperties: {} } };
    if (url.includes('tracking')) return { body: {} };
    return route(url, init);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/trips', Component: TripsPage },
      { path: '/trips/homes/:reservationId', Component: TripDetailsPage },
      { path: '/trips/homes/:reservationId/receipt', Component: ReceiptPage },
      { path: '/trips/hotels/:reservationId', Component: HotelTripDetailsPage },
      { path: '/trips/hotels/:reservationId/receipt', Component: HotelReceiptPage },
      { path: '/trips/flights/:reservationId', Component: FlightTripDetailsPage },
      { path: '/trips/flights/:reservationId/receipt', Component: FlightReceiptPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, fetch };
}

export function calls(fetch: ReturnType<typeof mockFetch>, path: string) {
  return fetch.mock.calls.filter(([u]) => String(u).includes(path));
}
