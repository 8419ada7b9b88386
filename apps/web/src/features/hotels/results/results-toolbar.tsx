import type { ReactNode } from 'react';
import { HOTEL_SORT_KEYS, type HotelSortKey } from '@portal/domain/hotels/enums';
import { SORT_LABELS } from '../hotel-labels.ts';
import type { ResultsView } from './scroll-memory.ts';

/** The hotels count, the sort (spec §3 keys), the list/map switch, and on a phone the Filters button. */
export function ResultsToolbar({
  total,
  sort,
  onSort,
  view,
  onView,
  canSortByDistance,
  filtersButton,
}: {
  total: number | null;
  sort: HotelSortKey;
  onSort: (sort: HotelSortKey) => void;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  /** A search for one hotel has no place to measure from. */
  canSortByDistance: boolean;
  filtersButton: ReactNode;
}) {
  const keys = HOTEL_SORT_KEYS.filter((k) => canSortByDistance || k !== 'DistanceAscending');
  const ordered: HotelSortKey[] = ['MostRecommended', ...keys.filter((k) => k !== 'MostRecommended')];
  const switchClass = (on: boolean) =>
    `min-h-10 px-4 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
      on ? 'bg-brand-900 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'
    }`;
  return (
    // A phone shows the count and the list/map switch on one line, the filters and the sort below them.
    <div className="flex flex-wrap items-center justify-between gap-2 md:gap-3">
      <p className="order-1 text-sm text-slate-700" aria-live="polite">
        {total === null ? '\u00a0' : `${total.toLocaleString('en-US')} ${total === 1 ? 'hotel' : 'hotels'}`}
      </p>
      <div className="order-3 flex w-full items-center gap-2 md:order-2 md:ml-auto md:w-auto">
        {filtersButton}
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-600 md:flex-none">
          <span className="sr-only whitespace-nowrap md:not-sr-only">Sort by</span>
          <select
            value={sort}
            onChange={(e) => onSort(e.target.value as HotelSortKey)}
            className="min-h-10 w-full min-w-0 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:border-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {ordered.map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="order-2 md:order-3">
        <div
          role="group"
          aria-label="Show results as"
          className="flex overflow-hidden rounded-full border border-slate-300"
        >
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
            className={switchClass(view === 'list')}
          >
            List
          </button>
          <button
            type="button"
            aria-pressed={view === 'map'}
            onClick={() => onView('map')}
            className={switchClass(view === 'map')}
          >
            Map
          </button>
        </div>
      </div>
    </div>
  );
}
