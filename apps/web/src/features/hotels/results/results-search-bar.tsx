import { useState } from 'react';
import type { HotelResultsQuery } from '@portal/domain/hotels/results-query';
import { formatDateRange } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { HotelSearchForm } from '../search/hotel-search-form.tsx';
import { formValueOf, guestsSummary } from '../search/hotel-search.ts';

/** The search being shown, editable in place; on a phone it folds into a one-line summary until tapped. */
export function HotelResultsSearchBar({ query, today }: { query: HotelResultsQuery; today: string }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const initial = formValueOf(query);
  const key = JSON.stringify(initial);
  if (isMobile && !expanded)
    return (
      <button
        type="button"
        onClick={() => setExpanded(true)}
        className="flex w-full flex-col items-start rounded-full border border-slate-300 px-5 py-2 text-left shadow-sm"
      >
        {/* Named by its visible text (WCAG 'label in name'), after a hidden "Edit search:". */}
        <span className="sr-only">Edit search: </span>
        <span className="truncate text-sm font-semibold text-slate-900">
          {initial.destination.text || 'Anywhere'}
        </span>{' '}
        <span className="truncate text-xs text-slate-600">
          {formatDateRange(query.fromDate, query.untilDate)} · {guestsSummary(initial.guests)}
        </span>
      </button>
    );
  return (
    <div className="mx-auto max-w-[1000px]">
      {/* A new URL (another search) starts the form from it. */}
      <HotelSearchForm
        key={key}
        variant="bar"
        initial={initial}
        sortOrder={query.sortOrder}
        today={today}
        onSubmitted={() => setExpanded(false)}
      />
    </div>
  );
}
