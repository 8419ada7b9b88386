// POST flights/review: the chosen fare of each slice re-priced by the supplier now (prices are live), answered with
// every shelf of the chosen options so the fare details page can compare them, the trip's shelves and multi-ticket
// type, its total for every passenger and whether it moved since the search.
// A fare that sold out or that the supplier no longer knows is a normal outcome of shopping, not a client error:
// it answers 200 with its kind (SoldOut, FareNotFound) as the contract's union says, and the client searches again.
import type { FlightReviewAnswer, FlightReviewRequest } from '@portal/contracts/flights';
import type { SliceOption, SupplyFare } from '@portal/domain/flights/model';
import { passengersTotalMinor, priceOf, pricingAccountsOf } from './flight-pricing.ts';
import { tripMultiTicketType } from './flight-results.ts';
import { airportsByCode, toFlightOption } from './flights-mapping.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { assertPassengers, type FlightsDeps } from './flights-search.service.ts';

const NO_SCORE = { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false };

export async function reviewFlights(
  deps: FlightsDeps,
  session: AuthSession | null,
  request: FlightReviewRequest,
): Promise<FlightReviewAnswer> {
  const passengers = assertPassengers(request.passengers);
  const supply = deps.providers.flightSupply;
  const [priced, accounts] = await Promise.all([
    supply.price(request.fareIds, passengers, deps.clock.now()),
    pricingAccountsOf(deps, session),
  ]);
  if (priced.kind !== 'Available') return priced;

  const chosen: { option: SliceOption; fare: SupplyFare }[] = [];
  for (const [i, fareId] of request.fareIds.entries()) {
    const option = priced.options[i];
    const fare = option?.fares.find((f) => f.fareId === fareId);
    // A supplier that answers without the fare asked for cannot be booked from: the client searches again.
    if (!option || !fare) return { kind: 'FareNotFound', fareId };
    chosen.push({ option, fare });
  }
  const first = chosen[0]!;
  const last = chosen[chosen.length - 1]!;
  const totalMinor = chosen.reduce(
    (sum, c) => sum + passengersTotalMinor(c.fare.pricePerPassenger, passengers),
    0,
  );
  const shelf = (fare: SupplyFare) => ({ rating: fare.shelf, shortBrandName: fare.shortBrandName });
  const context = { airports: airportsByCode(supply.airports()), passengers, accounts };
  return {
    kind: 'Available',
    // Fare scores and Best-of tags compare a slice's search results; one chosen option has nothing to compare.
    slices: chosen.map(({ option, fare }) => ({
      option: toFlightOption(
        option,
        { fareScore: NO_SCORE, bestOfTags: [], multiTicketType: tripMultiTicketType([option]) },
        context,
      ),
      chosenFareId: fare.fareId,
    })),
    fareShelf: { outgoing: shelf(first.fare), returning: chosen.length > 1 ? shelf(last.fare) : null },
    multiTicketType: tripMultiTicketType(chosen.map((c) => c.option)),
    total: priceOf(totalMinor, first.fare.currency, accounts),
    moved: priced.moved,
  };
}
