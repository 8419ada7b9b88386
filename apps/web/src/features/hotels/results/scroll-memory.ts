/**
 * Where the traveler was in the hotel results when they opened a hotel: pages loaded and scroll offset, per
 * results query string. sessionStorage: it lives as long as the tab and survives a reload.
 */
const PREFIX = 'portal.hotels.results.';

export type ResultsPosition = { pages: number; scrollY: number };
export type ResultsView = 'list' | 'map';

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
    return typeof parsed.pages === 'number' && typeof parsed.scrollY === 'number'
      ? { pages: parsed.pages, scrollY: parsed.scrollY }
      : null;
  } catch {
    return null;
  }
}

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
