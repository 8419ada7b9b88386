import { isCashRewards, type RewardsCurrency } from '@portal/domain/money';
import type { CheckoutProduct } from '../../../lib/checkout-product.ts';
import { HOTELS_CONFIRM_PATH } from './hotels-checkout-paths.ts';
import { useHotelsCheckoutItem } from './use-hotels-checkout-item.tsx';

/** Spec §9 chip for the hotel line: 'Earn 10X on hotels', or 'Earn 10% on hotels' for cash rewards. */
export function hotelEarnChip(multiplier: number, currency: RewardsCurrency): string {
  return `Earn ${multiplier}${isCashRewards(currency) ? '%' : 'X'} on hotels`;
}

/** Hotels in the checkout shell: the words, keys and the room being booked (lib/checkout-product.ts). */
export const hotelsCheckout: CheckoutProduct = {
  type: 'Hotels',
  tripsKey: 'hotels',
  earnMultiplier: 'hotelsMultiplier',
  earnChip: hotelEarnChip,
  // The engine's one main-guest call serves every line (api.md "Checkout").
  mainGuestPath: 'homes/addMainGuest',
  confirmPath: HOTELS_CONFIRM_PATH,
  texts: {
    documentTitle: 'Complete Hotel Booking',
    summaryTitle: 'Your hotel',
    booking: 'Booking your room',
    offerSaving: (amount) => `Save ${amount} on this hotel`,
    agreesTo: "the hotel's policies, the rate's cancellation policy",
    backToProduct: 'Back to the hotel',
    chooseAnother: 'Choose Another Hotel',
    noAvailabilityNote:
      'Nothing was charged. The hotel page shows the rooms that are still open for your dates.',
  },
  useItem: useHotelsCheckoutItem,
};
