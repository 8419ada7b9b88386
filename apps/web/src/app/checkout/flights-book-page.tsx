import { BookPage } from '../../features/checkout/book/book-page.tsx';
import { flightsCheckout } from '../../features/flight-checkout/flights-checkout.ts';
import { useFlightBookSource } from './use-flight-book-source.tsx';

/** The flight checkout reading the itinerary the flights funnel reviewed (composed here, where both are known). */
export const flightsBookProduct = flightsCheckout(useFlightBookSource);

/** /flights/book/: the checkout shell selling the itinerary the flights funnel reviewed. */
export function FlightsBookPage() {
  return <BookPage product={flightsBookProduct} />;
}
