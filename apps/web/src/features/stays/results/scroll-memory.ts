/**
 * Where the user was in a result list when they opened a listing: how many pages were loaded and the scroll
 * offset, per search query string. sessionStorage, so it lives as long as the tab and survives a reload.
 */
const PREFIX = 'portal.stays.results.';

export type ResultsPosition = { pages: number; scrollY: number };

export function savePosition(search: string, position: ResultsPosition): void {
  try {
    sessionStorage.setItem(PREFIX + search, JSON.stringify(position));
  } catch {
    // storage full or blocked: coming back simply starts at the top
  }
}

export function takePosition(search: string): ResultsPosition | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + search);
    if (!raw) return null;
    sessionStorage.removeItem(PREFIX + search);
    const parsed = JSON.parse(raw) as Partial<ResultsPosition>;
    if (typeof parsed.pages !== 'number' || typeof parsed.scrollY !== 'number') return null;
    return { pages: parsed.pages, scrollY: parsed.scrollY };
  } catch {
    return null;
  }
}

export type ResultsView = 'list' | 'map';
const VIEW_KEY = `${PREFIX}view`;

export function loadView(): ResultsView {
  try {
    return sessionStorage.getItem(VIEW_KEY) === 'map' ? 'map' : 'list';
  } catch {
    return 'list';
  }
}

export function saveView(view: ResultsView): void {
  try {
    sessionStorage.setItem(VIEW_KEY, view);
  } catch {
    // not critical
  }
}
