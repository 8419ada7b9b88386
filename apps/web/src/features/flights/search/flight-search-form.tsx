import type { FormEvent } from 'react';
import { CABIN_LABELS } from '../../../lib/flight-cabins.ts';
import { useNavigate } from 'react-router';
import { CABIN_NAMES, type CabinName } from '@portal/domain/flights/enums';
import { FieldError } from '../../../components/ui/search-form-frame.tsx';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { todayIso } from '../../../lib/stay-range.ts';
import { PREDICTION_PATH, shopUrl } from '../shop/shop-url.ts';
import { AirportField } from './airport-field.tsx';
import { FlightDateField } from './flight-date-field.tsx';
import { PassengersPicker } from './passengers-picker.tsx';
import {
  EMPTY_SLICE,
  FORM_TRIP_TYPES,
  MAX_SLICES,
  MIN_MULTI_CITY_SLICES,
  TRIP_TYPE_LABELS,
  shopSearchOf,
  sliceErrorKey,
  validateFlightSearch,
  withTripType,
  type FlightSearchValue,
  type FlightSliceValue,
} from './flight-search.ts';

export type FlightFormVariant = 'hero' | 'bar';

const cell =
  'min-w-0 rounded-xl border border-slate-300 bg-white px-4 py-2.5 focus-within:border-brand-600 hover:border-slate-400';

function SwapIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className="size-4"
    >
      <path
        d="M7 7h13m0 0-4-4m4 4-4 4M17 17H4m0 0 4-4m-4 4 4 4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The flight search (issue 13): trip type, From/To per flight with a swap, dates, passengers and cabin.
 * Submitting puts the whole search in the URL of the funnel's first step (spec §2 price prediction).
 */
export function FlightSearchForm({
  initial,
  variant = 'hero',
  today: todayProp,
  mobile,
  onSubmitted,
}: {
  initial: FlightSearchValue;
  variant?: FlightFormVariant;
  today?: string;
  mobile?: boolean;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const today = todayProp ?? todayIso();
  const { form, errors, update, check } = useValidatedForm(initial, validateFlightSearch);
  const size = variant === 'hero' ? 'large' : 'compact';
  const multi = form.tripType === 'multi_city';
  const rows = multi ? form.slices : form.slices.slice(0, 1);

  // A multi-city flight's destination also starts the next flight when that one has no origin picked yet.
  const setSlice = (index: number, patch: Partial<FlightSliceValue>) =>
    update({
      slices: form.slices.map((s, i) => {
        if (i === index) return { ...s, ...patch };
        if (i === index + 1 && multi && patch.destination?.code && !s.origin?.code)
          return { ...s, origin: patch.destination };
        return s;
      }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    void navigate(shopUrl(PREDICTION_PATH, shopSearchOf(form)));
    onSubmitted?.();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Search flights"
      className={`rounded-2xl bg-white ${variant === 'hero' ? 'p-4 shadow-[0_20px_50px_-20px_rgba(2,43,69,0.45)] md:p-5' : 'border border-slate-200 p-3 shadow-sm'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">Trip type</legend>
          {FORM_TRIP_TYPES.map((type) => (
            <label
              key={type}
              className="cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name="trip-type"
                value={type}
                checked={form.tripType === type}
                onChange={() => update(withTripType(form, type))}
                className="sr-only"
              />
              {TRIP_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          Cabin
          <select
            value={form.cabin}
            onChange={(e) => update({ cabin: e.target.value as CabinName })}
            className="min-h-9 rounded-full border border-slate-300 bg-white px-3 font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {CABIN_NAMES.map((c) => (
              <option key={c} value={c}>
                {CABIN_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ol className="mt-3 space-y-3" aria-label={multi ? 'Flights' : undefined}>
        {rows.map((slice, index) => {
          const error = errors[sliceErrorKey(index)];
          const previous = index > 0 ? (form.slices[index - 1]?.date ?? null) : null;
          return (
            <li key={index}>
              {multi ? (
                <div className="mb-1 flex items-center justify-between">
                  <h3 className="text-sm font-bold text-slate-800">{`Flight ${index + 1}`}</h3>
                  {form.slices.length > MIN_MULTI_CITY_SLICES ? (
                    <button
                      type="button"
                      onClick={() => update({ slices: form.slices.filter((_, i) => i !== index) })}
                      className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      {`Remove flight ${index + 1}`}
                    </button>
                  ) : null}
                </div>
              ) : null}
              <div
                className={`grid gap-2 ${multi || form.tripType === 'one_way' ? 'md:grid-cols-[1fr_auto_1fr_0.8fr]' : 'md:grid-cols-[1fr_auto_1fr_0.8fr_0.8fr]'} md:items-center`}
              >
                <div className={cell}>
                  <AirportField
                    label="From"
                    value={slice.origin}
                    onChange={(origin) => setSlice(index, { origin })}
                    size={size}
                  />
                </div>
                <button
                  type="button"
                  aria-label={multi ? `Swap From and To of flight ${index + 1}` : 'Swap From and To'}
                  onClick={() => setSlice(index, { origin: slice.destination, destination: slice.origin })}
                  className="mx-auto -my-4 z-10 flex size-9 rotate-90 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none md:my-0 md:rotate-0"
                >
                  <SwapIcon />
                </button>
                <div className={cell}>
                  <AirportField
                    label="To"
                    value={slice.destination}
                    onChange={(destination) => setSlice(index, { destination })}
                    size={size}
                  />
                </div>
                <div className={cell}>
                  <FlightDateField
                    label="Depart"
                    value={slice.date}
                    onChange={(date) => setSlice(index, { date })}
                    min={previous && previous > today ? previous : today}
                    today={today}
                    mobile={mobile}
                    size={size}
                    isInvalid={error === 'Choose a date.'}
                  />
                </div>
                {form.tripType === 'round_trip' ? (
                  <div className={cell}>
                    <FlightDateField
                      label="Return"
                      value={form.returnDate}
                      onChange={(returnDate) => update({ returnDate })}
                      min={slice.date ?? today}
                      today={today}
                      mobile={mobile}
                      size={size}
                      isInvalid={Boolean(errors.returnDate)}
                    />
                  </div>
                ) : null}
              </div>
              <FieldError message={error} />
              {index === 0 ? <FieldError message={errors.returnDate} /> : null}
            </li>
          );
        })}
      </ol>

      <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-center">
        {multi && form.slices.length < MAX_SLICES ? (
          <button
            type="button"
            onClick={() => {
              const last = form.slices[form.slices.length - 1];
              update({ slices: [...form.slices, { ...EMPTY_SLICE, origin: last?.destination ?? null }] });
            }}
            className="min-h-11 rounded-full border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-800 hover:border-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            Add a flight
          </button>
        ) : null}
        <div className={`${cell} md:ml-auto md:w-72`}>
          <PassengersPicker
            value={form.passengers}
            onChange={(passengers) => update({ passengers })}
            mobile={mobile}
            size={size}
            isInvalid={Boolean(errors.passengers)}
          />
          <FieldError message={errors.passengers} />
        </div>
        <button
          type="submit"
          className="flex min-h-12 items-center justify-center rounded-xl bg-accent-600 px-8 text-base font-semibold text-white transition-colors hover:bg-accent-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Search flights
        </button>
      </div>
    </form>
  );
}
