import { z } from 'zod';
import { BOOKING_STATUSES } from '@portal/domain/enums';
import { FLIGHT_TICKET_STATES, MULTI_TICKET_TYPES, PASSENGER_TYPE_CODES } from '@portal/domain/flights/enums';
import { Fiat, IsoDate, Price, Rewards } from './common.ts';
import {
  FLIGHT_RESERVATION_EXAMPLE,
  FLIGHTS_PRICE_QUOTE_EXAMPLE,
  FLIGHTS_QUOTE_REQUEST_EXAMPLE,
} from './flight-booking-examples.ts';
import {
  AirlineInfo,
  AirportInfo,
  CabinName,
  FareRestrictions,
  FareShelf,
  FlightSegment,
  MAX_PASSENGERS,
  MAX_SLICES,
} from './flights.ts';
import { PaymentBreakdown } from './payment-breakdown.ts';

// The flights line's checkout (issue 14 "Book"; api.md "Every product line"): the quote request of
// purchase/quote/schedule `{type: 'Flights', value}`, its price quote (purchase/quote/poll) and the reservation
// (purchase/fulfill/poll `fulfillment`). The itinerary reuses the review's segment, shelf and restriction shapes,
// so checkout, the confirmation page and the trip show the same words the fare details page did.

const MAX_USD = 10_000_000;

export const PassengerTypeCode = z.enum(PASSENGER_TYPE_CODES);
export type PassengerTypeCode = z.infer<typeof PassengerTypeCode>;
export const FlightTicketState = z.enum(FLIGHT_TICKET_STATES);
export type FlightTicketState = z.infer<typeof FlightTicketState>;

/**
 * One passenger: a saved traveler of the user (GET passengers). The server derives the passenger type from the
 * birth date at the date of travel; `seat` tells an infant (under 2) on a lap ('lap', INF) from one with a seat
 * ('seat', INS) and is ignored for older travelers.
 */
export const FlightPassengerChoice = z
  .object({
    travelerId: z.uuid(),
    seat: z.enum(['lap', 'seat']).optional(),
  })
  .meta({ id: 'FlightPassengerChoice' });
export type FlightPassengerChoice = z.infer<typeof FlightPassengerChoice>;

export const FlightContact = z
  .object({
    emailAddress: z.email().max(254),
    /** Checked with libphonenumber-js on the server, as the contact step of the other lines does. */
    phoneNumber: z.string().trim().min(4).max(32),
  })
  .meta({ id: 'FlightContact' });
export type FlightContact = z.infer<typeof FlightContact>;

/** The reviewed fares (one per slice, from flights/review), who flies, and the total the page showed. */
export const FlightsQuoteRequest = z
  .object({
    fareIds: z.array(z.string().min(1).max(400)).min(1).max(MAX_SLICES),
    /** Spec §5 "Passengers" is checked by the server (InvalidPassengers with the list); 9 at most. */
    passengers: z.array(FlightPassengerChoice).min(1).max(MAX_PASSENGERS),
    contact: FlightContact,
    /** The trip total the page showed; the server re-prices the fares and reports any difference. */
    seenPrice: Fiat.extend({ value: z.number().min(0).max(MAX_USD) }),
  })
  .meta({ id: 'FlightsQuoteRequest', examples: [FLIGHTS_QUOTE_REQUEST_EXAMPLE] });
export type FlightsQuoteRequest = z.infer<typeof FlightsQuoteRequest>;

/** One slice as booked: its segments (local times and zones, layovers, plusDays) and the fare bought for it. */
export const BookedFlightSlice = z
  .object({
    origin: z.string(),
    destination: z.string(),
    departureDate: IsoDate,
    segments: z.array(FlightSegment).min(1),
    durationMinutes: z.number().int(),
    stops: z.number().int(),
    fareShelf: FareShelf,
    cabinClassName: CabinName,
    bookingCode: z.string(),
    restrictions: FareRestrictions,
    includes: z.array(z.string()),
  })
  .meta({ id: 'BookedFlightSlice' });
export type BookedFlightSlice = z.infer<typeof BookedFlightSlice>;

/** Spec §3 "Booked itinerary": the slices, the multi-ticket type, and the airports and airlines they name. */
export const BookedItinerary = z
  .object({
    slices: z.array(BookedFlightSlice).min(1),
    multiTicketType: z.enum(MULTI_TICKET_TYPES),
    airports: z.record(z.string(), AirportInfo),
    airlines: z.record(z.string(), AirlineInfo),
  })
  .meta({ id: 'BookedItinerary' });
export type BookedItinerary = z.infer<typeof BookedItinerary>;

/** A passenger as priced and booked: the saved traveler, their type at the date of travel, their name. */
export const BookedPassenger = z
  .object({
    travelerId: z.string(),
    type: PassengerTypeCode,
    givenName: z.string(),
    surname: z.string(),
  })
  .meta({ id: 'BookedPassenger' });
export type BookedPassenger = z.infer<typeof BookedPassenger>;

/** What the passengers of one type pay for every slice together; `perPassenger` includes taxes. */
export const PassengerTypePrice = z
  .object({
    type: PassengerTypeCode,
    count: z.number().int(),
    perPassenger: Fiat,
    baseFare: Fiat,
    taxes: Fiat,
    total: Fiat,
  })
  .meta({ id: 'PassengerTypePrice' });
export type PassengerTypePrice = z.infer<typeof PassengerTypePrice>;

/** An airline travel credit usable for a quoted flight and what it would pay of it. */
export const UsableAirlineCredit = z
  .object({
    creditId: z.string(),
    airline: AirlineInfo,
    /** The credit's whole value. */
    amount: Fiat,
    /** What it pays of this itinerary's fares (the agent fee is the portal's, not the airline's). */
    applicableAmount: Fiat,
    /** Value left over and lost: a credit is spent once. */
    unusedAmount: Fiat,
    expiresAt: z.string(),
    /** The cancelled trip that left it (the portal's H-… code). */
    confirmationCode: z.string(),
  })
  .meta({ id: 'UsableAirlineCredit' });
export type UsableAirlineCredit = z.infer<typeof UsableAirlineCredit>;

/**
 * The supplier's live price of the reviewed fares (purchase/quote/poll `{type: 'Flights', value}`). The whole
 * trip is paid now: `dueNow` equals `tripTotal` (fares, taxes and the agent fee).
 */
export const FlightsPriceQuote = z
  .object({
    orderedProductId: z.string(),
    paymentSessionToken: z.string(),
    itinerary: BookedItinerary,
    passengers: z.array(BookedPassenger),
    contact: FlightContact,
    pricing: z.object({
      byPassengerType: z.array(PassengerTypePrice),
      baseFare: Fiat,
      taxes: Fiat,
      /** Fares and taxes of every passenger, without the agent fee. */
      total: Fiat,
    }),
    /** Spec §9: 10 in an agent (delegated) session, else 0; charged now with the booking. */
    agentFee: Fiat,
    summary: z.array(
      z.object({
        type: z.enum(['total', 'due-today']),
        value: Fiat,
        rewardsValue: z.record(z.string(), Rewards).optional(),
      }),
    ),
    tripTotal: Price,
    dueNow: Price,
    paymentOptions: z.object({
      cardRequired: z.boolean(),
      rewards: z.boolean(),
      travelWalletOffer: z.boolean(),
      travelWalletCredit: z.boolean(),
    }),
    /**
     * The user's airline travel credits this itinerary accepts (same validating airline and currency, not
     * expired nor redeemed), soonest to expire first, with the part of the fare each would pay (a Payment of
     * type AirlineTravelCredit). Absent from quotes made before credits could be spent.
     */
    usableAirlineCredits: z.array(UsableAirlineCredit).optional(),
    /** Rewards the booking earns per accountReferenceId, at each account's flights multiplier. */
    earnValuesByRewardAcctId: z.record(z.string(), z.number()),
    /** Live trip total minus seenPrice, when at least 1 currency unit (spec §4, §9). */
    priceChange: z.object({ direction: z.enum(['increase', 'decrease']), amount: Fiat }).nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'FlightsPriceQuote', examples: [FLIGHTS_PRICE_QUOTE_EXAMPLE] });
export type FlightsPriceQuote = z.infer<typeof FlightsPriceQuote>;

/**
 * A booked flight trip (purchase/fulfill/poll `fulfillment` `{type: 'Flights', value: {reservation}}`).
 * `id.value` is the portal's confirmation code (H-…); `recordLocator` the airline's PNR (6 characters), null
 * while the airline is ticketing; `ticketState` null while ticketing (spec §4 "Flight ticket" once decided).
 */
export const FlightReservation = z
  .object({
    id: z.object({ value: z.string() }),
    status: z.enum(BOOKING_STATUSES),
    recordLocator: z.string().nullable(),
    ticketState: FlightTicketState.nullable(),
    itinerary: BookedItinerary,
    passengers: z.array(BookedPassenger),
    contact: FlightContact,
    /** Fares and taxes of every passenger plus the agent fee: what the booking charged. */
    total: Fiat,
    paidWith: PaymentBreakdown,
    email: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'FlightReservation', examples: [FLIGHT_RESERVATION_EXAMPLE] });
export type FlightReservation = z.infer<typeof FlightReservation>;
