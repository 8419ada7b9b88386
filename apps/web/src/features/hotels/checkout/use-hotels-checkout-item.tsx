import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HotelsPriceQuote } from '@portal/contracts/hotel-booking';
import { majorToMinor, toFiat } from '@portal/domain/money';
import type { CheckoutItem, PriceQuote } from '../../../lib/checkout-product.ts';
import { hotelShopQuery } from '../api/hotels-api.ts';
import { HotelBookSummary } from './hotel-book-summary.tsx';
import { dueAtHotelLine, hotelPriceLines } from './hotel-price-lines.ts';
import { GUARANTEE_TEXT, paymentPolicyText, stayRulesText } from './hotel-rate-text.ts';
import { HotelTravelerFields, savedLoyaltyNumber } from './hotel-traveler-fields.tsx';
import { UnavailableRoom } from './unavailable-room.tsx';
import { useHotelBookUrl } from './use-hotel-book-url.ts';

/** The shell hands every line's quote; this page asked for a Hotels one (the only kind with a lodging). */
function hotelsQuoteOf(quote: PriceQuote | null): HotelsPriceQuote | null {
  return quote && 'lodging' in quote ? quote : null;
}

/**
 * The room being booked: the hotel, room and rate of the book page's URL, priced by hotels/shop for its stay and
 * guests (the answer the details page showed, usually still cached), as the checkout shell reads it.
 */
export function useHotelsCheckoutItem(): CheckoutItem {
  const { choice, query, queryString, detailsHref, resultsHref } = useHotelBookUrl();
  const shop = useQuery({
    ...hotelShopQuery({
      lodgingId: choice?.lodgingId ?? '',
      fromDate: query.fromDate,
      untilDate: query.untilDate,
      adultsCount: query.adultsCount,
      childrenAges: query.childrenAges,
      roomsCount: query.roomsCount,
    }),
    enabled: choice !== null,
  });
  // The loyalty number typed by the user; null while the traveler's saved one (if any) stands.
  const [typedLoyalty, setTypedLoyalty] = useState<string | null>(null);
  const [specialRequests, setSpecialRequests] = useState('');

  const answer = shop.data;
  const hotel = answer?.lodging ?? null;
  const room = answer?.rooms.find((r) => r.roomId === choice?.roomId) ?? null;
  // A rate's refundable variant shares its rateId and is not the default product (spec §4).
  const rate = room?.available
    ? (room.rates.find(
        (r) => r.rateId === choice?.rateId && (r.isDefault === false) === (choice.refundable === true),
      ) ?? null)
    : null;
  const stay = {
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    nights: answer?.stay.nights ?? 0,
    rooms: query.roomsCount,
    adults: query.adultsCount,
    children: query.childrenAges.length,
  };
  const shownTotalMinor = majorToMinor(rate?.tripTotal.fiat.value ?? 0);
  const programCode = hotel?.loyaltyProgramCode ?? null;

  const violation = answer?.availability.violations[0];
  const unavailable =
    answer && hotel && !rate ? (
      <UnavailableRoom
        hotelName={hotel.name}
        title={violation?.title ?? 'This room is no longer available'}
        subtitle={
          violation?.subtitle ??
          'The hotel no longer offers this room and rate for your dates. Choose another room or search again.'
        }
        from={query.fromDate}
        until={query.untilDate}
        detailsHref={detailsHref}
        resultsHref={resultsHref}
      />
    ) : null;

  return {
    problem: !choice
      ? 'This link does not name a hotel room. Please search again.'
      : shop.isError
        ? 'We couldn’t load this hotel. Please search again.'
        : null,
    pending: choice !== null && shop.isPending,
    unavailable,
    settled: Boolean(shop.data) && !shop.isPlaceholderData && !shop.isFetching,
    key: [
      choice?.rateId,
      choice?.refundable,
      query.fromDate,
      query.untilDate,
      query.roomsCount,
      query.adultsCount,
    ]
      .concat(query.childrenAges.map(String))
      .join('|'),
    travelStart: query.fromDate,
    shownTotalMinor,
    quoteRequest:
      choice && rate
        ? {
            type: 'Hotels',
            value: {
              lodgingId: choice.lodgingId,
              roomId: choice.roomId,
              rateId: choice.rateId,
              stayDates: { from: query.fromDate, until: query.untilDate },
              roomsCount: query.roomsCount,
              adultsCount: query.adultsCount,
              childrenAges: query.childrenAges,
              seenPrice: toFiat(shownTotalMinor),
              ...(choice.refundable ? { refundable: true } : {}),
            },
          }
        : null,
    withTraveler: (request, traveler) => {
      if (request.type !== 'Hotels') return request;
      const loyaltyNumber = (typedLoyalty ?? savedLoyaltyNumber(traveler, programCode)).trim();
      const requests = specialRequests.trim();
      return {
        type: 'Hotels',
        value: {
          ...request.value,
          ...(loyaltyNumber && programCode ? { loyaltyNumber } : {}),
          ...(requests ? { specialRequests: requests } : {}),
        },
      };
    },
    travelerFields: (traveler) => (
      <HotelTravelerFields
        programCode={programCode}
        loyaltyNumber={typedLoyalty ?? savedLoyaltyNumber(traveler, programCode)}
        saved={typedLoyalty === null}
        onLoyaltyNumber={setTypedLoyalty}
        specialRequests={specialRequests}
        onSpecialRequests={setSpecialRequests}
      />
    ),
    priceLines: (quote) => hotelPriceLines(rate, stay, hotelsQuoteOf(quote)),
    paidLater: (quote) => dueAtHotelLine(rate, hotelsQuoteOf(quote)),
    dueNowMinor: (quote) => majorToMinor(hotelsQuoteOf(quote)?.dueNow.fiat.value ?? 0),
    cardGuarantee: GUARANTEE_TEXT,
    // The quote says what it may be paid with (nothing but the guaranteeing card for a rate paid at the hotel).
    paymentOptions: (quote) => hotelsQuoteOf(quote)?.paymentOptions ?? null,
    terms: (anyQuote) => {
      const quote = hotelsQuoteOf(anyQuote);
      const terms = quote?.rate ?? rate;
      return {
        cancellationPolicy: terms ? terms.cancellationPolicy.description : null,
        paymentPolicy: terms ? paymentPolicyText(terms.paymentTiming) : '',
        importantInformation: hotel ? stayRulesText(hotel.policies) : null,
      };
    },
    summary:
      hotel && room && rate ? (
        <HotelBookSummary hotel={hotel} room={room} rate={rate} stay={stay} detailsHref={detailsHref} />
      ) : null,
    searchHref: resultsHref,
    productHref: detailsHref,
    confirmQuery: queryString,
  };
}
