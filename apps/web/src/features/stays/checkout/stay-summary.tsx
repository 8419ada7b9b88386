import { useMemo } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { nightsOf, type ShopQuery } from '@portal/domain/stay-dates';
import { formatDateRange } from '../../../lib/format.ts';
import { useEditorHandles } from '../components/editor-handles.ts';
import { calendarLookup, useListingCalendar } from '../api/listing-api.ts';
import { cityState } from '../price-lines.ts';
import { StayEditors } from '../components/stay-editors.tsx';

/** The book page's summary card: name, location, photo and the dates and guests editors; an edit re-quotes (spec §4). */
export function StaySummary({
  listing,
  query,
  today,
  update,
}: {
  listing: Listing | null;
  query: ShopQuery;
  today: string;
  update: (patch: Partial<ShopQuery>) => void;
}) {
  const handles = useEditorHandles();
  const calendar = useListingCalendar(query.listingId, today, {
    from: query.fromDate,
    until: query.untilDate,
  });
  const lookup = useMemo(() => calendarLookup(calendar.data), [calendar.data]);
  if (!listing) return null;
  const photo = listing.content.media[0];
  const nights = nightsOf({ from: query.fromDate, until: query.untilDate });
  return (
    <div>
      <div className="flex gap-4">
        {photo ? (
          <img
            src={photo.url}
            alt={photo.alt ?? ''}
            className="size-20 shrink-0 rounded-xl object-cover md:size-24"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Vacation rental</p>
          <h2 className="mt-0.5 line-clamp-2 text-lg leading-snug font-bold text-slate-900">
            {listing.content.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{cityState(listing)}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatDateRange(query.fromDate, query.untilDate)} · {nights} {nights === 1 ? 'night' : 'nights'}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <StayEditors
          listing={listing}
          query={query}
          today={today}
          calendar={lookup}
          handles={handles}
          onChange={update}
        />
      </div>
    </div>
  );
}
