import { useEffect, useState } from 'react';
import type { HotelFacets } from '@portal/contracts/hotels';
import { starRatingFromNumber, starRatingToNumber } from '@portal/domain/hotels/ratings';
import type { HotelFilters } from '@portal/domain/hotels/search-filters';
import { FilterCheck, FilterGroup, toggleItem } from '../../../components/ui/filter-fields.tsx';
import { COLLECTION_LABELS, MEAL_PLAN_LABELS } from '../hotel-labels.ts';
import { useHasTravelPolicy } from '../../../lib/travel-policy.ts';

const GUEST_RATINGS = [
  { value: 9, label: 'Wonderful: 9+' },
  { value: 8, label: 'Very good: 8+' },
  { value: 7, label: 'Good: 7+' },
];

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
    <FilterGroup title="Price per night">
      <div className="flex gap-2">
        {field('Minimum', min, setMin, 'No min')}
        {field('Maximum', max, setMax, 'No max')}
      </div>
    </FilterGroup>
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
  // Spec §5: the "In policy" filter is for travelers under a restrictive corporate tier (kept while it is on).
  const hasPolicy = useHasTravelPolicy() || Boolean(filters.inPolicy);
  const count = <T,>(list: { value: T; count: number }[] | undefined, value: T) =>
    list?.find((c) => c.value === value)?.count;
  return (
    <div>
      {hasPolicy ? (
        <FilterGroup title="Travel policy">
          <FilterCheck
            label="In policy"
            checked={Boolean(filters.inPolicy)}
            onChange={(on) => onChange({ ...filters, inPolicy: on })}
          />
        </FilterGroup>
      ) : null}
      <PriceRange filters={filters} onChange={onChange} />
      <FilterGroup title="Cancellation">
        <FilterCheck
          label="Free cancellation"
          count={facets?.freeCancellation}
          checked={Boolean(filters.freeCancellation)}
          onChange={(on) => onChange({ ...filters, freeCancellation: on })}
        />
      </FilterGroup>
      <FilterGroup title="Star rating">
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
      </FilterGroup>
      <FilterGroup title="Guest rating">
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
      </FilterGroup>
      <FilterGroup title="Collection">
        {(['Premier', 'Lifestyle'] as const).map((c) => (
          <FilterCheck
            key={c}
            label={COLLECTION_LABELS[c]}
            count={count(facets?.collections, c)}
            checked={filters.collections?.includes(c) ?? false}
            onChange={(on) => onChange({ ...filters, collections: toggleItem(filters.collections, c, on) })}
          />
        ))}
      </FilterGroup>
      {facets && facets.mealPlans.length > 0 ? (
        <FilterGroup title="Meals">
          {facets.mealPlans.map((m) => (
            <FilterCheck
              key={m.value}
              label={MEAL_PLAN_LABELS[m.value]}
              count={m.count}
              checked={filters.mealPlans?.includes(m.value) ?? false}
              onChange={(on) =>
                onChange({ ...filters, mealPlans: toggleItem(filters.mealPlans, m.value, on) })
              }
            />
          ))}
        </FilterGroup>
      ) : null}
      {facets && facets.chains.length > 0 ? (
        <FilterGroup title="Hotel chain and loyalty program">
          {facets.chains.map((c) => {
            const key = c.loyaltyProgramCode ?? c.value;
            return (
              <FilterCheck
                key={c.value}
                label={c.loyaltyProgramCode ? `${c.value} (${c.loyaltyProgramCode})` : c.value}
                count={c.count}
                checked={filters.chainsOrPrograms?.includes(key) ?? false}
                onChange={(on) =>
                  onChange({ ...filters, chainsOrPrograms: toggleItem(filters.chainsOrPrograms, key, on) })
                }
              />
            );
          })}
        </FilterGroup>
      ) : null}
      {facets && facets.amenities.length > 0 ? (
        <FilterGroup title="Amenities">
          {facets.amenities.map((a) => (
            <FilterCheck
              key={a.value}
              label={a.value}
              count={a.count}
              checked={filters.amenities?.includes(a.value) ?? false}
              onChange={(on) =>
                onChange({ ...filters, amenities: toggleItem(filters.amenities, a.value, on) })
              }
            />
          ))}
        </FilterGroup>
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
    Boolean(filters.inPolicy),
  ].filter(Boolean).length;
}
