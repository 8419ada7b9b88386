import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SortOrder } from '@portal/domain/stay-dates';
import { resultsUrl, type SearchFormValue } from '../stays-search.ts';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { LocationAutocomplete } from './location-autocomplete.tsx';
import { OccupancyPicker } from './occupancy-picker.tsx';

export const CHOOSE_DESTINATION = 'Choose a destination';
export const CHOOSE_DATES = 'Choose your dates';

type Errors = { location?: string; dates?: string };

export function validateSearch(form: SearchFormValue): Errors {
  const errors: Errors = {};
  if (!form.location.trim()) errors.location = CHOOSE_DESTINATION;
  if (!form.dates) errors.dates = CHOOSE_DATES;
  return errors;
}

function SearchIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className={className}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Location, dates and guests, submitting to the results route with spec §2's query. `hero` is the big stays-home
 * form; `bar` is the compact editor above results.
 */
export function StaysSearchForm({
  initial,
  variant,
  sortOrder = 'Recommended',
  today,
  onSubmitted,
}: {
  initial: SearchFormValue;
  variant: 'hero' | 'bar';
  sortOrder?: SortOrder;
  today?: string;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<SearchFormValue>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const hero = variant === 'hero';

  const update = (patch: Partial<SearchFormValue>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(validateSearch(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(form);
    setTried(true);
    setErrors(found);
    if (found.location || found.dates || !form.dates) return;
    void navigate(resultsUrl({ ...form, dates: form.dates }, sortOrder));
    onSubmitted?.();
  };

  const cell = hero
    ? 'rounded-xl px-4 py-3 hover:bg-slate-50 md:rounded-none md:px-5 md:py-2'
    : 'rounded-xl px-3 py-2 hover:bg-slate-50 md:rounded-none';
  const size = hero ? 'large' : 'compact';

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Search vacation rentals"
      className={`flex flex-col gap-2 bg-white md:flex-row md:items-stretch md:gap-0 ${
        hero
          ? 'rounded-2xl p-3 shadow-[0_20px_50px_-20px_rgba(2,43,69,0.45)] md:rounded-full md:p-2 md:pl-3'
          : 'rounded-2xl border border-slate-200 p-2 shadow-sm md:rounded-full md:p-1.5 md:pl-2'
      }`}
    >
      <div className={`md:flex-[1.4] ${cell} ${hero ? 'md:rounded-l-full' : 'md:rounded-l-full'}`}>
        <LocationAutocomplete
          value={form.location}
          onChange={(location) => update({ location })}
          errorMessage={errors.location}
          size={size}
        />
      </div>
      <span aria-hidden="true" className="hidden w-px self-center bg-slate-200 md:block md:h-10" />
      <div className={`md:flex-[1.3] ${cell}`}>
        <DateRangePicker
          value={form.dates}
          onChange={(dates) => update({ dates })}
          today={today}
          size={size}
          isInvalid={Boolean(errors.dates)}
        />
        {errors.dates ? (
          <p role="alert" className="mt-1 text-sm font-medium text-accent-700">
            {errors.dates}
          </p>
        ) : null}
      </div>
      <span aria-hidden="true" className="hidden w-px self-center bg-slate-200 md:block md:h-10" />
      <div className={`md:flex-1 ${cell}`}>
        <OccupancyPicker value={form.guests} onChange={(guests) => update({ guests })} size={size} />
      </div>
      {errors.location ? (
        <p role="alert" className="sr-only">
          {errors.location}
        </p>
      ) : null}
      <button
        type="submit"
        className={`flex items-center justify-center gap-2 self-stretch bg-accent-600 font-semibold text-white transition-colors hover:bg-accent-700 md:self-center ${
          hero
            ? 'min-h-13 rounded-xl px-7 text-base md:rounded-full'
            : 'min-h-11 rounded-xl px-5 text-sm md:rounded-full'
        }`}
      >
        <SearchIcon className="size-5" />
        <span>Search</span>
      </button>
    </form>
  );
}
