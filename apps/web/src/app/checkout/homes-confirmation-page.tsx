import { ConfirmationPage } from '../../features/checkout/confirm/confirmation-page.tsx';
import { homesConfirmation } from '../../features/stays/checkout/homes-confirmation.tsx';

/** /vacation-rentals/book/confirm/: the checkout shell's confirmation of a vacation rental. */
export function HomesConfirmationPage() {
  return <ConfirmationPage product={homesConfirmation} />;
}
