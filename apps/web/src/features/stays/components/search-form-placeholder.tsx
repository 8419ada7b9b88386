import { DateRangePlaceholder } from '../../../components/ui/date-range-picker.tsx';
import {
  SearchFormFrame,
  WhereFace,
  fieldSize,
  type SearchFormVariant,
} from '../../../components/ui/search-form-frame.tsx';
import { SummaryPlaceholder } from '../../../components/ui/summary-trigger.tsx';
import { WHERE_LABEL, WHERE_PLACEHOLDER, type SearchFormValue } from '../stays-search.ts';
import { guestsSummary } from './occupancy-picker.tsx';

/**
 * The stays search form's look while its module loads (the combobox and pickers are a separate chunk so the stays
 * pages stay within their first-load budget, issue 12): the same frame and fields, so nothing moves when the form
 * takes its place.
 */
export function StaysSearchPlaceholder({
  initial,
  variant,
}: {
  initial: SearchFormValue;
  variant: SearchFormVariant;
}) {
  const size = fieldSize(variant);
  return (
    <SearchFormFrame
      variant={variant}
      name="Search vacation rentals"
      loading="Loading the vacation rental search"
      where={
        <WhereFace label={WHERE_LABEL} value={initial.location} placeholder={WHERE_PLACEHOLDER} size={size} />
      }
      dates={<DateRangePlaceholder value={initial.dates} size={size} />}
      guests={<SummaryPlaceholder label="Guests" summary={guestsSummary(initial.guests)} size={size} />}
    />
  );
}
