import { Checkbox } from 'react-aria-components';
import { COMPANY_TRIP_FILTERS, COMPANY_TRIP_FILTER_LABELS } from '@portal/domain/company-trips';
import type { ProductType } from '@portal/domain/enums';
import {
  Button as SelectButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from '../../../components/ui/deferred-select.tsx';
import { DateFilter } from './date-filter.tsx';
import type { TripFilters } from './trips-api.ts';

/** The lines that exist today, in the product's words (glossary: homes are "vacation rentals"). */
export const PRODUCT_LINE_LABELS: Partial<Record<ProductType, string>> = {
  Homes: 'Vacation rentals',
  Hotels: 'Hotels',
  Flights: 'Flights',
};

const ALL = 'all';

const triggerClass =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-[15px] text-slate-900 outline-none data-[focus-visible]:border-brand-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600';
const itemClass =
  'flex cursor-pointer rounded-lg px-3 py-2.5 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset';

function FilterSelect({
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  wide?: boolean;
  label: string;
  value: string | undefined;
  options: { id: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const face = (
    <span className={triggerClass} aria-hidden="true">
      {options.find((o) => o.id === (value ?? ALL))?.label}
    </span>
  );
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <Select
        selectedKey={value ?? ALL}
        onSelectionChange={(key) => onChange(key === ALL || key === null ? undefined : String(key))}
        className="flex flex-col gap-1"
        fallback={
          <>
            <span className="text-sm font-semibold text-slate-800">{label}</span>
            {face}
          </>
        }
      >
        <Label className="text-sm font-semibold text-slate-800">{label}</Label>
        <SelectButton className={triggerClass}>
          <SelectValue className="truncate" />
          <span aria-hidden="true" className="text-slate-500">
            ▾
          </span>
        </SelectButton>
        <Popover className="max-h-80 w-[--trigger-width] min-w-56 overflow-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
          <ListBox className="outline-none" items={options}>
            {(o) => (
              <ListBoxItem id={o.id} className={itemClass}>
                {o.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}

/** Who, what, which state, when, and out of policy: each change rewrites the URL, which the list follows. */
export function TripsFilters({
  filters,
  travelers,
  onChange,
}: {
  filters: TripFilters;
  travelers: { id: string; name: string }[];
  onChange: (next: TripFilters) => void;
}) {
  const set = <K extends keyof TripFilters>(key: K, value: TripFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const active = Object.keys(filters).length > 0;
  return (
    <section
      aria-label="Filters"
      className="mb-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
    >
      <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]">
        <FilterSelect
          label="Traveler"
          wide
          value={filters.traveler}
          options={[
            { id: ALL, label: 'All travelers' },
            ...travelers.map((t) => ({ id: t.id, label: t.name })),
          ]}
          onChange={(v) => set('traveler', v)}
        />
        <FilterSelect
          label="Product"
          value={filters.productLine}
          options={[
            { id: ALL, label: 'All products' },
            ...Object.entries(PRODUCT_LINE_LABELS).map(([id, label]) => ({ id, label: label ?? id })),
          ]}
          onChange={(v) => set('productLine', v as ProductType | undefined)}
        />
        <FilterSelect
          label="State"
          value={filters.state}
          options={[
            { id: ALL, label: 'All states' },
            ...COMPANY_TRIP_FILTERS.map((id) => ({ id, label: COMPANY_TRIP_FILTER_LABELS[id] })),
          ]}
          onChange={(v) => set('state', v as TripFilters['state'])}
        />
        <DateFilter label="Travel from" value={filters.from} onChange={(v) => set('from', v)} />
        <DateFilter label="Travel to" value={filters.to} onChange={(v) => set('to', v)} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          isSelected={filters.outOfPolicy === true}
          onChange={(on) => set('outOfPolicy', on ? true : undefined)}
          className="group flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-slate-900"
        >
          <span className="pointer-events-none grid size-5 shrink-0 place-items-center rounded border-2 border-slate-500 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700">
            <svg viewBox="0 0 16 16" className="size-3.5 text-white" aria-hidden="true">
              <path d="m3 8 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </span>
          Out of policy only
        </Checkbox>
        {active ? (
          <button
            type="button"
            onClick={() => onChange({})}
            className="min-h-11 rounded-lg px-3 text-[15px] font-semibold text-brand-700 underline-offset-4 outline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </section>
  );
}
