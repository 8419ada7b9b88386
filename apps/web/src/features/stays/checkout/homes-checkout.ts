import { earnChipText } from '@portal/domain/rewards';
import type { CheckoutProduct } from '../../../lib/checkout-product.ts';
import { HOMES_CONFIRM_PATH } from './homes-checkout-paths.ts';
import { useHomesCheckoutItem } from './use-homes-checkout-item.tsx';

/** Vacation rentals in the checkout shell: the words, keys and the stay being booked (lib/checkout-product.ts). */
export const homesCheckout: CheckoutProduct = {
  type: 'Homes',
  tripsKey: 'homes',
  earnMultiplier: 'homesMultiplier',
  earnChip: earnChipText,
  mainGuestPath: 'homes/addMainGuest',
  confirmPath: HOMES_CONFIRM_PATH,
  texts: {
    documentTitle: 'Complete Vacation Rental Booking',
    summaryTitle: 'Your stay',
    booking: 'Booking your stay',
    offerSaving: (amount) => `Save ${amount} on this stay`,
    agreesTo: "the host's house rules, the cancellation policy",
    backToProduct: 'Back to the listing',
    chooseAnother: 'Choose Another Property',
    noAvailabilityNote: "Nothing was charged. The listing's calendar shows the dates that are still open.",
  },
  useItem: useHomesCheckoutItem,
};
