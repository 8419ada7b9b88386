import { useState } from 'react';
import type { SortOrder } from '@portal/domain/stay-dates';
import { formatDateRange } from '../../../lib/format.ts';
import { guestsSummary } from '../components/occupancy-picker.tsx';
import { LazyStaysSearchForm, loadStaysSearchForm } from '../components/lazy-search-form.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import type { SearchFormValue } from '../stays-search.ts';

/** The search being shown, editable in place; on mobile it folds into a one-line summary until tapped. */
export function ResultsSearchBar({
  initial,
  sortOrder,
  today,
}: {
  initial: SearchFormValue;
  sortOrder: SortOrder;
  today: string;
}) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const summary = [
    initial.location || 'Anywhere',
    initial.dates ? formatDateRange(initial.dates.from, initial.dates.until) : 'Any dates',
    guestsSummary(initial.guests),
  ];
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-[1330px] px-5 py-3 md:px-8 md:py-4">
        {isMobile && !expanded ? (
          <button
            type="button"
            onClick={() => setExpanded(true)}
            onPointerEnter={() => void loadStaysSearchForm()}
            className="flex w-full flex-col items-start rounded-full border border-slate-300 px-5 py-2 text-left shadow-sm"
          >
            {/* Named by its visible text (WCAG 'label in name'), after a hidden "Edit search:". */}
            <span className="sr-only">Edit search: </span>
            <span className="truncate text-sm font-semibold text-slate-900">{summary[0]}</span>{' '}
            <span className="truncate text-xs text-slate-600">
              {summary[1]} · {summary[2]}
            </span>
          </button>
        ) : (
          <div className="mx-auto max-w-[960px]">
            <LazyStaysSearchForm
              variant="bar"
              initial={initial}
              sortOrder={sortOrder}
              today={today}
              onSubmitted={() => setExpanded(false)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
