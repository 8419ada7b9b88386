import { Suspense, lazy, useState } from 'react';
import type { HotelResultsQuery } from '@portal/domain/hotels/results-query';
import { formatDateRange } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { formValueOf, guestsSummary } from '../search/hotel-search.ts';
import { SearchFormPlaceholder } from '../search/search-form-placeholder.tsx';

// The form (react-aria's combobox, the pickers) is its own chunk: the results paint and fill without it, and the
// first-load budget of the page (170 KB gzip, issue 12) leaves no room for it. Until it loads, the bar shows the
// same bar, inert.
const loadForm = () => import('../search/hotel-search-form.tsx');
const HotelSearchForm = lazy(async () => ({ default: (await loadForm()).HotelSearchForm }));

function Summary({ query, onEdit }: { query: HotelResultsQuery; onEdit: () => void }) {
  const initial = formValueOf(query);
  const content = (
    <>
      <span className="truncate text-sm font-semibold text-slate-900">
        {initial.destination.text || 'Anywhere'}
      </span>{' '}
      <span className="truncate text-xs text-slate-600">
        {formatDateRange(query.fromDate, query.untilDate)} · {guestsSummary(initial.guests)}
      </span>
    </>
  );
  const frame =
    'flex w-full flex-col items-start rounded-full border border-slate-300 px-5 py-2 text-left shadow-sm';
  return (
    <button type="button" onClick={onEdit} onPointerEnter={() => void loadForm()} className={frame}>
      {/* Named by its visible text (WCAG 'label in name'), after a hidden "Edit search:". */}
      <span className="sr-only">Edit search: </span>
      {content}
    </button>
  );
}

/** The search being shown, editable in place; on a phone it folds into a one-line summary until tapped. */
export function HotelResultsSearchBar({ query, today }: { query: HotelResultsQuery; today: string }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  if (isMobile && !expanded) return <Summary query={query} onEdit={() => setExpanded(true)} />;
  const initial = formValueOf(query);
  return (
    <div className="mx-auto max-w-[1000px]">
      <Suspense fallback={<SearchFormPlaceholder initial={initial} variant="bar" />}>
        {/* A new URL (another search) starts the form from it. */}
        <HotelSearchForm
          key={JSON.stringify(initial)}
          variant="bar"
          initial={initial}
          sortOrder={query.sortOrder}
          today={today}
          onSubmitted={() => setExpanded(false)}
        />
      </Suspense>
    </div>
  );
}
