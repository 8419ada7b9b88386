// The flights product line (type Flights, trips key `flights`) on the checkout engine: the reviewed fares re-priced
// live for the user's saved travelers, the seats taken from each fare bucket by a conditional UPDATE in the
// booking transaction, and ticketing as the supplier step (the booking is PendingConfirm until the airline
// tickets).
import type { FlightsQuoteRequest } from '@portal/contracts/flight-booking';
import { priceDifference } from '@portal/domain/checkout';
import { majorToMinor } from '@portal/domain/money';
import type { LinePrice, PriceContext, ProductLine } from '../../checkout/product-line.ts';
import type { Clock } from '../../deps.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { releaseSeats } from './flight-bookings.repository.ts';
import { flightCancelStep } from './flight-cancel-supplier.ts';
import { flightCredits, usableCredits } from './flight-credit-payment.ts';
import { flightConfirmationEmail } from './flight-emails.ts';
import { holdFlight } from './flight-hold.ts';
import { acceptFlights, checkTrip, passengerCheckoutErrors } from './flight-price.ts';
import { buildFlightQuote } from './flight-quote.ts';
import { flightReservationOf } from './flight-reservation.ts';
import { flightTicketingStep } from './flight-ticketing.ts';
import {
  flightCancellationEmail,
  flightCancellationTerms,
  flightTripSummaries,
  loadFlightTrips,
} from './flight-trips.ts';
import { airportsByCode } from './flights-mapping.ts';
import { airlinesByCode } from './flights-search.service.ts';

async function priceFlights(
  supply: FlightSupply,
  clock: Clock,
  request: FlightsQuoteRequest,
  context: PriceContext,
): Promise<LinePrice> {
  const checked = await checkTrip(supply, clock, context.db, context.session.userId, request);
  if (checked.kind === 'InvalidPassengers')
    return { ok: false, errors: passengerCheckoutErrors(checked.errors) };
  if (checked.kind === 'Unavailable') return { ok: false, errors: [checked.error] };
  const accounts = await context.accounts;
  const seenMinor = majorToMinor(request.seenPrice.value);
  const { quote, totalMinor } = buildFlightQuote({
    trip: checked.trip,
    request,
    airports: airportsByCode(supply.airports()),
    airlines: airlinesByCode(supply.airlines()),
    agentFeeMinor: context.agentFeeMinor,
    accounts,
    difference: (total) => priceDifference(total, seenMinor),
    orderedProductId: context.orderedProductId,
    expiresAt: context.expiresAt,
  });
  // The user's airline credits this itinerary accepts, to offer at the payment step.
  quote.usableAirlineCredits = await usableCredits(
    context.db,
    context.session.userId,
    quote.itinerary,
    { currency: quote.pricing.total.currencyCode, fareMinor: totalMinor - context.agentFeeMinor },
    clock.now(),
  );
  return { ok: true, quote, totalMinor };
}
import { flightQuotePolicyFacts } from './flight-policy.ts';

export function createFlightsLine(supply: FlightSupply, clock: Clock): ProductLine {
  return {
    type: 'Flights',
    tripsKey: 'flights',
    // Held seats are PendingConfirm until the airline tickets them (flight-ticketing.ts).
    bookedStatus: 'PendingConfirm',
    supplier: flightTicketingStep(supply),
    // The airline voids or cancels the ticket before any money goes back (it may answer "cancel requested").
    supplierCancel: flightCancelStep(supply),
    policyFacts: flightQuotePolicyFacts,
    accept: (db, request, _today, userId) =>
      acceptFlights(supply, clock, db, userId ?? null, request as FlightsQuoteRequest),
    // The first slice's date (the main guest's age is checked on it): the simulator's fare ids carry it; another
    // supplier's opaque id falls back to today, the stricter date for an adult's age.
    startDate: (request) => {
      const fareId = (request as FlightsQuoteRequest).fareIds[0] ?? '';
      const compact = /^F1\.(\d{4})(\d{2})(\d{2})\./.exec(fareId);
      return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : clock.now().toISOString().slice(0, 10);
    },
    price: (request, context) => priceFlights(supply, clock, request as FlightsQuoteRequest, context),
    hold: holdFlight,
    // Airline travel credits pay for a new ticket of the airline that issued them (flight-credit-payment.ts).
    credits: flightCredits,
    confirmationEmail: async (db, bookingId) =>
      flightConfirmationEmail(await flightReservationOf(db, bookingId)),
    fulfillment: async (db, bookingId) => ({
      type: 'Flights',
      value: { reservation: await flightReservationOf(db, bookingId) },
    }),
    tripSummaries: (db, userId) => flightTripSummaries(db, userId, clock.now()),
    loadTrips: (db, bookingIds) => loadFlightTrips(db, bookingIds, clock.now()),
    cancellationTerms: flightCancellationTerms,
    // The seats go back to their buckets in the transaction that fails or cancels the booking.
    release: releaseSeats,
    cancellationEmail: (db, bookingId) => flightCancellationEmail(db, bookingId),
  };
}
