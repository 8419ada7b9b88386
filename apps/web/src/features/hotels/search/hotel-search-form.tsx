import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import type { HotelSortKey } from '@portal/domain/hotels/enums';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import {
  FieldError,
  SearchFormFrame,
  fieldSize,
  type SearchFormVariant,
} from '../../../components/ui/search-form-frame.tsx';
import { DestinationField } from './destination-field.tsx';
import { GuestsPicker } from './guests-picker.tsx';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import {
  resultsQueryOf,
  searchDestinationUrl,
  validateHotelSearch,
  type HotelSearchValue,
} from './hotel-search.ts';

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
  variant: SearchFormVariant;
  sortOrder?: HotelSortKey;
  today?: string;
  /** Forces the pickers' layout (tests). */
  mobile?: boolean;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const { form, errors, update, check } = useValidatedForm(initial, validateHotelSearch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || !form.dates) return;
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

  const size = fieldSize(variant);
  return (
    <SearchFormFrame
      variant={variant}
      name="Search hotels"
      onSubmit={submit}
      where={
        <DestinationField
          value={form.destination}
          onChange={(destination) => update({ destination })}
          onPickHotel={pickHotel}
          errorMessage={errors.destination}
          size={size}
        />
      }
      dates={
        <>
          <DateRangePicker
            value={form.dates}
            onChange={(dates) => update({ dates })}
            today={today}
            mobile={mobile}
            size={size}
            isInvalid={Boolean(errors.dates)}
          />
          <FieldError message={errors.dates} />
        </>
      }
      guests={
        <>
          <GuestsPicker
            value={form.guests}
            onChange={(guests) => update({ guests })}
            size={size}
            mobile={mobile}
            isInvalid={Boolean(errors.guests)}
          />
          <FieldError message={errors.guests} />
        </>
      }
      notes={
        errors.destination ? (
          <p role="alert" className="sr-only">
            {errors.destination}
          </p>
        ) : null
      }
    />
  );
}
