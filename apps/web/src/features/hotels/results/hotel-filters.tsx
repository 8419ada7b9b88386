import { useEffect, useState, type ReactNode } from 'react';
import type { HotelFacets } from '@portal/contracts/hotels';
import { starRatingFromNumber, starRatingToNumber } from '@portal/domain/hotels/ratings';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import { COLLECTION_LABELS, MEAL_PLAN_LABELS } from '../hotel-labels.ts';

const GUEST_RATINGS = [
  { value: 9, label: 'Wonderful: 9+' },
  { value: 8, label: 'Very good: 8+' },
  { value: 7, label: 'Good: 7+' },
];

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
  count,
  checked,
  onChange,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
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
      {count !== undefined ? <span className="text-slate-500 tabular-nums">{count}</span> : null}
    </label>
  );
}

const toggle = <T,>(list: readonly T[] | undefined, item: T, on: boolean): T[] =>
  on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);

/** Whole-dollar bounds typed by the traveler, applied when the field is left or Enter is pressed. */
function PriceRange({
  filters,
  onChange,
}: {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
}) {
  const shown = (minor: number | null | undefined) => (minor == null ? '' : String(Math.round(minor / 100)));
  const [min, setMin] = useState(shown(filters.minPricePerNightMinor));
  const [max, setMax] = useState(shown(filters.maxPricePerNightMinor));
  useEffect(() => setMin(shown(filters.minPricePerNightMinor)), [filters.minPricePerNightMinor]);
  useEffect(() => setMax(shown(filters.maxPricePerNightMinor)), [filters.maxPricePerNightMinor]);
  const read = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) * 100 : null);
  const apply = () => {
    const lo = read(min);
    const hi = read(max);
    // Bounds the wrong way round are swapped rather than refused: the intent is clear.
    const [a, b] = lo !== null && hi !== null && lo > hi ? [hi, lo] : [lo, hi];
    if (a !== (filters.minPricePerNightMinor ?? null) || b !== (filters.maxPricePerNightMinor ?? null))
      onChange({ ...filters, minPricePerNightMinor: a, maxPricePerNightMinor: b });
  };
  const field = (label: string, value: string, set: (v: string) => void, placeholder: string) => (
    <label className="flex flex-1 flex-col text-xs font-medium text-slate-600">
      {label}
      <span className="mt-1 flex items-center rounded-lg border border-slate-300 px-2 focus-within:ring-2 focus-within:ring-brand-600">
        <span aria-hidden="true" className="text-slate-500">
          $
        </span>
        <input
          inputMode="numeric"
          value={value}
          placeholder={placeholder}
          onChange={(e) => set(e.target.value)}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          className="min-h-9 w-full bg-transparent px-1 text-sm text-slate-900 outline-none"
        />
      </span>
    </label>
  );
  return (
    <Group title="Price per night">
      <div className="flex gap-2">
        {field('Minimum', min, setMin, 'No min')}
        {field('Maximum', max, setMax, 'No max')}
      </div>
    </Group>
  );
}

/** The results filters (issue 12), with counts from the answer's facets; every change goes to the URL. */
export function HotelFiltersPanel({
  filters,
  facets,
  onChange,
}: {
  filters: HotelFilters;
  facets: HotelFacets | null;
  onChange: (filters: HotelFilters) => void;
}) {
  const minStars = filters.minStarRating ? starRatingToNumber(filters.minStarRating) : null;
  const count = <T,>(list: { value: T; count: number }[] | undefined, value: T) =>
    list?.find((c) => c.value === value)?.count;
  return (
    <div>
      <PriceRange filters={filters} onChange={onChange} />
      <Group title="Cancellation">
        <Check
          label="Free cancellation"
          count={facets?.freeCancellation}
          checked={Boolean(filters.freeCancellation)}
          onChange={(on) => onChange({ ...filters, freeCancellation: on })}
        />
      </Group>
      <Group title="Star rating">
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Minimum star rating">
          {[0, 2, 3, 4, 5].map((stars) => {
            const on = (minStars ?? 0) === stars;
            return (
              <label
                key={stars}
                className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  on
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : 'border-slate-300 text-slate-700'
                }`}
              >
                <input
                  type="radio"
                  name="hotel-stars"
                  className="sr-only"
                  checked={on}
                  onChange={() =>
                    onChange({ ...filters, minStarRating: stars === 0 ? null : starRatingFromNumber(stars) })
                  }
                />
                {stars === 0 ? 'Any' : `${stars}+ stars`}
              </label>
            );
          })}
        </div>
      </Group>
      <Group title="Guest rating">
        {GUEST_RATINGS.map((r) => (
          <label key={r.value} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              type="radio"
              name="hotel-guest-rating"
              checked={filters.minGuestRating === r.value}
              onChange={() => onChange({ ...filters, minGuestRating: r.value })}
              className="size-4 accent-brand-700"
            />
            <span className="flex-1">{r.label}</span>
            <span className="text-slate-500 tabular-nums">{count(facets?.guestRatings, r.value)}</span>
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
          <input
            type="radio"
            name="hotel-guest-rating"
            checked={filters.minGuestRating == null}
            onChange={() => onChange({ ...filters, minGuestRating: null })}
            className="size-4 accent-brand-700"
          />
          Any rating
        </label>
      </Group>
      <Group title="Collection">
        {(['Premier', 'Lifestyle'] as const).map((c) => (
          <Check
            key={c}
            label={COLLECTION_LABELS[c]}
            count={count(facets?.collections, c)}
            checked={filters.collections?.includes(c) ?? false}
            onChange={(on) => onChange({ ...filters, collections: toggle(filters.collections, c, on) })}
          />
        ))}
      </Group>
      {facets && facets.mealPlans.length > 0 ? (
        <Group title="Meals">
          {facets.mealPlans.map((m) => (
            <Check
              key={m.value}
              label={MEAL_PLAN_LABELS[m.value]}
              count={m.count}
              checked={filters.mealPlans?.includes(m.value) ?? false}
              onChange={(on) => onChange({ ...filters, mealPlans: toggle(filters.mealPlans, m.value, on) })}
            />
          ))}
        </Group>
      ) : null}
      {facets && facets.chains.length > 0 ? (
        <Group title="Hotel chain and loyalty program">
          {facets.chains.map((c) => {
            const key = c.loyaltyProgramCode ?? c.value;
            return (
              <Check
                key={c.value}
                label={c.loyaltyProgramCode ? `${c.value} (${c.loyaltyProgramCode})` : c.value}
                count={c.count}
                checked={filters.chainsOrPrograms?.includes(key) ?? false}
                onChange={(on) =>
                  onChange({ ...filters, chainsOrPrograms: toggle(filters.chainsOrPrograms, key, on) })
                }
              />
            );
          })}
        </Group>
      ) : null}
      {facets && facets.amenities.length > 0 ? (
        <Group title="Amenities">
          {facets.amenities.map((a) => (
            <Check
              key={a.value}
              label={a.value}
              count={a.count}
              checked={filters.amenities?.includes(a.value) ?? false}
              onChange={(on) => onChange({ ...filters, amenities: toggle(filters.amenities, a.value, on) })}
            />
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/** How many filters are on (the phone's Filters button says it). */
export function activeFilterCount(filters: HotelFilters): number {
  return [
    filters.minPricePerNightMinor != null || filters.maxPricePerNightMinor != null,
    Boolean(filters.minStarRating),
    filters.minGuestRating != null,
    Boolean(filters.freeCancellation),
    Boolean(filters.mealPlans?.length),
    Boolean(filters.chainsOrPrograms?.length),
    Boolean(filters.amenities?.length),
    Boolean(filters.collections?.length),
  ].filter(Boolean).length;
}
