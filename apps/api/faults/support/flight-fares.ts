/**
 * A fare for fault-test buyers to compete for: found by real searches (the simulator's seats depend on the route,
 * the date and the observation day only), the nonstop fare with the fewest seats left, at least `minSeats`, so
 * more buyers than seats ask for one bucket and the portal's conditional seat take decides who gets them.
 */
import { addDays } from '@portal/domain/iso-date';
import type { BookingClient } from './booking-client.ts';
import type { Buyer } from './databases.ts';

export type ScarceFare = {
  fareIds: string[];
  /** The portal's seat bucket of the fare (flight-quote.ts bucketKeyOf): option, shelf and cabin. */
  bucketKey: string;
  seatsLeft: number;
  departureDate: string;
};

/** Busy routes with many nonstops; seats run low close to departure, so the first days out are searched. */
const ROUTES = [
  ['ORD', 'LGA'],
  ['ATL', 'LAX'],
] as const;
const DAYS_OUT = [2, 3, 4, 6];

export async function scarceFare(
  client: BookingClient,
  buyer: Buyer,
  today: string,
  opts: { minSeats: number; maxSeats: number },
): Promise<ScarceFare> {
  let best: ScarceFare | undefined;
  for (const [origin, destination] of ROUTES) {
    for (const days of DAYS_OUT) {
      const departureDate = addDays(today, days);
      const options = await client.searchFlights(buyer, { origin, destination, departureDate });
      for (const option of options) {
        if (option.segments.length !== 1) continue;
        for (const fare of option.fares) {
          if (fare.seatsLeft < opts.minSeats) continue;
          if (best && best.seatsLeft <= fare.seatsLeft) continue;
          best = {
            fareIds: [fare.fareId],
            bucketKey: `${option.sliceId}|${fare.fareShelf.rating}${fare.cabinClassName}`,
            seatsLeft: fare.seatsLeft,
            departureDate,
          };
        }
      }
      if (best && best.seatsLeft <= opts.maxSeats) return best;
    }
  }
  if (!best) throw new Error(`no nonstop fare with ${opts.minSeats}+ seats on ${ROUTES.join(' ')}`);
  return best;
}
