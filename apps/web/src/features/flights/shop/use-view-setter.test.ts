import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type ResultsView } from './results-view.ts';
import { useViewSetter } from './use-view-setter.ts';

describe('useViewSetter', () => {
  it('keeps a first change when a second is made before the first has rendered', () => {
    const send = vi.fn<(next: ResultsView) => void>();
    const { result } = renderHook(({ view }) => useViewSetter(view, send), {
      initialProps: { view: DEFAULT_VIEW },
    });
    // Both built from the same (old) view, as two controls of one render do.
    result.current({ ...DEFAULT_VIEW, sort: 'price' });
    result.current({ ...DEFAULT_VIEW, stops: 'oneOrLess' });
    expect(send).toHaveBeenLastCalledWith({ ...DEFAULT_VIEW, sort: 'price', stops: 'oneOrLess' });
  });

  it('builds on the URL again once it shows the change, so a later undo is not overridden', () => {
    const send = vi.fn<(next: ResultsView) => void>();
    const { result, rerender } = renderHook(({ view }) => useViewSetter(view, send), {
      initialProps: { view: DEFAULT_VIEW },
    });
    result.current({ ...DEFAULT_VIEW, sort: 'price' });
    const shown: ResultsView = { ...DEFAULT_VIEW, sort: 'price' };
    rerender({ view: shown });
    // Back to the default sort from the rendered view: applied as asked.
    result.current({ ...shown, sort: DEFAULT_VIEW.sort });
    expect(send).toHaveBeenLastCalledWith(DEFAULT_VIEW);
  });
});
