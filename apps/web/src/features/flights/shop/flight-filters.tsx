import { useEffect, useState, type ReactNode } from 'react';
import { TIME_OF_DAY_BUCKETS, type FlightSortKey, type StopFilter } from '@portal/domain/flights/enums';
import { TIME_BUCKET_LABELS } from '../flight-words.ts';
import type { Airlines } from './flight-parts.tsx';
import { DEFAULT_VIEW, type ResultsView } from './results-view.ts';

export const SORT_LABELS: Record<FlightSortKey, string> = {
  fareScore: 'Best',
  price: 'Price (lowest first)',
  duration: 'Duration (shortest first)',
  stops: 'Stops (fewest first)',
  departureTime: 'Departure (earliest first)',
  arrivalTime: 'Arrival (earliest first)',
};

const STOP_LABELS: Record<StopFilter, string> = {
  any: 'Any number of stops',
  none: 'Nonstop only',
  oneOrLess: '1 stop or fewer',
  twoOrLess: '2 stops or fewer',
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-2">{children}</div>
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      <span className="flex-1">{label}</span>
    </label>
  );
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((x) => x !== item);

/** The price cap: a slider from the cheapest to the dearest option, applied when it is let go. */
function PriceSlider({
  bounds,
  value,
  currency,
  onChange,
}: {
  bounds: { min: number; max: number };
  value: number | null;
  currency: string;
  onChange: (max: number | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? bounds.max);
  useEffect(() => setDraft(value ?? bounds.max), [value, bounds.max]);
  const commit = () => onChange(draft >= bounds.max ? null : draft);
  return (
    <label className="block text-sm text-slate-800">
      <span className="flex justify-between">
        <span>Up to</span>
        <output className="font-semibold tabular-nums">{`${currency}${draft.toLocaleString('en-US')}`}</output>
      </span>
      <input
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={draft}
        aria-label="Most per person"
        aria-valuetext={`${currency}${draft}`}
        onChange={(e) => setDraft(Number(e.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
        className="mt-2 w-full accent-brand-700"
      />
    </label>
  );
}

export type FiltersPanelProps = {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  airlines: Airlines;
  /** Codes of the airlines flying this slice's options. */
  carriers: string[];
  priceBounds: { min: number; max: number } | null;
  currency: string;
};

/** Stops, flight filters, airlines (and low-cost carriers), departure and arrival times, and the price cap. */
export function FlightFiltersPanel({
  view,
  onChange,
  airlines,
  carriers,
  priceBounds,
  currency,
}: FiltersPanelProps) {
  const set = (patch: Partial<ResultsView>) => onChange({ ...view, ...patch });
  return (
    <div>
      <Group title="Stops">
        {(Object.keys(STOP_LABELS) as StopFilter[]).map((s) => (
          <label key={s} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="radio"
              name="flight-stops"
              checked={view.stops === s}
              onChange={() => set({ stops: s })}
              className="size-4 accent-brand-700"
            />
            {STOP_LABELS[s]}
          </label>
        ))}
      </Group>
      <Group title="Flight">
        <Check
          label="Nonstop flights"
          checked={view.flightFilters.includes('NonStop')}
          onChange={(on) => set({ flightFilters: toggle(view.flightFilters, 'NonStop', on) })}
        />
        <Check
          label="Short layovers (2 hours or less)"
          checked={view.flightFilters.includes('ShortLayover')}
          onChange={(on) => set({ flightFilters: toggle(view.flightFilters, 'ShortLayover', on) })}
        />
        <Check
          label="No low-cost carriers"
          checked={view.flightFilters.includes('NoLCC')}
          onChange={(on) => set({ flightFilters: toggle(view.flightFilters, 'NoLCC', on) })}
        />
      </Group>
      <Group title="Airlines">
        <Check
          label="Exclude low-cost carriers"
          checked={view.excludeLcc}
          onChange={(on) => set({ excludeLcc: on })}
        />
        {carriers.map((code) => (
          <Check
            key={code}
            label={`${airlines[code]?.name ?? code}${airlines[code]?.lowCost ? ' (low cost)' : ''}`}
            checked={view.airlines.includes(code)}
            onChange={(on) => set({ airlines: toggle(view.airlines, code, on) })}
          />
        ))}
      </Group>
      {(['departure', 'arrival'] as const).map((end) => (
        <Group key={end} title={end === 'departure' ? 'Departure time' : 'Arrival time'}>
          {TIME_OF_DAY_BUCKETS.map((b) => (
            <Check
              key={b}
              label={TIME_BUCKET_LABELS[b]}
              checked={view[end].includes(b)}
              onChange={(on) => set({ [end]: toggle(view[end], b, on) })}
            />
          ))}
        </Group>
      ))}
      {priceBounds && priceBounds.max > priceBounds.min ? (
        <Group title="Price per person">
          <PriceSlider
            bounds={priceBounds}
            value={view.maxPrice}
            currency={currency}
            onChange={(maxPrice) => set({ maxPrice })}
          />
        </Group>
      ) : null}
    </div>
  );
}

/** Every filter off, the sort kept. */
export const clearedView = (view: ResultsView): ResultsView => ({ ...DEFAULT_VIEW, sort: view.sort });
