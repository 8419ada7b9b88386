import { guests, type RouteEntry, stay } from './route-entry.ts';

/** Stays (vacation rentals), hotels and the product feed. Part of routeTable (route-table.ts). */
export const lodgingRoutes: Record<string, RouteEntry> = {
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
};
