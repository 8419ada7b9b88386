import type { ReactNode } from 'react';
import type { FlightPassengers } from '@portal/contracts/flights';
import type { Person } from '@portal/contracts/travelers';
import type { CheckoutTerms, PriceLine } from '../../lib/checkout-product.ts';

/** The traveler form of the travelers feature, as app/ hands it to the passengers step (add, or edit a passport). */
export type TravelerFormProps = {
  isOpen: boolean;
  profile: Person | null;
  onClose: () => void;
  onSaved: (person: Person) => void;
};

/**
 * What the flights funnel knows of the itinerary being booked, as app/ composes it from the flights feature (the
 * search and chosen fares in the URL, re-priced by flights/review) for the flight checkout, which cannot import it.
 */
export type FlightBookSource = {
  /** Why this URL cannot be checked out (no search, no fares, failed to load). */
  problem: string | null;
  pending: boolean;
  /** The fares sold out or were withdrawn since the review: the page says so and leads back. */
  soldOut: { title: string; message: string } | null;
  settled: boolean;
  /** The chosen fare of each slice, in order. */
  fareIds: string[];
  passengers: FlightPassengers;
  /** The first and the last day of travel (local dates). */
  firstDate: string;
  lastDate: string;
  /** The itinerary crosses a border: every passenger needs a passport. */
  international: boolean;
  /** The re-priced total for every passenger, in minor units. */
  shownTotalMinor: number;
  /** The slices, segments, layovers, fares, bags and penalties (the flights feature draws them). */
  itinerary: ReactNode;
  /** A line per slice's fare, for the price summary before the quote. */
  fareLines: PriceLine[];
  /** 'New York (JFK) to London (LHR)' or 'Multi-city: …', for the summary title. */
  title: string;
  terms: CheckoutTerms;
  /** The results of the same search, and the review page of the same fares. */
  searchHref: string;
  reviewHref: string;
  /** The URL query the confirmation keeps. */
  confirmQuery: string;
  /** The user's saved travelers (the checkout's list), and a way to read it again after a save. */
  travelers: readonly Person[];
  refreshTravelers: () => void;
  TravelerForm: (props: TravelerFormProps) => ReactNode;
};
