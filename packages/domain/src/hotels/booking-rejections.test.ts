import { describe, expect, it } from 'vitest';
import { hotelRejectionFailure } from './booking-rejections.ts';
import { HOTEL_BOOKING_REJECTIONS, type HotelBookingRejection } from './enums.ts';

describe('hotelRejectionFailure', () => {
  it.each<[HotelBookingRejection, string, RegExp]>([
    ['CreditCardDeclined', 'CardDeclined', /^We were unable to process your payment method\.$/],
    ['InsufficientFunds', 'CardDeclined', /payment method/],
    ['CreditCardExpired', 'CardDeclined', /payment method/],
    ['LostOrStolenCard', 'CardDeclined', /payment method/],
    ['CardNotSupported', 'CardDeclined', /payment method/],
    ['InvalidCardNumber', 'CardDeclined', /payment method/],
    ['InvalidCardCountryOrZip', 'CardDeclined', /payment method/],
    ['Fraud', 'LikelyFraud', /^There is an issue with your account\. Please contact the issuer's support\.$/],
    ['RateNotAvailable', 'NoAvailability', /rate is no longer available/],
    ['InvalidQuote', 'ErrorCode', /search again/],
    ['InvalidGuestCountry', 'CartValidationError', /country/],
    ['InvalidFulfillmentInput', 'CartValidationError', /^Invalid Request\.$/],
    ['Other', 'ErrorCode', /^Uh oh! Something went wrong/],
  ])('%s: %s', (rejection, kind, message) => {
    const failure = hotelRejectionFailure(rejection);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(message);
  });

  it('words every rejection of spec §8', () => {
    for (const rejection of HOTEL_BOOKING_REJECTIONS) {
      expect(hotelRejectionFailure(rejection).message.length).toBeGreaterThan(10);
    }
  });
});
