import type { AirlineInfo, FlightOption } from '@portal/contracts/flights';
import type { z } from 'zod';
import { durationText, layovers, localTime, optionEnds, stopsText } from '../flight-words.ts';

export type Airlines = Record<string, z.infer<typeof AirlineInfo>>;

/** The airline mark without a logo: its two-letter code in a chip. */
export function AirlineChip({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-sm font-bold tracking-wide text-brand-800"
    >
      {code}
    </span>
  );
}

/** "Delta" or "Delta, operated by ..."; several carriers joined. */
export function airlinesName(option: FlightOption, airlines: Airlines): string {
  const codes = [...new Set(option.segments.map((s) => s.marketingAirline.code))];
  return codes.map((c) => airlines[c]?.name ?? c).join(' + ');
}

/** Departure and arrival times with the airports, the arrival's "+1", the duration and the stops. */
export function SliceTimes({ option }: { option: FlightOption }) {
  const { first, last } = optionEnds(option);
  const stops = layovers(option);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-1">
      <p className="text-lg font-semibold text-slate-900 tabular-nums">
        {localTime(first.scheduledDeparture)} – {localTime(last.scheduledArrival)}
        {last.plusDays > 0 ? (
          <sup className="ml-0.5 text-xs font-semibold text-accent-700">
            +{last.plusDays}
            <span className="sr-only">{` day${last.plusDays === 1 ? '' : 's'} later`}</span>
          </sup>
        ) : null}
        <span className="block text-sm font-normal text-slate-600">
          {first.origin.locationCode} – {last.destination.locationCode}
        </span>
      </p>
      <p className="text-sm text-slate-800">
        <span className="font-medium">{durationText(option.durationMinutes)}</span>
        <span className="block text-slate-600">
          {stopsText(option.stops)}
          {stops.length
            ? ` · ${stops.map((l) => `${durationText(l.minutes)} in ${l.airport}`).join(', ')}`
            : ''}
        </span>
      </p>
    </div>
  );
}
