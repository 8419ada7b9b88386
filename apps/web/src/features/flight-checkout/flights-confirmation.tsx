import type { ReactNode } from 'react';
import type { BookedItinerary, FlightReservation } from '@portal/contracts/flight-booking';
import type { ConfirmationProduct } from '../../lib/checkout-product.ts';
import { formatMoney } from '../../lib/format.ts';
import { isFlightReservation } from './is-flight-reservation.ts';

export const CONFIRMED_BANNER = 'Confirmed, your flights are booked.';
export const TICKETING_BANNER = 'Booked, the airline is issuing your tickets.';
export const TICKETING_EXPLAINED =
  'Your seats are held and your payment is taken. The airline is now issuing the tickets, which usually takes a ' +
  'few minutes and can take up to a day. We will email you the airline confirmation as soon as it arrives, and ' +
  'My trips shows it too. You do not need to do anything.';

const PASSENGER_TYPES: Record<string, string> = {
  ADT: 'Adult',
  CNN: 'Child',
  INF: 'Infant on lap',
  INS: 'Infant in seat',
};

/** Still waiting for the airline: no record locator yet, or no ticket state. */
export function isTicketing(r: FlightReservation): boolean {
  return r.recordLocator === null || r.ticketState === null || r.status === 'PendingConfirm';
}

function BookedFlightSummary({ reservation }: { reservation: FlightReservation }) {
  const r = reservation;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold text-slate-900">Your flights</h2>
      <dl className="mt-3 space-y-2 text-[15px]">
        <div>
          <dt className="text-sm text-slate-600">Airline confirmation</dt>
          <dd className="font-semibold tracking-wide text-slate-900">
            {r.recordLocator ?? 'Coming soon: the airline is issuing your tickets'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Confirmation code</dt>
          <dd className="font-semibold text-slate-900">{r.id.value}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Passengers</dt>
          <dd>
            <ul className="text-slate-900">
              {r.passengers.map((p) => (
                <li key={`${p.travelerId}-${p.type}`}>
                  {`${p.givenName} ${p.surname}`}
                  <span className="text-sm text-slate-600">{` · ${PASSENGER_TYPES[p.type] ?? p.type}`}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(r.total, { cents: true })}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Flights on the confirmation page (lib/checkout-product.ts): the airline's record locator and the portal's code,
 * the passengers, the itinerary (drawn by the flights feature through `renderItinerary`, composed in app/), and a
 * booking still being ticketed said plainly.
 */
export function flightsConfirmation(
  renderItinerary: (itinerary: BookedItinerary) => ReactNode,
): ConfirmationProduct {
  return {
    texts: { confirmedBanner: CONFIRMED_BANNER, summaryTitle: 'Your flights' },
    confirmation: (reservation) => {
      if (!isFlightReservation(reservation)) return null;
      const ticketing = isTicketing(reservation);
      return {
        code: reservation.id.value,
        email: reservation.email,
        paidWith: reservation.paidWith,
        summary: <BookedFlightSummary reservation={reservation} />,
        details: (
          <section aria-labelledby="booked-itinerary" className="mt-8 space-y-4">
            {ticketing ? (
              <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
                <h2 className="font-semibold">Your tickets are being issued</h2>
                <p className="mt-1">{TICKETING_EXPLAINED}</p>
              </div>
            ) : null}
            <h2 id="booked-itinerary" className="text-xl font-bold text-slate-900">
              Your itinerary
            </h2>
            {renderItinerary(reservation.itinerary)}
          </section>
        ),
        // The trip's .ics (one event per segment) is offered in My trips.
        addToCalendar: null,
        crossSell: ['hotel', 'car'],
        ...(ticketing ? { banner: TICKETING_BANNER } : {}),
      };
    },
    noReservationHref: () => '/flights/',
  };
}
