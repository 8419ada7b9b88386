import type { TripsTab } from '@portal/contracts/trips';

export type TripTabId = 'upcoming' | 'watched' | 'frozen' | 'credits' | 'past' | 'offers';

export type TripTab = {
  id: TripTabId;
  /** Spec §2 trip list tab label. */
  label: string;
  /** The itinerary/list tab it shows; null for the tabs whose products are not sold here yet. */
  apiTab: TripsTab | null;
  empty: { title: string; text: string; action: { label: string; to: string } };
};

const BOOK_A_STAY = { label: 'Book a stay', to: '/stays/' };
const SEARCH_FLIGHTS = { label: 'Search flights', to: '/flights' };

/** spec §2 trip list tabs, in order; each says what it would hold when empty. */
export const TRIP_TABS: readonly TripTab[] = [
  {
    id: 'upcoming',
    label: 'Upcoming Trips',
    apiTab: 'Upcoming',
    empty: {
      title: 'You have no upcoming trips',
      text: 'When you book a stay through Card Travel, it shows up here with its dates, confirmation number and receipt.',
      action: BOOK_A_STAY,
    },
  },
  {
    id: 'watched',
    label: 'Watched Trips',
    apiTab: null,
    empty: {
      title: 'You have no watched trips',
      text: 'Watch the price of a flight and we tell you when to book. The flights you watch show up here.',
      action: SEARCH_FLIGHTS,
    },
  },
  {
    id: 'frozen',
    label: 'Frozen Prices',
    apiTab: null,
    empty: {
      title: 'You have no frozen prices',
      text: 'Freeze the price of a flight or hotel while you decide. Your frozen prices and when they expire show up here.',
      action: SEARCH_FLIGHTS,
    },
  },
  {
    id: 'credits',
    label: 'Airline Travel Credits',
    apiTab: null,
    empty: {
      title: 'You have no airline travel credits',
      text: 'When an airline gives you a travel credit for a cancelled flight, it shows up here with its value and expiry date.',
      action: SEARCH_FLIGHTS,
    },
  },
  {
    id: 'past',
    label: 'Past Trips',
    apiTab: 'Past',
    empty: {
      title: 'You have no past trips',
      text: 'Stays you have completed or cancelled show up here, with their receipts and refunds.',
      action: BOOK_A_STAY,
    },
  },
  {
    id: 'offers',
    label: 'Trips with Offers',
    apiTab: 'WithOffers',
    empty: {
      title: 'You have no trips with offers',
      text: 'Trips you paid for in part with a travel wallet offer show up here.',
      action: { label: 'See premium offers', to: '/premium-offers/' },
    },
  },
];

export const DEFAULT_TRIP_TAB: TripTabId = 'upcoming';

/** The ?tab= value, or the default for a missing or unknown one. */
export function tripTabFrom(value: string | null): TripTab {
  return TRIP_TABS.find((t) => t.id === value) ?? (TRIP_TABS[0] as TripTab);
}
