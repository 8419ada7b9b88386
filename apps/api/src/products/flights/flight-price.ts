// The flights line's price of a quote request: the user's saved travelers as passengers, the reviewed fares
// re-priced LIVE by the supplier (a fare can move or sell out between the review and the quote), and the spec §5
// passengers check on that itinerary. accept() answers what the person must fix as a 400 before a quote session
// exists; price() checks again (the travelers or the fares may have changed) and builds the FlightsPriceQuote.
import type { FlightsQuoteRequest } from '@portal/contracts/flight-booking';
import type { CheckoutError } from '@portal/contracts/purchase';
import { isValidPhoneNumber, PHONE_ERROR } from '@portal/contracts/phone';
import type { AssistanceCode } from '@portal/domain/traveler-form';
import type { SliceOption, SupplyFare } from '@portal/domain/flights/model';
import { checkPassengers, type PassengerError, type TypedPassenger } from '@portal/domain/flights/passengers';
import { passengerNationality } from '@portal/domain/flights/passenger-documents';
import { searchPassengersOf } from '@portal/domain/flights/passenger-types';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import type { DbOrTx } from '@portal/db/client';
import type { Clock } from '../../deps.ts';
import { checkoutError } from '../../checkout/purchase-errors.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { savedTravelersOf, type SavedTraveler } from '../../modules/travelers/travelers.service.ts';
import { airportsByCode } from './flights-mapping.ts';

export type ChosenSlice = { option: SliceOption; fare: SupplyFare };

/** A request whose passengers passed the check and whose fares the supplier priced now. */
export type PricedTrip = {
  slices: ChosenSlice[];
  passengers: TypedPassenger[];
  /** The saved traveler behind each passenger, in request order. */
  travelerIds: string[];
};

export type TripCheck =
  | { kind: 'Priced'; trip: PricedTrip }
  | { kind: 'InvalidPassengers'; errors: PassengerError[] }
  | { kind: 'Unavailable'; error: CheckoutError };

const SOLD_OUT = checkoutError(
  'NoAvailability',
  'NoAvailability',
  'This fare has sold out for your passengers. Please choose another flight or fare.',
);
const FARE_GONE = checkoutError(
  'NoAvailability',
  'NoProductsAvailable',
  'This fare is no longer offered. Please search again and choose another flight.',
);

/** The request's travelers, each the user's own; a traveler of someone else is as unknown as a missing one. */
async function travelersOf(db: DbOrTx, userId: string, request: FlightsQuoteRequest) {
  const mine = new Map((await savedTravelersOf(db, userId)).map((t) => [t.id, t]));
  const rows: SavedTraveler[] = [];
  for (const p of request.passengers) {
    const row = mine.get(p.travelerId);
    if (!row) throw notFound('Traveler');
    rows.push(row);
  }
  return rows;
}

/** The local date of a leg's departure or arrival at its airport. */
function localDate(utcMinute: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(
    new Date(utcMinute * 60_000),
  );
  return parts.length === 10 ? parts : isoDateOfInstant(new Date(utcMinute * 60_000));
}

export async function checkTrip(
  supply: FlightSupply,
  clock: Clock,
  db: DbOrTx,
  userId: string,
  request: FlightsQuoteRequest,
): Promise<TripCheck> {
  const rows = await travelersOf(db, userId, request);
  const now = clock.now();
  // The fare is priced for the search's passenger counts, which depend on the passengers' types: the check
  // types them on the first departure, so the fare is first priced for adults only to learn the itinerary.
  const probe = await supply.price(
    request.fareIds,
    { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 },
    now,
  );
  if (probe.kind === 'SoldOut') return { kind: 'Unavailable', error: SOLD_OUT };
  if (probe.kind === 'FareNotFound') return { kind: 'Unavailable', error: FARE_GONE };
  const airports = airportsByCode(supply.airports());
  const legs = probe.options.flatMap((o) => o.connection.legs);
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const zone = (code: string) => airports.get(code)?.timeZone ?? 'UTC';
  const countries = new Set(
    legs.flatMap((l) => [l.origin, l.destination]).map((c) => airports.get(c)?.countryCode),
  );
  const check = checkPassengers({
    passengers: rows.map((row, i) => ({
      givenName: row.givenName,
      surname: row.surname,
      dateOfBirth: row.dateOfBirth,
      gender: row.gender,
      // A saved traveler has no nationality of their own: a two-letter passport country stands for it.
      nationality: passengerNationality({ passportCountry: row.passportCountry }),
      passport: row.passportCountry
        ? {
            countryOfIssue: row.passportCountry,
            number: row.passportNumber ?? undefined,
            expiration: row.passportExpiry ?? undefined,
          }
        : undefined,
      tsaRedressNumber: row.tsaRedressNumber ?? undefined,
      knownTravelerNumber: row.knownTravelerNumber ?? undefined,
      frequentFlyer: row.frequentFlyer,
      specialAssistance: row.specialAssistance as AssistanceCode[],
      seat: request.passengers[i]!.seat,
    })),
    contact: { email: request.contact.emailAddress, phone: request.contact.phoneNumber },
    trip: {
      firstDepartureDate: localDate(first.departureUtcMinute, zone(first.origin)),
      lastTravelDate: localDate(last.departureUtcMinute, zone(last.origin)),
      international: countries.size > 1,
    },
    // The simulated airlines sell both; a supplier that tells them apart would say so on its fares.
    fare: { lapInfants: true, seatedInfants: true },
  });
  if (check.kind === 'InvalidPassengers') return check;

  const priced = await supply.price(request.fareIds, searchPassengersOf(check.passengers), now);
  if (priced.kind === 'SoldOut') return { kind: 'Unavailable', error: SOLD_OUT };
  if (priced.kind === 'FareNotFound') return { kind: 'Unavailable', error: FARE_GONE };
  const slices: ChosenSlice[] = [];
  for (const [i, fareId] of request.fareIds.entries()) {
    const option = priced.options[i];
    const fare = option?.fares.find((f) => f.fareId === fareId) ?? sameBucket(option, fareId);
    if (!option || !fare) return { kind: 'Unavailable', error: FARE_GONE };
    slices.push({ option, fare });
  }
  return {
    kind: 'Priced',
    trip: { slices, passengers: check.passengers, travelerIds: rows.map((r) => r.id) },
  };
}

/**
 * A re-priced fare keeps its flights and bucket but not its id (the simulator's id ends with the price it showed):
 * the chosen fare is the option's fare on the same shelf and cabin.
 */
function sameBucket(option: SliceOption | undefined, fareId: string): SupplyFare | undefined {
  const stem = fareId.slice(0, fareId.lastIndexOf('.'));
  return option?.fares.find((f) => f.fareId.slice(0, f.fareId.lastIndexOf('.')) === stem);
}

/**
 * The spec §5 errors as the CheckoutErrors of a failed quote (code: the passenger error's own code), each naming
 * its passenger so the book page shows it beside that passenger rather than the first.
 */
export function passengerCheckoutErrors(errors: readonly PassengerError[]): CheckoutError[] {
  return errors.map((e) => ({
    ...checkoutError('CartValidationError', e.code, e.message),
    passengerIndex: e.passengerIndex,
  }));
}

/** accept(): a 400 that lists what to fix (InvalidPassengers), before a quote session exists. */
export async function acceptFlights(
  supply: FlightSupply,
  clock: Clock,
  db: DbOrTx,
  userId: string | null,
  request: FlightsQuoteRequest,
): Promise<void> {
  if (!isValidPhoneNumber(request.contact.phoneNumber)) {
    throw new ApiError(400, 40000, PHONE_ERROR, {
      fields: [{ field: 'request.value.contact.phoneNumber', message: PHONE_ERROR }],
    });
  }
  // The engine always names the user; without one there are no saved travelers to check.
  if (!userId) return;
  const checked = await checkTrip(supply, clock, db, userId, request);
  if (checked.kind !== 'InvalidPassengers') return;
  const fields = checked.errors.map((e) => ({
    field:
      e.passengerIndex === null
        ? 'request.value.passengers'
        : `request.value.passengers.${e.passengerIndex}${e.field ? `.${e.field}` : ''}`,
    message: e.message,
  }));
  // Spec §8 InvalidPassengers: every broken rule as a field of the 400 (api.md), its message saying what to fix.
  throw new ApiError(400, 40000, checked.errors[0]!.message, { fields });
}
