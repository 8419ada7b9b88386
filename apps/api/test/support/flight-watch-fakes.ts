// Test doubles of the flight supplier and the price prediction partner for the watch tests: the test sets the
// adult fare of each route and the partner's recommendation, and counts the calls. Any real supplier answers in
// the same shapes (packages/domain/src/flights/model.ts).
import type { PredictionRecommendation } from '@portal/domain/flights/enums';
import type { SliceOption, SupplyFare } from '@portal/domain/flights/model';
import type { FlightSupply } from '../../src/providers/flight-supply/flight-supply.ts';
import type { PricePrediction } from '../../src/providers/price-prediction/price-prediction.ts';

function fare(route: string, adultMinor: number): SupplyFare {
  return {
    fareId: `${route}-main`,
    shelf: 1,
    shortBrandName: 'Main Cabin',
    cabin: 'Economy',
    bookingCode: 'Y',
    currency: 'USD',
    // Children pay 75% here, infants on a lap nothing: enough to see that the total counts every passenger.
    pricePerPassenger: {
      adult: adultMinor,
      child: Math.round(adultMinor * 0.75),
      lapInfant: 0,
      seatedInfant: Math.round(adultMinor * 0.75),
    },
    seatsLeft: 9,
    restrictions: {
      baggage: { carryOn: 'allowed', checked: 'notAllowed', checkedBagsIncluded: 0 },
      penalties: { kind: 'unknown' },
      seatSelection: 'fee',
      refundability: 'None',
    },
    includes: [],
  };
}

export type FakeFlights = {
  supply: FlightSupply;
  prediction: PricePrediction;
  /** Adult fare per "ORG-DST" route, minor units; a route without one has no flights. */
  fares: Map<string, number>;
  recommendation: PredictionRecommendation | null;
  /** The supplier throws while set. */
  failing: boolean;
  searches: number;
};

export function fakeFlights(): FakeFlights {
  const state: FakeFlights = {
    fares: new Map(),
    recommendation: 'wait',
    failing: false,
    searches: 0,
    supply: {
      airports: () => [],
      airlines: () => [],
      search: async (request) => {
        state.searches += 1;
        if (state.failing) throw new Error('supplier timed out');
        const slices: SliceOption[][] = [];
        for (const [i, s] of request.slices.entries()) {
          const route = `${s.origin}-${s.destination}`;
          const adult = state.fares.get(route);
          if (adult === undefined) return { kind: 'NoFlights', sliceIndex: i };
          // A dearer second option: the cheapest one must win.
          slices.push([
            { id: `${route}-1`, connection: { legs: [], selfTransferAt: [] }, fares: [fare(route, adult)] },
            {
              id: `${route}-2`,
              connection: { legs: [], selfTransferAt: [] },
              fares: [fare(route, adult + 50_00)],
            },
          ]);
        }
        return { kind: 'Found', slices };
      },
      price: async () => ({ kind: 'FareNotFound', fareId: 'none' }),
    },
    prediction: {
      predict: async (request) =>
        state.recommendation === null
          ? null
          : {
              recommendation: state.recommendation,
              minPriceMinor: Math.round(request.currentPriceMinor * 0.9),
              maxPriceMinor: Math.round(request.currentPriceMinor * 1.2),
              confidence: 0.7,
              history: [],
            },
    },
  };
  return state;
}
