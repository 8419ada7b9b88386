import { useParams } from 'react-router';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { PaymentsList, RefundsList } from '../details/price-lines.tsx';
import { BackToTrips, TripLoadError, TripSkeleton } from '../details/trip-states.tsx';
import { ReceiptBlock, ReceiptFrame } from '../receipt/receipt-parts.tsx';
import { PrintIcon } from '../trip-icons.tsx';
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
  const net = { ...trip.total, value: Math.round((trip.total.value - trip.refundTotal.value) * 100) / 100 };
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
          <div className="mt-3 flex justify-between rounded-lg bg-slate-50 px-3 py-2 font-bold text-slate-900 print:bg-transparent print:px-0">
            <span>Net paid</span>
            <span className="tabular-nums">{tripMoney(net)}</span>
          </div>
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
    <div className="mx-auto max-w-[820px] px-5 py-6 md:px-8 md:py-10 print:max-w-none print:p-0">
      {trip.isPending ? (
        <TripSkeleton label="Loading your receipt" />
      ) : trip.isError ? (
        <TripLoadError error={trip.error} onRetry={() => void trip.refetch()} retrying={trip.isRefetching} />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
            <BackToTrips to={flightTripPath(trip.data)} label="Back to trip details" />
            <Button onPress={() => window.print()}>
              <PrintIcon className="size-5" /> Print receipt
            </Button>
          </div>
          <FlightReceipt trip={trip.data} />
        </>
      )}
    </div>
  );
}
