import type { FlightFare, FlightOption, FlightSegment } from '@portal/contracts/flights';
import type { FlightResults } from '@portal/contracts/flight-results';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { CABIN_LABELS, fareTitle } from '../../../lib/flight-cabins.ts';
import {
  carryOnText,
  checkedText,
  durationText,
  localDay,
  localTime,
  penaltiesText,
  refundText,
  seatText,
  stopsText,
} from '../flight-words.ts';
import { AirlineChip } from './flight-parts.tsx';

/** "UTC−5" or "UTC+5:30" from a zoned time's offset ("2026-12-01T07:05:00-05:00"); "UTC" for Z. */
export function zoneText(zoned: string): string {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(zoned);
  if (!m) return 'UTC';
  const hours = Number(m[2]);
  const minutes = m[3] === '00' ? '' : `:${m[3]}`;
  if (!hours && !minutes) return 'UTC';
  return `UTC${m[1] === '-' ? '−' : '+'}${hours}${minutes}`;
}

function Stop({
  code,
  answer,
  time,
  zoned,
}: {
  code: string;
  answer: FlightResults | undefined;
  time: string;
  zoned: string;
}) {
  const airport = answer?.airports[code];
  return (
    <p className="text-sm text-slate-800">
      <span className="font-semibold text-slate-900 tabular-nums">{`${localTime(time)} ${localDay(time)}`}</span>
      <span className="text-slate-500">{` (${zoneText(zoned)})`}</span>
      <span className="block">{airport ? `${airport.name} (${code}), ${airport.city}` : code}</span>
    </p>
  );
}

function SegmentRow({ segment, answer }: { segment: FlightSegment; answer: FlightResults | undefined }) {
  const m = segment.marketingAirline;
  const o = segment.operatingAirline;
  const name = answer?.airlines[m.code]?.name ?? m.code;
  return (
    <div className="flex gap-3">
      <AirlineChip code={m.code} />
      <div className="min-w-0 flex-1 space-y-1">
        <Stop
          code={segment.origin.locationCode}
          answer={answer}
          time={segment.scheduledDeparture}
          zoned={segment.zonedScheduledDeparture}
        />
        <p className="text-sm text-slate-600">
          {`${durationText(segment.durationMinutes)} · ${name} ${m.code} ${m.flightNumber}`}
          {o.code !== m.code ? ` · operated by ${answer?.airlines[o.code]?.name ?? o.code}` : ''}
          {` · ${CABIN_LABELS[segment.cabinClassName]} · ${segment.aircraft}`}
        </p>
        <Stop
          code={segment.destination.locationCode}
          answer={answer}
          time={segment.scheduledArrival}
          zoned={segment.zonedScheduledArrival}
        />
      </div>
    </div>
  );
}

/** One slice of the review: its segments with local times and zones, layovers (self-transfers called out) and fare. */
export function ItinerarySlice({
  title,
  option,
  fare,
  answer,
}: {
  title: string;
  option: FlightOption;
  fare: FlightFare;
  answer: FlightResults | undefined;
}) {
  const r = fare.restrictions;
  const { change, cancel } = penaltiesText(r);
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{`${durationText(option.durationMinutes)} · ${stopsText(option.stops)}`}</p>
      </div>
      <ol className="mt-4 space-y-4">
        {option.segments.map((segment, i) => (
          <li
            key={`${segment.marketingAirline.code}${segment.marketingAirline.flightNumber}-${i}`}
            className="space-y-4"
          >
            <SegmentRow segment={segment} answer={answer} />
            {i < option.segments.length - 1 ? (
              <p
                className={`ml-[52px] rounded-lg px-3 py-2 text-sm ${segment.isSelfTransferLayover ? 'flex items-center gap-1.5 bg-amber-50 font-medium text-amber-900' : 'bg-slate-50 text-slate-700'}`}
              >
                {segment.isSelfTransferLayover ? <AlertIcon className="size-4 shrink-0" /> : null}
                {`${durationText(segment.stopoverDurationMinutes)} layover in ${answer?.airports[segment.destination.locationCode]?.city ?? segment.destination.locationCode} (${segment.destination.locationCode})`}
                {segment.isSelfTransferLayover ? ': self-transfer, collect and re-check your bags' : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <p className="font-semibold text-slate-900">
          {fareTitle(fare.fareShelf.shortBrandName, fare.cabinClassName)}
        </p>
        <ul className="mt-1 grid gap-x-6 gap-y-1 text-sm text-slate-700 md:grid-cols-2">
          <li>{carryOnText(r)}</li>
          <li>{checkedText(r)}</li>
          <li>{seatText(r)}</li>
          <li>{change}</li>
          <li>{`${cancel}. ${refundText(r)}`}</li>
        </ul>
      </div>
    </section>
  );
}
