import type { FlightTrip } from '@portal/contracts/flight-trips';
import { LineList, type Line } from '../details/price-lines.tsx';
import { tripMoney } from '../trip-text.ts';
import { passengersText } from './flight-trip-text.ts';

/** The price: fares for every passenger, taxes, the agent fee and changes paid since (when any) and the total. */
export function flightPriceLines(trip: FlightTrip): Line[] {
  const lines: Line[] = [
    { label: 'Fares', detail: passengersText(trip.passengers), value: tripMoney(trip.price.baseFare) },
    { label: 'Taxes and carrier fees', value: tripMoney(trip.price.taxes) },
  ];
  if (trip.price.agentFee.value > 0)
    lines.push({ label: 'Agent fee', value: tripMoney(trip.price.agentFee) });
  // An exchange's fare difference and penalty, paid after booking: without it the lines would not add up.
  if (trip.price.changes.value > 0)
    lines.push({ label: 'Flight changes', value: tripMoney(trip.price.changes) });
  lines.push({ label: 'Total', value: tripMoney(trip.total), tone: 'total' });
  return lines;
}

export function FlightPriceLines({ trip }: { trip: FlightTrip }) {
  return <LineList label="Price breakdown" lines={flightPriceLines(trip)} />;
}
