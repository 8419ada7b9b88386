import type { Listing } from '@portal/contracts/listings';
import { DEFAULT_CHILD_AGE, type ShopQuery } from '@portal/domain/stay-dates';
import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import { OccupancyPicker } from './occupancy-picker.tsx';
import type { EditorHandles } from './editor-handles.ts';
import type { CalendarLookup } from '../api/listing-api.ts';

export const TRAVELERS_EDITOR_TITLE = 'Edit travelers';

/** Check-in / checkout and travelers, as one bordered field group. */
export function StayEditors({
  listing,
  query,
  today,
  calendar,
  handles,
  onChange,
}: {
  listing: Listing;
  query: ShopQuery;
  today: string;
  calendar: CalendarLookup;
  handles: EditorHandles;
  onChange: (patch: Partial<ShopQuery>) => void;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-300">
      <div ref={handles.dates} className="px-4 py-3 hover:bg-slate-50">
        <DateRangePicker
          value={{ from: query.fromDate, until: query.untilDate }}
          onChange={(range) => onChange({ fromDate: range.from, untilDate: range.until })}
          today={today}
          size="compact"
          isDateUnavailable={calendar.isDateUnavailable}
          isCheckoutUnavailable={calendar.isCheckoutUnavailable}
          stayLength={listing.stayRules}
        />
      </div>
      <div ref={handles.travelers} className="border-t border-slate-300 px-4 py-3 hover:bg-slate-50">
        <OccupancyPicker
          title={TRAVELERS_EDITOR_TITLE}
          size="compact"
          value={{ adults: query.adultsCount, children: query.children.length, pets: query.petsCount }}
          maxOccupancy={listing.terms.maxOccupancy}
          petFriendly={listing.terms.petFriendly}
          onChange={(guests) =>
            onChange({
              adultsCount: guests.adults,
              children: Array.from(
                { length: guests.children },
                (_, i) => query.children[i] ?? DEFAULT_CHILD_AGE,
              ),
              petsCount: guests.pets,
            })
          }
        />
      </div>
    </div>
  );
}
