import { useParams } from 'react-router';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { PaymentsList, RefundsList } from '../details/price-lines.tsx';
import { NetPaid, ReceiptBlock, ReceiptFrame, ReceiptPageShell } from '../receipt/receipt-parts.tsx';
import { tripMoney } from '../trip-text.ts';
import { FlightPriceLines } from './flight-price-lines.tsx';
import {
  airportCity,
  flightNumberText,
  localClock,
  localDay,
  passengerTypeLabel,
  zoneLabel,
} from './flight-trip-text.ts';
import { flightTripPath } from './flight-trip-text.ts';
import { useFlightTrip } from './flights-trips-api.ts';

function FlightReceipt({ trip }: { trip: FlightTrip }) {
  return (
    <ReceiptFrame trip={trip}>
      <ReceiptBlock title="Flights">
        <p className="font-semibold text-slate-900">{trip.title}</p>
        {trip.recordLocator ? (
          <p className="text-slate-700">Airline record locator {trip.recordLocator}</p>
        ) : null}
        <ul className="mt-2 space-y-1 text-slate-700">
          {trip.itinerary.slices.flatMap((slice) =>
            slice.segments.map((g) => {
              const from = g.origin.locationCode;
              const to = g.destination.locationCode;
              const zones = trip.itinerary.airports;
              return (
                <li key={`${g.zonedScheduledDeparture}-${from}`}>
                  {flightNumberText(trip, g).number} · {airportCity(trip, from)} ({from}){' '}
                  {localDay(g.scheduledDeparture)} {localClock(g.scheduledDeparture)}{' '}
                  {zoneLabel(g.zonedScheduledDeparture, zones[from]?.timeZone)} to {airportCity(trip, to)} (
                  {to}) {localClock(g.scheduledArrival)}{' '}
                  {zoneLabel(g.zonedScheduledArrival, zones[to]?.timeZone)}
                </li>
              );
            }),
          )}
        </ul>
      </ReceiptBlock>
      <ReceiptBlock title="Passengers">
        <p className="text-slate-700">
          {trip.passengers
            .map((p) => `${p.givenName} ${p.surname} (${passengerTypeLabel(p.type)})`)
            .join(', ')}
        </p>
      </ReceiptBlock>
      <ReceiptBlock title="Charges">
        <FlightPriceLines trip={trip} />
      </ReceiptBlock>
      <ReceiptBlock title="Payments">
        <PaymentsList trip={trip} />
      </ReceiptBlock>
      {trip.refunds.length > 0 || trip.credit ? (
        <ReceiptBlock title="Refunds and credits">
          {trip.refunds.length > 0 ? <RefundsList trip={trip} /> : null}
          {trip.credit ? (
            <p className="mt-2 text-slate-700">
              Travel credit with {trip.credit.airline.name}: {tripMoney(trip.credit.amount)}
            </p>
          ) : null}
          <NetPaid trip={trip} />
        </ReceiptBlock>
      ) : null}
    </ReceiptFrame>
  );
}

/** /trips/flights/:reservationId/receipt: the flight trip's printable receipt. */
export function FlightReceiptPage() {
  const { reservationId = '' } = useParams();
  const trip = useFlightTrip(reservationId);
  useDocumentTitle(trip.data ? `Receipt #${trip.data.confirmationCode}` : 'Receipt');
  return (
    <ReceiptPageShell trip={trip} backTo={flightTripPath}>
      {(data) => <FlightReceipt trip={data} />}
    </ReceiptPageShell>
  );
}
