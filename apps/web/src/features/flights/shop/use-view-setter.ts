import { useEffect, useRef } from 'react';
import type { ResultsView } from './results-view.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets the results view (sort and filters, kept in the URL) from a control that builds the whole next view from
 * the view of its last render. A router navigation commits in a transition, so a second change made before the
 * first has rendered (a sort, then a stop filter at once) would build on the old view and undo the first: only
 * what a change changes is applied, onto the view last sent until the URL shows it.
 */
export function useViewSetter(view: ResultsView, send: (next: ResultsView) => void) {
  const pending = useRef<ResultsView | null>(null);
  useEffect(() => {
    if (pending.current && same(pending.current, view)) pending.current = null;
  });
  return (next: ResultsView) => {
    const changed = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => !same(value, view[key as keyof ResultsView])),
    );
    const merged: ResultsView = { ...(pending.current ?? view), ...changed };
    pending.current = merged;
    send(merged);
  };
}
