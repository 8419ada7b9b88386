import type { RouteObject } from 'react-router';

/** My trips, a trip's details and its receipt, for the app router to mount under its signed-in routes. */
export const tripsRoutes: RouteObject[] = [
  {
    id: 'trips',
    path: '/trips',
    lazy: async () => ({ Component: (await import('./trips-page.tsx')).TripsPage }),
  },
  {
    id: 'trip-details',
    path: '/trips/homes/:reservationId',
    lazy: async () => ({ Component: (await import('./details/trip-details-page.tsx')).TripDetailsPage }),
  },
  {
    id: 'trip-receipt',
    path: '/trips/homes/:reservationId/receipt',
    lazy: async () => ({ Component: (await import('./receipt/receipt-page.tsx')).ReceiptPage }),
  },
];

/** A hotel trip's details and receipt: each product line's trips live under /trips/<its API path segment>/. */
export const hotelTripsRoutes: RouteObject[] = [
  {
    id: 'hotel-trip-details',
    path: '/trips/hotels/:reservationId',
    lazy: async () => ({
      Component: (await import('./hotels/hotel-trip-details-page.tsx')).HotelTripDetailsPage,
    }),
  },
  {
    id: 'hotel-trip-receipt',
    path: '/trips/hotels/:reservationId/receipt',
    lazy: async () => ({ Component: (await import('./hotels/hotel-receipt-page.tsx')).HotelReceiptPage }),
  },
];

/** A flight trip's details and receipt. */
export const flightTripsRoutes: RouteObject[] = [
  {
    id: 'flight-trip-details',
    path: '/trips/flights/:reservationId',
    lazy: async () => ({
      Component: (await import('./flights/flight-trip-details-page.tsx')).FlightTripDetailsPage,
    }),
  },
  {
    id: 'flight-trip-receipt',
    path: '/trips/flights/:reservationId/receipt',
    lazy: async () => ({ Component: (await import('./flights/flight-receipt-page.tsx')).FlightReceiptPage }),
  },
];
