import { fiat, guests, type RouteEntry, stay } from './route-entry.ts';

/** The purchase (checkout engine) and trips: itineraries, receipts, cancellations. Part of routeTable (route-table.ts). */
export const purchaseRoutes: Record<string, RouteEntry> = {
  // Purchase.
  'POST /api/v0/purchase/quote/schedule': {
    access: 'session',
    body: {
      emailAddress: 'guest@example.test',
      request: {
        type: 'Homes',
        value: { listingId: 'vr-demo-open', stayDates: stay, guests, seenPrice: fiat(100) },
      },
    },
    ownsNothing: 'starts a new quote session of the signed-in user for shared inventory',
    variants: [
      {
        what: 'a Hotels request',
        body: {
          emailAddress: 'guest@example.test',
          request: {
            type: 'Hotels',
            value: {
              lodgingId: 'htl_t_river',
              roomId: 'htl_t_river_king',
              rateId: 'htl_t_river_king_nr',
              stayDates: stay,
              roomsCount: 1,
              adultsCount: 2,
              childrenAges: [],
              seenPrice: fiat(100),
            },
          },
        },
      },
    ],
  },
  'POST /api/v0/purchase/quote/poll': {
    access: 'session',
    body: { value: 'no-such' },
    owns: 'quote session',
  },
  'POST /api/v0/purchase/quote/discard': {
    access: 'session',
    body: { value: 'no-such' },
    owns: 'quote session',
  },
  'POST /api/v0/homes/addMainGuest': {
    access: 'session',
    body: {
      emailAddress: 'guest@example.test',
      mainGuest: {
        givenName: 'Abuse',
        surname: 'Probe',
        phoneNumber: '2025550123',
        dateOfBirth: '1985-04-12',
      },
      orderedProductId: 'no-such',
      paymentSessionToken: 'no-such',
    },
    owns: 'quote (orderedProductId and paymentSessionToken)',
  },
  'POST /api/v0/purchase/fulfill/schedule': {
    access: 'session',
    body: {
      quoteToken: { value: 'no-such' },
      payments: [{ type: 'TravelWalletCredit', value: { paymentAmount: fiat(1) } }],
    },
    owns: 'quote session, and the cards, rewards accounts and offers it pays with',
  },
  'POST /api/v0/purchase/fulfill/poll': {
    access: 'session',
    body: { value: 'no-such' },
    owns: 'fulfil session',
  },

  // Trips.
  'PUT /api/v0/itinerary/list': { access: 'session', body: {} },
  'GET /api/v0/itinerary/homes/:reservationId': {
    access: 'session',
    url: '/api/v0/itinerary/homes/H-NOSUCH00',
    owns: 'reservation',
  },
  'POST /api/v0/homes/cancel/quote': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation',
  },
  'POST /api/v0/homes/cancel/confirm': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00', quoteId: 'no-such' },
    owns: 'reservation and its cancel quote',
  },
  'GET /api/v0/itinerary/hotels/:reservationId': {
    access: 'session',
    url: '/api/v0/itinerary/hotels/H-NOSUCH00',
    owns: 'reservation',
  },
  'POST /api/v0/hotels/cancel/quote': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation',
  },
  'POST /api/v0/hotels/cancel/confirm': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00', quoteId: 'no-such' },
    owns: 'reservation and its cancel quote',
  },
};
