import type { BookedItinerary } from '@portal/contracts/flight-booking';
import type { FlightFare, FlightOption } from '@portal/contracts/flights';
import type { FlightResults } from '@portal/contracts/flight-results';
import { ItinerarySlice } from '../../features/flights/shop/itinerary-slice.tsx';

const NO_PRICE = { fiat: { value: 0, currencyCode: 'USD', currencySymbol: '$' }, rewards: {} };
const NO_SCORE = { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false };

/**
 * A booked itinerary drawn with the flights feature's review slice (segments in local times and zones, layovers,
 * fare, bags, penalties), so the confirmation says what the review said: each booked slice as a one-fare option.
 */
export function BookedItineraryView({ itinerary }: { itinerary: BookedItinerary }) {
  const answer: FlightResults = {
    tripType: 'one_way',
    slices: [],
    airports: itinerary.airports,
    airlines: itinerary.airlines,
  };
  const place = (code: string) => `${itinerary.airports[code]?.city ?? code} (${code})`;
  return (
    <>
      {itinerary.slices.map((s, i) => {
        const fare: FlightFare = {
          fareId: `booked-${i}`,
          fareShelf: s.fareShelf,
          cabinClassName: s.cabinClassName,
          bookingCode: s.bookingCode,
          amount: NO_PRICE,
          total: NO_PRICE,
          seatsLeft: 0,
          restrictions: s.restrictions,
          includes: s.includes,
        };
        const option: FlightOption = {
          sliceId: `booked-${i}`,
          segments: s.segments,
          durationMinutes: s.durationMinutes,
          stops: s.stops,
          multiTicketType: itinerary.multiTicketType,
          fareScore: NO_SCORE,
          bestOfTags: [],
          fares: [fare],
        };
        return (
          <ItinerarySlice
            key={option.sliceId}
            title={`Flight ${i + 1}: ${place(s.origin)} to ${place(s.destination)}`}
            option={option}
            fare={fare}
            answer={answer}
          />
        );
      })}
    </>
  );
}
