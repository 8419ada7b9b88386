import { type RouteEntry, someUuid, stay } from './route-entry.ts';

/** Flights shopping, the price prediction and flight watches (issue 13). Part of routeTable (route-table.ts). */
export const flightRoutes: Record<string, RouteEntry> = {
  // Flights shopping (issue 13).
  'GET /api/v0/autocomplete/flights': { access: 'session', query: 'query=chicgo' },
  'POST /api/v0/flights/search': {
    access: 'session',
    body: {
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: stay.from }],
      passengers: { adultsCount: 1 },
    },
    variants: [
      {
        what: 'round trip',
        body: {
          tripType: 'round_trip',
          slices: [
            { origin: 'JFK', destination: 'LAX', departureDate: stay.from },
            { origin: 'LAX', destination: 'JFK', departureDate: stay.until },
          ],
          passengers: { adultsCount: 2, childAges: [7] },
        },
      },
    ],
  },
  'POST /api/v0/flights/review': {
    access: 'session',
    body: { fareIds: ['no-such-fare'], passengers: { adultsCount: 1 } },
    ownsNothing: "fare ids name the supplier's fares, shared inventory priced for whoever asks",
  },

  // Flights: the price prediction (spec §1), shared market data, nothing of the user's.
  'POST /api/v0/flights/prediction': {
    access: 'session',
    body: { origin: 'ORD', destination: 'LAX', departureDate: '2099-01-10' },
  },

  // Flight watch (spec §4).
  'POST /api/v0/flights/watch/create': {
    access: 'session',
    body: {
      search: {
        tripType: 'one_way',
        slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' }],
        passengers: { adultsCount: 1 },
      },
      notification: 'EmailOnly',
    },
  },
  'PUT /api/v0/flights/watch/list': { access: 'session', body: {} },
  'POST /api/v0/flights/watch/delete': {
    access: 'session',
    body: { watchId: someUuid },
    owns: 'flight watch',
  },
  // Booked flights in My trips and their cancellation (issue 14 "After booking").
  'GET /api/v0/itinerary/flights/credits': { access: 'session' },
  'GET /api/v0/itinerary/flights/:reservationId': {
    access: 'session',
    url: '/api/v0/itinerary/flights/H-NOSUCH00',
    owns: 'reservation',
  },
  'POST /api/v0/flights/cancel/quote': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation',
  },
  'POST /api/v0/flights/cancel/confirm': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00', quoteId: 'no-such' },
    owns: 'reservation and its cancel quote',
  },
  // Schedule changes of booked flights (issue 14 "Schedule changes").
  'POST /api/v0/flights/schedule-change/accept': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation and its schedule change',
  },
  'POST /api/v0/flights/schedule-change/help': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation and its schedule change',
  },
  // Exchanging a booked flight (issue 14 "Exchange").
  'POST /api/v0/flights/exchange/eligibility': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00' },
    owns: 'reservation',
  },
  'POST /api/v0/flights/exchange/shop': {
    access: 'session',
    body: { reservationId: 'H-NOSUCH00', slices: [{ index: 0, action: 'change' }] },
    owns: 'reservation',
  },
  'POST /api/v0/flights/exchange/confirm': {
    access: 'session',
    body: { shopToken: someUuid, choices: [] },
    owns: 'exchange shop (shopToken)',
  },
};
