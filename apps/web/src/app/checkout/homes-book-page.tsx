import { BookPage } from '../../features/checkout/book/book-page.tsx';
import { homesCheckout } from '../../features/stays/checkout/homes-checkout.ts';

/** /vacation-rentals/book/: the checkout shell selling a vacation rental. */
export function HomesBookPage() {
  return <BookPage product={homesCheckout} />;
}
