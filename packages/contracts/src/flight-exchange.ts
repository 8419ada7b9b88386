import { z } from 'zod';
import {
  EXCHANGE_NOT_ELIGIBLE_REASONS,
  EXCHANGE_STEPS,
  SLICE_ACTIONS,
} from '@portal/domain/flights/exchange';
import { ApiErrorBody, Fiat, IsoDate } from './common.ts';
import { BookedFlightSlice } from './flight-booking.ts';
import { FlightTrip } from './flight-trips.ts';

// Exchanging (changing) a booked, ticketed flight (issue 14 "Exchange"; spec §3 slice actions, §4 flight exchange
// steps and not-eligible reasons). Eligibility opens the flow on its first step; shop finds replacement flights
// for the slices the traveler changes or adds and keeps them server-side under a shopToken; confirm submits the
// chosen flights (ChangeRequested) and answers the modified trip.

/** The steps exchangeEntry can open the flow on (a subset of spec §4 "Flight exchange steps"). */
export const EXCHANGE_ENTRY_STEPS = [
  'SliceSelection',
  'ItineraryNotFound',
  'TicketedVoidable',
  'IneligibleForExchange',
  'ContactAirline',
  'ContactSupport',
  'TooManyAttemptsSupport',
] as const;
export const FlightExchangeEntryStep = z.enum(EXCHANGE_ENTRY_STEPS).meta({ id: 'FlightExchangeEntryStep' });
export const FlightExchangeReason = z
  .enum(EXCHANGE_NOT_ELIGIBLE_REASONS)
  .meta({ id: 'FlightExchangeNotEligibleReason' });
export const FlightSliceAction = z.enum(SLICE_ACTIONS).meta({ id: 'FlightSliceAction' });

const Airport = z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter airport code');

export const FlightExchangeEligibilityRequest = z
  .object({ reservationId: z.string().min(1).max(64) })
  .meta({ id: 'FlightExchangeEligibilityRequest', examples: [{ reservationId: 'H-7KQ2M9XA' }] });
export type FlightExchangeEligibilityRequest = z.infer<typeof FlightExchangeEligibilityRequest>;

/** A booked slice and what the traveler may do with it (a departed slice is Flown and stays). */
export const FlightExchangeSlice = z
  .object({
    index: z.number().int().min(0),
    origin: z.string(),
    destination: z.string(),
    /** Zoned ISO time of the first departure, with the airport's offset. */
    departure: z.string(),
    actions: z.array(FlightSliceAction),
  })
  .meta({ id: 'FlightExchangeSlice' });
export type FlightExchangeSlice = z.infer<typeof FlightExchangeSlice>;

export const FlightExchangeEligibilityAnswer = z
  .object({
    step: FlightExchangeEntryStep,
    reason: FlightExchangeReason.nullable(),
    /** What to tell the traveler when the step is not SliceSelection (what to do instead). */
    message: z.string().nullable(),
    slices: z.array(FlightExchangeSlice),
    /** The fare's change penalty per ticketed passenger, and how many tickets pay it. */
    penaltyPerTicket: Fiat,
    ticketedPassengers: z.number().int().min(0),
  })
  .meta({
    id: 'FlightExchangeEligibilityAnswer',
    examples: [
      {
        step: 'SliceSelection',
        reason: null,
        message: null,
        slices: [
          {
            index: 0,
            origin: 'ORD',
            destination: 'LGA',
            departure: '2025-07-10T08:10:00-05:00',
            actions: ['Keep', 'Change', 'Remove'],
          },
        ],
        penaltyPerTicket: { value: 75, currencyCode: 'USD', currencySymbol: '$' },
        ticketedPassengers: 1,
      },
    ],
  });
export type FlightExchangeEligibilityAnswer = z.infer<typeof FlightExchangeEligibilityAnswer>;

export const FlightExchangeShopRequest = z
  .object({
    reservationId: z.string().min(1).max(64),
    slices: z
      .array(
        z.object({
          index: z.number().int().min(0).max(8),
          action: z.enum(['keep', 'change', 'remove']),
          /** The new date of a changed slice; the booked date when left out. */
          date: IsoDate.optional(),
        }),
      )
      .min(1)
      .max(9),
    added: z.object({ origin: Airport, destination: Airport, date: IsoDate }).optional(),
  })
  .meta({
    id: 'FlightExchangeShopRequest',
    examples: [{ reservationId: 'H-7KQ2M9XA', slices: [{ index: 0, action: 'change', date: '2025-07-12' }] }],
  });
export type FlightExchangeShopRequest = z.infer<typeof FlightExchangeShopRequest>;

/** A replacement flight for one changed or added slice, in the same cabin, for the same passengers. */
export const FlightExchangeOption = z
  .object({
    optionId: z.string(),
    slice: BookedFlightSlice,
    /** What the new flight costs all the passengers. */
    newFare: Fiat,
    /** newFare less the booked value of the slice it replaces (negative when cheaper; newFare for an Add). */
    fareDifference: Fiat,
  })
  .meta({ id: 'FlightExchangeOption' });
export type FlightExchangeOption = z.infer<typeof FlightExchangeOption>;

export const FlightExchangeChange = z
  .object({
    /** `slice-<index>` for a changed slice, `added` for the new one. */
    key: z.string(),
    action: z.enum(['Change', 'Add']),
    origin: z.string(),
    destination: z.string(),
    date: IsoDate,
    /** The booked value of the replaced slice (zero for an Add). */
    bookedValue: Fiat,
    options: z.array(FlightExchangeOption),
  })
  .meta({ id: 'FlightExchangeChange' });
export type FlightExchangeChange = z.infer<typeof FlightExchangeChange>;

export const FlightExchangeShopAnswer = z
  .object({
    shopToken: z.string(),
    expiresAt: z.string(),
    /** One action per booked slice in order, then Add for the new one (spec §3 slice actions). */
    actions: z.array(FlightSliceAction),
    changes: z.array(FlightExchangeChange),
    /** The booked value of removed slices: it counts against the new fares. */
    removedValue: Fiat,
    /** Change penalty per ticketed passenger and how many pay it (domain exchangePrice). */
    penaltyPerTicket: Fiat,
    ticketedPassengers: z.number().int().min(0),
    refundability: z.enum(['FullFtc', 'PartialFtc', 'None']),
  })
  .meta({ id: 'FlightExchangeShopAnswer' });
export type FlightExchangeShopAnswer = z.infer<typeof FlightExchangeShopAnswer>;

export const FlightExchangeConfirmRequest = z
  .object({
    shopToken: z.string().min(1).max(64),
    choices: z
      .array(z.object({ key: z.string().min(1).max(32), optionId: z.string().min(1).max(200) }))
      .max(10),
  })
  .meta({
    id: 'FlightExchangeConfirmRequest',
    examples: [
      {
        shopToken: '3b8f6a0e-2c4d-4e1f-9a7b-5d6c8e9f0a1b',
        choices: [{ key: 'slice-0', optionId: 'UA1234-2025-07-12' }],
      },
    ],
  });
export type FlightExchangeConfirmRequest = z.infer<typeof FlightExchangeConfirmRequest>;

/** The money of the exchange as charged (domain exchangePrice). */
export const FlightExchangePrice = z
  .object({
    fareDifference: Fiat,
    penalty: Fiat,
    due: Fiat,
    residualCredit: Fiat,
    forfeited: Fiat,
  })
  .meta({ id: 'FlightExchangePrice' });
export type FlightExchangePrice = z.infer<typeof FlightExchangePrice>;

export const FlightExchangeConfirmAnswer = z
  .object({ step: z.literal('ChangeRequested'), price: FlightExchangePrice, trip: FlightTrip })
  .meta({ id: 'FlightExchangeConfirmAnswer' });
export type FlightExchangeConfirmAnswer = z.infer<typeof FlightExchangeConfirmAnswer>;

/** 409 codes of flights/exchange/confirm. */
export const FlightExchangeConflictCode = {
  NotExchangeable: 40931,
  ShopExpired: 40932,
  ChangeFailed: 40933,
  SeatsGone: 40934,
  PaymentFailed: 40935,
} as const;

/**
 * The 409 of flights/exchange/shop and confirm: the step the flow goes to (spec §4: ChangeFailed, or the entry
 * step that no longer allows a change) and, after a refused change, where the traveler goes next.
 */
export const FlightExchangeConflictBody = ApiErrorBody.extend({
  step: z.enum(EXCHANGE_STEPS).optional(),
  next: z.enum(['SliceSelection', 'TooManyAttemptsSupport']).optional(),
}).meta({ id: 'FlightExchangeConflict' });
export type FlightExchangeConflictBody = z.infer<typeof FlightExchangeConflictBody>;
