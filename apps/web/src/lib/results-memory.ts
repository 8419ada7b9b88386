/**
 * Where the user was in a result list when they opened a result: how many pages were loaded and the scroll offset,
 * per search query string, and whether they looked at the list or the map. sessionStorage, so it lives as long as
 * the tab and survives a reload. Each product's results keep their own, under their own key prefix.
 */
export type ResultsPosition = { pages: number; scrollY: number };
export type ResultsView = 'list' | 'map';

export function resultsMemory(prefix: string) {
  const viewKey = `${prefix}view`;
  return {
    savePosition(search: string, position: ResultsPosition): void {
      try {
        sessionStorage.setItem(prefix + search, JSON.stringify(position));
      } catch {
        // storage full or blocked: coming back simply starts at the top
      }
    },
    takePosition(search: string): ResultsPosition | null {
      try {
        const raw = sessionStorage.getItem(prefix + search);
        if (!raw) return null;
        sessionStorage.removeItem(prefix + search);
        const parsed = JSON.parse(raw) as Partial<ResultsPosition>;
        return typeof parsed.pages === 'number' && typeof parsed.scrollY === 'number'
          ? { pages: parsed.pages, scrollY: parsed.scrollY }
          : null;
      } catch {
        return null;
      }
    },
    loadView(): ResultsView {
      try {
        return sessionStorage.getItem(viewKey) === 'map' ? 'map' : 'list';
      } catch {
        return 'list';
      }
    },
    saveView(view: ResultsView): void {
      try {
        sessionStorage.setItem(viewKey, view);
      } catch {
        // not critical
      }
    },
  };
}
