/**
 * The three shopper endpoints bench:load drives, with a deterministic spread of bodies over one data set: the
 * PostgreSQL bench inventory (search-data.ts, listings bl-000001..) or the demo seed `npm start` adds (listings
 * vr-00001.., the seed's real markets).
 */
import { designatedListings } from '@portal/db/seed/designated';
import { marketSeeds } from '@portal/db/seed/markets-data';
import { addDays, addYears } from '@portal/domain/iso-date';
import { benchCity, benchState, SEARCHED_MARKETS } from './search-data.ts';

export type Inventory = {
  /** The city searched for the i-th spread value. */
  place: (i: number) => string;
  /** The listing shopped for the i-th spread value. */
  listing: (i: number) => string;
};

export const benchInventory = (listings: number): Inventory => ({
  place: (i) => {
    const market = 1 + (i % SEARCHED_MARKETS);
    return `${benchCity(market)}, ${benchState(market)}`;
  },
  listing: (i) => `bl-${String(1 + (i % listings)).padStart(6, '0')}`,
});

/** The seed's numbered listings: the designated vr-demo-* ones count towards its total. */
export const demoInventory = (total: number, listings = total - designatedListings.length): Inventory => ({
  place: (i) => {
    const m = marketSeeds[i % marketSeeds.length];
    return `${m?.city}, ${m?.state}`;
  },
  listing: (i) => `vr-${String(1 + (i % listings)).padStart(5, '0')}`,
});

const SORTS = ['Recommended', 'Pricing', 'StarRating'] as const;

/** A cheap deterministic spread (Knuth's multiplicative hash), so runs are comparable. */
const mix = (i: number, salt: number) =>
  ((Math.imul(i + 1, 2654435761) ^ Math.imul(salt, 40503)) >>> 0) % 1_000_003;

function stayOf(i: number, today: string) {
  const from = addDays(today, 7 + (mix(i, 1) % 84));
  return { from, until: addDays(from, 2 + (mix(i, 2) % 6)) };
}

function guestsOf(i: number) {
  return {
    adults: 1 + (mix(i, 3) % 4),
    children: mix(i, 4) % 3,
    infants: 0,
    petsIncluded: mix(i, 5) % 10 === 0,
  };
}

export type Endpoint = {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  body: (i: number, today: string, inventory: Inventory) => unknown;
};

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'homes/availability',
    method: 'POST',
    path: '/api/v0/homes/availability',
    body: (i, today, inventory) => ({
      location: { kind: 'Place', term: inventory.place(mix(i, 7)) },
      stayDates: stayOf(i, today),
      guests: guestsOf(i),
      sortOrder: SORTS[mix(i, 8) % SORTS.length],
      petFriendlyOnly: mix(i, 9) % 8 === 0,
      page: { offset: mix(i, 10) % 4 === 0 ? 20 : 0, limit: 20 },
    }),
  },
  {
    name: 'homes/shop',
    method: 'POST',
    path: '/api/v0/homes/shop',
    body: (i, today, inventory) => ({
      listingId: inventory.listing(mix(i, 6)),
      stayDetails: { dateRange: stayOf(i, today), guestDetails: guestsOf(i) },
      distributionChannels: ['General'],
    }),
  },
  {
    name: 'homes/listing/getCalendarAvailability',
    method: 'PUT',
    path: '/api/v0/homes/listing/getCalendarAvailability',
    body: (i, today, inventory) => ({
      listingId: inventory.listing(mix(i, 6)),
      dateRange: { from: today, until: addYears(today, 1) },
    }),
  },
];
