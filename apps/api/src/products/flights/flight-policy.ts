// The flight line's facts for corporate policy (spec §5): each slice's duration, layovers and fare class, the
// trip type, and the price of one traveler (caps are per traveler, taxes included, agent fee aside).
import type { FlightsPriceQuote } from '@portal/contracts/flight-booking';
import type { FlightSearchAnswer, FlightSearchOption } from '@portal/contracts/flights';
import type { TripType } from '@portal/domain/flights/enums';
import { tripTypeOf } from '@portal/domain/flights/trip';
import { evaluateSliceFare } from '@portal/domain/policy/evaluate';
import type { FlightSliceFacts, FlightSubject, PolicyTierRules } from '@portal/domain/policy/tier';

type SliceLike = {
  durationMinutes: number;
  segments: readonly { stopoverDurationMinutes: number }[];
};

export function sliceFacts(slice: SliceLike, fareClass: string): FlightSliceFacts {
  const stopoverMinutes = slice.segments.reduce((sum, s) => sum + s.stopoverDurationMinutes, 0);
  return { durationMinutes: slice.durationMinutes, stopoverMinutes, fareClass };
}

export function flightQuotePolicyFacts(quote: Record<string, unknown>): FlightSubject {
  const stored = quote as Omit<FlightsPriceQuote, 'paymentSessionToken'>;
  const slices = stored.itinerary.slices;
  const travelers = Math.max(1, stored.passengers.length);
  return {
    kind: 'Flight',
    tripType: tripTypeOf(slices),
    slices: slices.map((s) => sliceFacts(s, s.cabinClassName)),
    pricePerTraveler: stored.pricing.total.value / travelers,
  };
}

function judgeOption(
  option: FlightSearchOption,
  tier: PolicyTierRules,
  tripType: TripType,
): FlightSearchOption {
  return {
    ...option,
    fares: option.fares.map((fare) => ({
      ...fare,
      // `amount` is one adult's fare for this slice, taxes included.
      policy: evaluateSliceFare(
        tier,
        tripType,
        sliceFacts(option, fare.cabinClassName),
        fare.amount.fiat.value,
      ),
    })),
  };
}

/** Every fare of the results judged as one slice of the searched trip; the answer as is without a tier. */
export function withFarePolicies(
  answer: FlightSearchAnswer,
  tier: PolicyTierRules | null,
): FlightSearchAnswer {
  if (!tier) return answer;
  return {
    ...answer,
    slices: answer.slices.map((slice) => ({
      ...slice,
      options: slice.options.map((option) => judgeOption(option, tier, answer.tripType)),
    })),
  };
}
