import { isCashRewards, type RewardsCurrency } from '@portal/domain/money';
import type { CheckoutProduct } from '../../lib/checkout-product.ts';
import { FLIGHTS_CONFIRM_PATH } from '../../lib/flight-book-paths.ts';
import type { FlightBookSource } from './flight-book-source.ts';
import { useFlightsCheckoutItem } from './use-flights-checkout-item.tsx';

/** Spec §9 chip for the flight line: 'Earn 5X on flights', or 'Earn 5% on flights' for cash rewards. */
export function flightEarnChip(multiplier: number, currency: RewardsCurrency): string {
  return `Earn ${multiplier}${isCashRewards(currency) ? '%' : 'X'} on flights`;
}

/**
 * Flights in the checkout shell (lib/checkout-product.ts): the words and keys of the line, and the itinerary being
 * booked read through `useSource`, which app/ composes from the flights feature.
 */
export function flightsCheckout(useSource: () => FlightBookSource): CheckoutProduct {
  return {
    type: 'Flights',
    tripsKey: 'flights',
    earnMultiplier: 'flightsMultiplier',
    earnChip: flightEarnChip,
    // The engine's one main-guest call serves every line (api.md "Checkout"): the contact traveler.
    mainGuestPath: 'homes/addMainGuest',
    confirmPath: FLIGHTS_CONFIRM_PATH,
    texts: {
      documentTitle: 'Complete Flight Booking',
      summaryTitle: 'Your flights',
      booking: 'Booking your flights',
      offerSaving: (amount) => `Save ${amount} on these flights`,
      agreesTo: "the fare rules of every flight, the airlines' conditions of carriage",
      backToProduct: 'Back to your flights',
      chooseAnother: 'Choose Other Flights',
      noAvailabilityNote:
        'Nothing was charged. The seats at this fare were taken: the latest results show what is still open.',
    },
    useItem: () => useFlightsCheckoutItem(useSource()),
  };
}
