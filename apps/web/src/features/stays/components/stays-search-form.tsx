import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SortOrder } from '@portal/domain/stay-dates';
import { resultsUrl, type SearchFormValue } from '../stays-search.ts';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import {
  FieldError,
  SearchFormFrame,
  fieldSize,
  type SearchFormVariant,
} from '../../../components/ui/search-form-frame.tsx';
import { LocationAutocomplete } from './location-autocomplete.tsx';
import { OccupancyPicker } from './occupancy-picker.tsx';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';

export const CHOOSE_DESTINATION = 'Choose a destination';
export const CHOOSE_DATES = 'Choose your dates';

type Errors = { location?: string; dates?: string };

export function validateSearch(form: SearchFormValue): Errors {
  const errors: Errors = {};
  if (!form.location.trim()) errors.location = CHOOSE_DESTINATION;
  if (!form.dates) errors.dates = CHOOSE_DATES;
  return errors;
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
  variant: SearchFormVariant;
  sortOrder?: SortOrder;
  today?: string;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const { form, errors, update, check } = useValidatedForm(initial, validateSearch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || !form.dates) return;
    void navigate(resultsUrl({ ...form, dates: form.dates }, sortOrder));
    onSubmitted?.();
  };

  const size = fieldSize(variant);
  return (
    <SearchFormFrame
      variant={variant}
      name="Search vacation rentals"
      onSubmit={submit}
      where={
        <LocationAutocomplete
          value={form.location}
          onChange={(location) => update({ location })}
          errorMessage={errors.location}
          size={size}
        />
      }
      dates={
        <>
          <DateRangePicker
            value={form.dates}
            onChange={(dates) => update({ dates })}
            today={today}
            size={size}
            isInvalid={Boolean(errors.dates)}
          />
          <FieldError message={errors.dates} />
        </>
      }
      guests={<OccupancyPicker value={form.guests} onChange={(guests) => update({ guests })} size={size} />}
      notes={
        errors.location ? (
          <p role="alert" className="sr-only">
            {errors.location}
          </p>
        ) : null
      }
    />
  );
}
