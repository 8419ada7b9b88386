import { useMemo, useRef, useState } from 'react';
import { majorToMinor, toFiat } from '@portal/domain/money';
import type { CheckoutItem, PriceQuote } from '../../lib/checkout-product.ts';
import type { FlightBookSource } from './flight-book-source.ts';
import { FlightBookSummary } from './flight-book-summary.tsx';
import { FlightPassengersSection } from './flight-passengers-section.tsx';
import { FlightUnavailable } from './flight-unavailable.tsx';
import { arePassengerErrors, checkSlotsPassengers } from './passenger-errors.ts';
import {
  emptyAssignments,
  passengerSlots,
  quotedPassengers,
  slotProblems,
  type Assignments,
} from './passenger-slots.ts';

/** The quote's trip total, whichever line answered (every line's quote has one). */
function quotedTotalMinor(quote: PriceQuote | null): number | null {
  return quote ? majorToMinor(quote.tripTotal.fiat.value) : null;
}

/**
 * The itinerary being booked, as the checkout shell reads it: the funnel's fares re-priced (from app/'s source),
 * and the passengers step, whose saved traveler per passenger and infant seats go into the quote request.
 */
export function useFlightsCheckoutItem(source: FlightBookSource): CheckoutItem {
  const slots = useMemo(() => passengerSlots(source.passengers), [source.passengers]);
  const [assignments, setAssignments] = useState<Assignments>(() => emptyAssignments(slots));
  // The page's own problems, shown once step 1 is saved and then following the choices.
  const [checked, setChecked] = useState(false);
  const problemsOf = (a: Assignments): Record<string, string> => {
    const basic = slotProblems(slots, a);
    if (Object.keys(basic).length > 0) return basic;
    return checkSlotsPassengers({
      slots,
      assignments: a,
      travelers: source.travelers,
      trip: {
        firstDepartureDate: source.firstDate,
        lastTravelDate: source.lastDate,
        international: source.international,
      },
    });
  };
  const [focusKey, setFocusKey] = useState<{ key: string } | null>(null);
  const assignmentsRef = useRef(assignments);
  assignmentsRef.current = assignments;

  const localProblems = checked ? problemsOf(assignments) : {};
  const seats = slots.map((s) => assignments[s.key]?.seat ?? '').join(',');

  return {
    problem: source.problem,
    pending: source.pending,
    unavailable: source.soldOut ? (
      <FlightUnavailable
        title={source.soldOut.title}
        message={source.soldOut.message}
        reviewHref={source.reviewHref}
        searchHref={source.searchHref}
      />
    ) : null,
    settled: source.settled,
    // Another fare, or an infant moved between a lap and a seat, is priced again.
    key: [...source.fareIds, seats].join('|'),
    travelStart: source.firstDate,
    shownTotalMinor: source.shownTotalMinor,
    quoteRequest:
      source.fareIds.length > 0
        ? {
            type: 'Flights',
            value: {
              fareIds: source.fareIds,
              passengers: quotedPassengers(slots, assignments),
              // Step 1's contact replaces it (withTraveler) before the request is sent.
              contact: { emailAddress: '', phoneNumber: '' },
              seenPrice: toFiat(source.shownTotalMinor),
            },
          }
        : null,
    withTraveler: (request, _traveler, contact) =>
      request.type === 'Flights'
        ? {
            type: 'Flights',
            value: {
              ...request.value,
              passengers: quotedPassengers(slots, assignmentsRef.current),
              contact: { emailAddress: contact.email, phoneNumber: contact.phoneNumber },
            },
          }
        : request,
    checkTravelerFields: () => {
      setChecked(true);
      const problems = problemsOf(assignmentsRef.current);
      const first = slots.find((s) => problems[s.key]);
      if (first) setFocusKey({ key: first.key });
      return !first;
    },
    ownsErrors: arePassengerErrors,
    travelerFields: (traveler, lineErrors) => (
      <FlightPassengersSection
        slots={slots}
        assignments={assignments}
        onAssignments={setAssignments}
        primary={traveler}
        travelers={source.travelers}
        refreshTravelers={source.refreshTravelers}
        TravelerForm={source.TravelerForm}
        departureDate={source.firstDate}
        international={source.international}
        localProblems={localProblems}
        serverErrors={lineErrors}
        focusKey={focusKey}
        onFocusKey={setFocusKey}
      />
    ),
    priceLines: (quote) => {
      const total = quotedTotalMinor(quote);
      // The quote prices the whole trip; before it, each slice's fare as the review showed it.
      return total === null
        ? source.fareLines
        : [
            {
              label: `Flights for ${slots.length} ${slots.length === 1 ? 'passenger' : 'passengers'}`,
              minor: total,
            },
          ];
    },
    terms: () => source.terms,
    summary: (
      <FlightBookSummary title={source.title} passengers={slots.length} reviewHref={source.reviewHref}>
        {source.itinerary}
      </FlightBookSummary>
    ),
    searchHref: source.searchHref,
    productHref: source.reviewHref,
    confirmQuery: source.confirmQuery,
    // Protections fill it (issue 14): until a line offers one, the Customize step is not shown.
    customize: null,
  };
}
