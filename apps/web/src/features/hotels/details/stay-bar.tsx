import { DateRangePicker } from '../../../components/ui/date-range-picker.tsx';
import type { HotelResultsQuery } from '@portal/domain/hotels/results-query';
import { GuestsPicker } from '../search/guests-picker.tsx';

/** The stay the rooms are priced for, editable in place: a change prices the rooms again. */
export function StayBar({
  query,
  today,
  onChange,
}: {
  query: HotelResultsQuery;
  today: string;
  onChange: (patch: Partial<HotelResultsQuery>) => void;
}) {
  return (
    <div className="grid overflow-hidden rounded-xl border border-slate-300 bg-white md:grid-cols-2">
      <div className="px-4 py-3 hover:bg-slate-50">
        <DateRangePicker
          value={{ from: query.fromDate, until: query.untilDate }}
          onChange={(range) => onChange({ fromDate: range.from, untilDate: range.until })}
          today={today}
          size="compact"
        />
      </div>
      <div className="border-t border-slate-300 px-4 py-3 hover:bg-slate-50 md:border-t-0 md:border-l">
        <GuestsPicker
          size="compact"
          value={{ rooms: query.roomsCount, adults: query.adultsCount, childrenAges: query.childrenAges }}
          onChange={(g) =>
            onChange({ roomsCount: g.rooms, adultsCount: g.adults, childrenAges: g.childrenAges })
          }
        />
      </div>
    </div>
  );
}
