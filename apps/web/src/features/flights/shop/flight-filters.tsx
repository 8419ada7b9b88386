import { useEffect, useState } from 'react';
import { TIME_OF_DAY_BUCKETS, type FlightSortKey, type StopFilter } from '@portal/domain/flights/enums';
import { FilterCheck, FilterGroup, toggleItem } from '../../../components/ui/filter-fields.tsx';
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
  /** The API judged the fares against the traveler's corporate policy (their badges show), so "In policy" is offered. */
  carriesPolicy: boolean;
};

/**
 * "In policy" under a corporate tier, stops, flight filters, airlines (and low-cost carriers), departure and arrival
 * times, and the price cap.
 */
export function FlightFiltersPanel({
  view,
  onChange,
  airlines,
  carriers,
  priceBounds,
  currency,
  carriesPolicy,
}: FiltersPanelProps) {
  const set = (patch: Partial<ResultsView>) => onChange({ ...view, ...patch });
  return (
    <div>
      {/* Kept while on, so a link with the filter can still turn it off. */}
      {carriesPolicy || view.inPolicy ? (
        <FilterGroup title="Travel policy">
          <FilterCheck label="In policy" checked={view.inPolicy} onChange={(on) => set({ inPolicy: on })} />
        </FilterGroup>
      ) : null}
      <FilterGroup title="Stops">
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
      </FilterGroup>
      <FilterGroup title="Flight">
        <FilterCheck
          label="Nonstop flights"
          checked={view.flightFilters.includes('NonStop')}
          onChange={(on) => set({ flightFilters: toggleItem(view.flightFilters, 'NonStop', on) })}
        />
        <FilterCheck
          label="Short layovers (2 hours or less)"
          checked={view.flightFilters.includes('ShortLayover')}
          onChange={(on) => set({ flightFilters: toggleItem(view.flightFilters, 'ShortLayover', on) })}
        />
        <FilterCheck
          label="No low-cost carriers"
          checked={view.flightFilters.includes('NoLCC')}
          onChange={(on) => set({ flightFilters: toggleItem(view.flightFilters, 'NoLCC', on) })}
        />
      </FilterGroup>
      <FilterGroup title="Airlines">
        <FilterCheck
          label="Exclude low-cost carriers"
          checked={view.excludeLcc}
          onChange={(on) => set({ excludeLcc: on })}
        />
        {carriers.map((code) => (
          <FilterCheck
            key={code}
            label={`${airlines[code]?.name ?? code}${airlines[code]?.lowCost ? ' (low cost)' : ''}`}
            checked={view.airlines.includes(code)}
            onChange={(on) => set({ airlines: toggleItem(view.airlines, code, on) })}
          />
        ))}
      </FilterGroup>
      {(['departure', 'arrival'] as const).map((end) => (
        <FilterGroup key={end} title={end === 'departure' ? 'Departure time' : 'Arrival time'}>
          {TIME_OF_DAY_BUCKETS.map((b) => (
            <FilterCheck
              key={b}
              label={TIME_BUCKET_LABELS[b]}
              checked={view[end].includes(b)}
              onChange={(on) => set({ [end]: toggleItem(view[end], b, on) })}
            />
          ))}
        </FilterGroup>
      ))}
      {priceBounds && priceBounds.max > priceBounds.min ? (
        <FilterGroup title="Price per person">
          <PriceSlider
            bounds={priceBounds}
            value={view.maxPrice}
            currency={currency}
            onChange={(maxPrice) => set({ maxPrice })}
          />
        </FilterGroup>
      ) : null}
    </div>
  );
}

/** Every filter off, the sort kept. */
export const clearedView = (view: ResultsView): ResultsView => ({ ...DEFAULT_VIEW, sort: view.sort });
