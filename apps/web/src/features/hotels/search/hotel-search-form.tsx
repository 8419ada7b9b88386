import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import type { HotelSortKey } from '@portal/domain/hotels/enums';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { DestinationField } from './destination-field.tsx';
import { GuestsPicker } from './guests-picker.tsx';
import {
  resultsQueryOf,
  searchDestinationUrl,
  validateHotelSearch,
  type HotelSearchErrors,
  type HotelSearchValue,
} from './hotel-search.ts';

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

const hasErrors = (e: HotelSearchErrors) => Boolean(e.destination || e.dates || e.guests);

/**
 * Destination, dates, rooms and travelers, submitting to the hotel results route (domain results-query.ts).
 * `hero` is the hotels home's form; `bar` the compact editor above results.
 */
export function HotelSearchForm({
  initial,
  variant,
  sortOrder,
  today,
  mobile,
  onSubmitted,
}: {
  initial: HotelSearchValue;
  variant: 'hero' | 'bar';
  sortOrder?: HotelSortKey;
  today?: string;
  /** Forces the pickers' layout (tests). */
  mobile?: boolean;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<HotelSearchValue>(initial);
  const [errors, setErrors] = useState<HotelSearchErrors>({});
  const [tried, setTried] = useState(false);
  const hero = variant === 'hero';

  const update = (patch: Partial<HotelSearchValue>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(validateHotelSearch(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHotelSearch(form);
    setTried(true);
    setErrors(found);
    if (hasErrors(found) || !form.dates) return;
    void navigate(searchDestinationUrl({ ...form, dates: form.dates }, sortOrder));
    onSubmitted?.();
  };

  // A picked hotel opens at once: with the chosen dates and travelers when there are dates, else the details page
  // starts from the default stay (spec §5) and lets the traveler change it there.
  const pickHotel = (lodgingId: string, name: string) => {
    const params = { lodgingId, source: 'SearchPage' as const, unavailable: false };
    const query = form.dates
      ? resultsQueryOf({
          ...form,
          destination: { kind: 'Lodging', text: name, lodgingId },
          dates: form.dates,
        })
      : null;
    void navigate(hotelDetailsUrl(params, query));
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
      aria-label="Search hotels"
      className={`flex flex-col gap-2 bg-white md:flex-row md:items-stretch md:gap-0 ${
        hero
          ? 'rounded-2xl p-3 shadow-[0_20px_50px_-20px_rgba(2,43,69,0.45)] md:rounded-full md:p-2 md:pl-3'
          : 'rounded-2xl border border-slate-200 p-2 shadow-sm md:rounded-full md:p-1.5 md:pl-2'
      }`}
    >
      <div className={`md:flex-[1.4] md:rounded-l-full ${cell}`}>
        <DestinationField
          value={form.destination}
          onChange={(destination) => update({ destination })}
          onPickHotel={pickHotel}
          errorMessage={errors.destination}
          size={size}
        />
      </div>
      <span aria-hidden="true" className="hidden w-px self-center bg-slate-200 md:block md:h-10" />
      <div className={`md:flex-[1.3] ${cell}`}>
        <DateRangePicker
          value={form.dates}
          onChange={(dates) => update({ dates })}
          today={today}
          mobile={mobile}
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
        <GuestsPicker
          value={form.guests}
          onChange={(guests) => update({ guests })}
          size={size}
          mobile={mobile}
          isInvalid={Boolean(errors.guests)}
        />
        {errors.guests ? (
          <p role="alert" className="mt-1 text-sm font-medium text-accent-700">
            {errors.guests}
          </p>
        ) : null}
      </div>
      {errors.destination ? (
        <p role="alert" className="sr-only">
          {errors.destination}
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
