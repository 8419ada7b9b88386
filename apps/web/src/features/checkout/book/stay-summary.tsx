import { useMemo } from 'react';
import { nightsOf } from '@portal/domain/stay-dates';
import { formatDateRange } from '../../../lib/format.ts';
import { useEditorHandles } from '../../../components/stays/editor-handles.ts';
import { calendarLookup, useListingCalendar } from '../../../lib/stays/listing-api.ts';
import { cityState } from '../../../lib/stays/price-lines.ts';
import { StayEditors } from '../../../components/stays/stay-editors.tsx';
import type { Checkout } from './use-checkout.ts';

/** Name, location, photo and the dates and guests editors; an edit re-quotes (spec §4). */
export function StaySummary({ c, editable = true }: { c: Checkout; editable?: boolean }) {
  const listing = c.listing;
  const handles = useEditorHandles();
  const calendar = useListingCalendar(c.query.listingId, c.today, {
    from: c.query.fromDate,
    until: c.query.untilDate,
  });
  const lookup = useMemo(() => calendarLookup(calendar.data), [calendar.data]);
  if (!listing) return null;
  const photo = listing.content.media[0];
  const nights = nightsOf({ from: c.query.fromDate, until: c.query.untilDate });
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
            {formatDateRange(c.query.fromDate, c.query.untilDate)} · {nights}{' '}
            {nights === 1 ? 'night' : 'nights'}
          </p>
        </div>
      </div>
      {editable ? (
        <div className="mt-4">
          <StayEditors
            listing={listing}
            query={c.query}
            today={c.today}
            calendar={lookup}
            handles={handles}
            onChange={c.update}
          />
        </div>
      ) : null}
    </div>
  );
}
