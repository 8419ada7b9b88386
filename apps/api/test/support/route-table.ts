/**
 * Every API route of the app, for the abuse and fuzz tests. A route the app serves that has no entry here fails
 * abuse-routes.test.ts, so whoever adds a route decides here whether it is public and what it takes.
 */

const guests = { adults: 2, children: 0, infants: 0, petsIncluded: false };
const stay = { from: '2025-07-01', until: '2025-07-04' };
const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const someUuid = '00000000-0000-4000-8000-000000000000';

export type PublicEntry = { access: 'public'; why: string };

export type SessionEntry = {
  access: 'session';
  /** The path with its params filled in, when it has params. */
  url?: string;
  /** A valid request, used to show that the refusals are about the session and not about the body. */
  body?: unknown;
  query?: string;
  /** The user-owned thing it takes by id or token; abuse-ownership.test.ts must cover the route. */
  owns?: string;
  /** Why its ids or tokens are not the user's own things (listing ids are shared inventory...). */
  ownsNothing?: string;
  /** It ends the session it is called with. */
  signsOut?: true;
  /** Other valid requests of the route (another product line's body or query), refused the same way. */
  variants?: { what: string; body?: unknown; query?: string }[];
};

export type RouteEntry = (PublicEntry | SessionEntry) & {
  /** Being built by another helper: the table may list it before the app has it. */
  expected?: true;
};

const docs = (why: string): PublicEntry => ({ access: 'public', why });

export const routeTable: Record<string, RouteEntry> = {
  // Public on purpose.
  'GET /api/v0/health': { access: 'public', why: 'liveness probe of the load balancer' },
  'POST /api/v0/auth/signin': { access: 'public', why: 'sign-in itself (rate limited)' },
  'POST /api/v0/auth/login/code': { access: 'public', why: 'exchanges the one-time code for a session' },
  'POST /api/v0/auth/acknowledgement': { access: 'public', why: 'opens the session of a 40106 user' },
  'GET /api/v0/portal/config': { access: 'public', why: 'tenant and support phone before sign-in' },
  'GET /api/docs': docs('OpenAPI page'),
  'GET /api/docs/': docs('OpenAPI page'),
  'GET /api/docs/static/index.html': docs('OpenAPI page'),
  'GET /api/docs/static/swagger-initializer.js': docs('OpenAPI page script'),
  'GET /api/docs/*': docs('OpenAPI page assets'),
  'GET /api/docs/json': docs('OpenAPI document'),
  'GET /api/docs/yaml': docs('OpenAPI document'),

  // Session.
  'POST /api/v0/auth/session/invalidate': { access: 'session', body: {}, signsOut: true },
  'GET /api/v0/userInfo': { access: 'session' },
  'GET /api/v0/user/profile': { access: 'session' },
  'GET /api/v0/customer/details': { access: 'session' },
  'PUT /api/v0/experiments/active': { access: 'session', body: {} },
  'PUT /api/v0/experiments/cotb/active': { access: 'session', body: {} },
  'POST /api/v0/tracking/event': {
    access: 'session',
    body: { eventName: 'abuse_probe', properties: {} },
  },
  'GET /api/v0/outbox': { access: 'session' },

  // Stays.
  'GET /api/v0/autocomplete/lodging': {
    access: 'session',
    query: 'query=Tor',
    variants: [{ what: 'hotels', query: 'query=Chi&types=Hotels' }],
  },
  'POST /api/v0/homes/availability': {
    access: 'session',
    body: { location: { kind: 'Place', term: 'Toronto' }, stayDates: stay, guests },
  },
  'POST /api/v0/homes/shop': {
    access: 'session',
    body: { listingId: 'vr-demo-open', stayDetails: { dateRange: stay, guestDetails: guests } },
    ownsNothing: 'listings are shared inventory',
  },
  'PUT /api/v0/homes/listing/getCalendarAvailability': {
    access: 'session',
    body: { listingId: 'vr-demo-open', dateRange: stay },
    ownsNothing: 'listings are shared inventory',
  },

  // Hotels.
  'POST /api/v0/hotels/availability': {
    access: 'session',
    body: {
      lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
      fromDate: stay.from,
      untilDate: stay.until,
      adultsCount: 2,
    },
    ownsNothing: 'a Lodging target names a hotel, shared inventory',
    variants: [
      {
        what: 'one hotel',
        body: {
          lodgingSelection: { kind: 'Lodging', lodgingId: 'htl_t_river' },
          fromDate: stay.from,
          untilDate: stay.until,
          adultsCount: 2,
        },
      },
    ],
  },
  'POST /api/v0/hotels/shop': {
    access: 'session',
    body: { lodgingId: 'htl_t_river', fromDate: stay.from, untilDate: stay.until, adultsCount: 2 },
    ownsNothing: 'hotels are shared inventory',
  },

  // Product feed (spec §7): the session's own recent hotel searches and views, read by the user id, not by a key
  // (abuse-ownership-hotels.test.ts: nobody else's).
  'GET /api/v0/productFeed/recentlySearched': { access: 'session' },
  'GET /api/v0/productFeed/recentlyViewed': { access: 'session' },

  // Rewards.
  'PUT /api/v0/rewards/accounts': { access: 'session', body: {} },
  'PUT /api/v0/rewards/convert/productToEarn': {
    access: 'session',
    body: { account: 'acct-none', travelProduct: 'Homes', amountUsd: 100 },
    owns: 'rewards account',
  },
  'PUT /api/v0/rewards/convert/redeem/rewardsToUsd': {
    access: 'session',
    body: { rewardsAmount: 1000, accountReferenceId: 'acct-none' },
    owns: 'rewards account',
  },

  // Travelers.
  'PUT /api/v0/travelers/list': { access: 'session', body: {} },
  'PUT /api/v0/travelers/update': {
    access: 'session',
    body: { person: { givenName: 'Abuse', surname: 'Probe', gender: 'F', dateOfBirth: '1990-01-01' } },
    owns: 'traveler',
  },
  'POST /api/v0/travelers/delete': { access: 'session', body: { personId: someUuid }, owns: 'traveler' },
  'GET /api/v0/passengers': { access: 'session', query: 'includeHidden=true' },
  'PUT /api/v0/passengers': {
    access: 'session',
    body: { givenName: 'Abuse', surname: 'Probe', gender: 'M', dateOfBirth: '1990-01-01' },
    owns: 'traveler (id), and the company user it is saved for (linkedDEUserId)',
  },
  'PUT /api/v0/passengers/assign_default': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },
  'PUT /api/v0/passengers/hide': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },
  'PUT /api/v0/passengers/show': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },

  // Saved cards.
  'PUT /api/v0/payment-methods/list': { access: 'session', body: {} },
  'POST /api/v0/payment-methods/get': { access: 'session', body: { paymentId: someUuid }, owns: 'card' },
  'POST /api/v0/payment-methods/verify': {
    access: 'session',
    body: {
      number: '4147000000021234',
      cvv: '123',
      expirationMonth: 8,
      expirationYear: 2029,
      cardholderName: 'Abuse Probe',
      billingZip: '10001',
      country: 'US',
    },
    ownsNothing: 'adds a new card of the signed-in user',
  },
  'POST /api/v0/payment-methods/delete': { access: 'session', body: { paymentId: someUuid }, owns: 'card' },

  // Travel wallet.
  'GET /api/v0/wallet/details': { access: 'session' },
  'GET /api/v0/wallet/history': { access: 'session' },
  'GET /api/v0/wallet/credit': { access: 'session' },
  'GET /api/v0/wallet/offers': { access: 'session' },

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

  // Flights: the price prediction (spec §1), shared market data, nothing of the user's.
  'POST /api/v0/flights/prediction': {
    access: 'session',
    body: { origin: 'ORD', destination: 'LAX', departureDate: '2099-01-10' },
  },
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
};

/** Property names that carry an id or token of something; such a route must say `owns` or `ownsNothing`. */
export const ID_LIKE = /(?:^id$|Id$|token$|Token$|^account$)/;
