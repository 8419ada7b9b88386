/**
 * What the guest reads when the hotel's supplier refuses a reservation (spec §8 "Hotel booking rejections"): the
 * checkout failure kind the web's booking error modal goes by, and the message. Where spec §8 words the failure
 * (a card that cannot be processed, fraud, 'Invalid Request.'), its words are used.
 */
import type { HotelBookingRejection } from './enums.ts';

/** The spec §8 checkout failure kinds a rejection maps to. */
export type RejectionFailureKind =
  'CardDeclined' | 'LikelyFraud' | 'NoAvailability' | 'CartValidationError' | 'ErrorCode';

export type RejectionFailure = { kind: RejectionFailureKind; message: string };

const CARD = 'We were unable to process your payment method.';

export const HOTEL_REJECTION_FAILURES: Readonly<Record<HotelBookingRejection, RejectionFailure>> = {
  InvalidQuote: {
    kind: 'ErrorCode',
    message: 'The hotel could not accept this price. Please search again.',
  },
  RateNotAvailable: {
    kind: 'NoAvailability',
    message: 'This rate is no longer available. Please choose another rate or room.',
  },
  CreditCardDeclined: { kind: 'CardDeclined', message: CARD },
  InsufficientFunds: { kind: 'CardDeclined', message: CARD },
  CreditCardExpired: { kind: 'CardDeclined', message: CARD },
  LostOrStolenCard: { kind: 'CardDeclined', message: CARD },
  CardNotSupported: { kind: 'CardDeclined', message: CARD },
  InvalidCardNumber: { kind: 'CardDeclined', message: CARD },
  InvalidCardCountryOrZip: { kind: 'CardDeclined', message: CARD },
  Fraud: {
    kind: 'LikelyFraud',
    message: "There is an issue with your account. Please contact the issuer's support.",
  },
  InvalidGuestCountry: {
    kind: 'CartValidationError',
    message: "The hotel cannot accept a booking for the main guest's country of residence.",
  },
  InvalidFulfillmentInput: { kind: 'CartValidationError', message: 'Invalid Request.' },
  Other: {
    kind: 'ErrorCode',
    message: 'Uh oh! Something went wrong. The hotel could not take this booking. Please search again.',
  },
};

export function hotelRejectionFailure(rejection: HotelBookingRejection): RejectionFailure {
  return HOTEL_REJECTION_FAILURES[rejection];
}
