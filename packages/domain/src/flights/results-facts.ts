/**
 * The results rules' facts (results.ts OptionFacts) of a supplier's slice option (model.ts SliceOption): what the
 * API computes fare scores and applies a client's filters on. The web builds the same facts from the contract's
 * FlightOption.
 */
import { zonedTime } from './local-times.ts';
import type { Airline, SliceOption } from './model.ts';
import type { OptionFacts } from './results.ts';

export type FactsLookups = {
  /** An airline of the reference data; an unknown code counts as not low-cost. */
  airline: (code: string) => Pick<Airline, 'lowCost'> | undefined;
  /** The IANA zone of an airport. */
  timeZone: (airport: string) => string;
};

export function optionFacts(option: SliceOption, lookups: FactsLookups): OptionFacts {
  const legs = option.connection.legs;
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new RangeError(`Slice option ${option.id} has no legs`);
  if (option.fares.length === 0) throw new RangeError(`Slice option ${option.id} has no fares`);
  const layoverMinutes = legs.slice(1).map((leg, i) => leg.departureUtcMinute - legs[i]!.arrivalUtcMinute);
  return {
    id: option.id,
    departureUtcMinute: first.departureUtcMinute,
    arrivalUtcMinute: last.arrivalUtcMinute,
    departureLocalHour: zonedTime(first.departureUtcMinute, lookups.timeZone(first.origin)).hour,
    arrivalLocalHour: zonedTime(last.arrivalUtcMinute, lookups.timeZone(last.destination)).hour,
    durationMinutes: last.arrivalUtcMinute - first.departureUtcMinute,
    stops: legs.length - 1,
    airlines: legs.map((leg) => ({
      code: leg.marketingAirline,
      lowCost: lookups.airline(leg.marketingAirline)?.lowCost ?? false,
    })),
    layoverMinutes,
    priceMinor: Math.min(...option.fares.map((fare) => fare.pricePerPassenger.adult)),
    shelfRatings: option.fares.map((fare) => fare.shelf),
    selfTransfer: option.connection.selfTransferAt.some(Boolean),
  };
}
