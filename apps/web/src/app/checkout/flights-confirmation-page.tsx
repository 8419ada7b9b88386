import { ConfirmationPage } from '../../features/checkout/confirm/confirmation-page.tsx';
import { flightsConfirmation } from '../../features/flight-checkout/flights-confirmation.tsx';
import { BookedItineraryView } from './booked-itinerary.tsx';

const product = flightsConfirmation((itinerary) => <BookedItineraryView itinerary={itinerary} />);

/** /flights/book/confirm/: the checkout shell's confirmation of a flight booking. */
export function FlightsConfirmationPage() {
  return <ConfirmationPage product={product} />;
}
