// The itinerary after an exchange, and its email. Pure: the caller passes the booking as stored and the choice.
import type { BookedFlightSlice, FlightReservation } from '@portal/contracts/flight-booking';
import type { SlicePick } from '@portal/domain/flights/exchange';
import type { Email } from '../../checkout/product-line.ts';
import { itineraryLines } from './flight-emails.ts';
import type { StoredOption } from './flight-exchange-supply.ts';

/**
 * The fare bucket a booked slice took its seats from. Bucket keys are `<option id>|<shelf><cabin>` and an option
 * id names its legs (`UA1234-2026-12-01.UA567-2026-12-01`), so the slice's flight numbers find it.
 */
export function bucketOfSlice(keys: readonly string[], slice: BookedFlightSlice): string | undefined {
  return keys.find((key) => {
    const legs = key.split('|')[0]!.split('.');
    return (
      legs.length === slice.segments.length &&
      slice.segments.every((s, i) =>
        legs[i]!.startsWith(`${s.marketingAirline.code}${s.marketingAirline.flightNumber}-`),
      )
    );
  });
}

export type ExchangedItinerary = {
  itinerary: FlightReservation['itinerary'];
  fareIds: string[];
  firstDepartureAt: Date;
  lastArrivalAt: Date;
  departureDate: string;
  returnDate: string;
};

/** Kept and flown slices stay, changed ones take the chosen flight, removed ones go, the added one comes last. */
export function exchangedItinerary(input: {
  booked: FlightReservation['itinerary'];
  fareIds: readonly string[];
  picks: readonly SlicePick[];
  chosen: ReadonlyMap<number, StoredOption>;
  added: StoredOption | null;
}): ExchangedItinerary {
  const slices: BookedFlightSlice[] = [];
  const fareIds: string[] = [];
  let { airports, airlines } = input.booked;
  const take = (o: StoredOption) => {
    slices.push(o.slice);
    fareIds.push(o.fareId);
    airports = { ...airports, ...o.airports };
    airlines = { ...airlines, ...o.airlines };
  };
  input.booked.slices.forEach((slice, i) => {
    const pick = input.picks[i];
    const option = input.chosen.get(i);
    if (pick === 'remove') return;
    if (pick === 'change' && option) take(option);
    else {
      slices.push(slice);
      fareIds.push(input.fareIds[i] ?? '');
    }
  });
  if (input.added) take(input.added);
  const first = slices[0]!.segments[0]!;
  const last = slices.at(-1)!.segments.at(-1)!;
  return {
    itinerary: { ...input.booked, slices, airports, airlines },
    fareIds,
    firstDepartureAt: new Date(Date.parse(first.zonedScheduledDeparture)),
    lastArrivalAt: new Date(Date.parse(last.zonedScheduledArrival)),
    departureDate: first.scheduledDeparture.slice(0, 10),
    returnDate: last.scheduledArrival.slice(0, 10),
  };
}

export function flightExchangeEmail(input: {
  code: string;
  itinerary: FlightReservation['itinerary'];
  dueText: string | null;
  residualText: string | null;
}): Email {
  const lines = [
    'Your flight change is confirmed.',
    '',
    `Booking reference: #${input.code}`,
    '',
    'Your new itinerary:',
    ...itineraryLines({ itinerary: input.itinerary }),
    '',
    ...(input.dueText ? [`Charged to your card: ${input.dueText}`] : []),
    ...(input.residualText
      ? [`Kept as an airline travel credit (value left over from your old ticket): ${input.residualText}`]
      : []),
  ];
  return { subject: `Your flight is changed. (${input.code})`, text: lines.join('\n') };
}
