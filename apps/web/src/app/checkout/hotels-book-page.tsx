import { BookPage } from '../../features/checkout/book/book-page.tsx';
import { hotelsCheckout } from '../../features/hotels/checkout/hotels-checkout.ts';

/** /hotels/book/: the checkout shell selling a hotel room. */
export function HotelsBookPage() {
  return <BookPage product={hotelsCheckout} />;
}
