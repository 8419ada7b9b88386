import type { FlightTrip } from '@portal/contracts/flight-trips';
import { LineList, type Line } from '../details/price-lines.tsx';
import { tripMoney } from '../trip-text.ts';
import { passengersText } from './flight-trip-text.ts';

/** The price as booked: fares for every passenger, taxes, the agent fee (when charged) and the total. */
export function flightPriceLines(trip: FlightTrip): Line[] {
  const lines: Line[] = [
    { label: 'Fares', detail: passengersText(trip.passengers), value: tripMoney(trip.price.baseFare) },
    { label: 'Taxes and carrier fees', value: tripMoney(trip.price.taxes) },
  ];
  if (trip.price.agentFee.value > 0)
    lines.push({ label: 'Agent fee', value: tripMoney(trip.price.agentFee) });
  lines.push({ label: 'Total', value: tripMoney(trip.total), tone: 'total' });
  return lines;
}

export function FlightPriceLines({ trip }: { trip: FlightTrip }) {
  return <LineList label="Price breakdown" lines={flightPriceLines(trip)} />;
}
