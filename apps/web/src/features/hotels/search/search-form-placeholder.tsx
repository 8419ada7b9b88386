import { DateRangePlaceholder } from '../../../components/ui/date-range-picker.tsx';
import { SearchFormFrame, WhereFace, fieldSize } from '../../../components/ui/search-form-frame.tsx';
import { SummaryPlaceholder } from '../../../components/ui/summary-trigger.tsx';
import {
  DESTINATION_LABEL,
  DESTINATION_PLACEHOLDER,
  guestsSummary,
  type HotelSearchValue,
} from './hotel-search.ts';

/**
 * The hotel search form's look while its module loads (it is a separate chunk so the hotels pages stay within
 * their first-load budget): the same frame and fields, so nothing moves when the form takes its place.
 */
export function SearchFormPlaceholder({
  initial,
  variant,
}: {
  initial: HotelSearchValue;
  variant: 'hero' | 'bar';
}) {
  const size = fieldSize(variant);
  return (
    <SearchFormFrame
      variant={variant}
      name="Search hotels"
      loading="Loading the hotel search"
      where={
        <WhereFace
          label={DESTINATION_LABEL}
          value={initial.destination.text}
          placeholder={DESTINATION_PLACEHOLDER}
          size={size}
        />
      }
      dates={<DateRangePlaceholder value={initial.dates} size={size} />}
      guests={
        <SummaryPlaceholder label="Rooms and travelers" summary={guestsSummary(initial.guests)} size={size} />
      }
    />
  );
}
