import { ConfirmationPage } from '../../features/checkout/confirm/confirmation-page.tsx';
import { hotelsConfirmation } from '../../features/hotels/checkout/hotels-confirmation.tsx';

/** /hotels/book/confirm/: the checkout shell's confirmation of a hotel room. */
export function HotelsConfirmationPage() {
  return <ConfirmationPage product={hotelsConfirmation} />;
}
