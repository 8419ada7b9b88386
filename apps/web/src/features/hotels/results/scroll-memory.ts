import { resultsMemory } from '../../../lib/results-memory.ts';

export type { ResultsPosition, ResultsView } from '../../../lib/results-memory.ts';

/** The hotel results' place and view, kept for coming back from a hotel (lib/results-memory.ts). */
export const { savePosition, takePosition, loadView, saveView } = resultsMemory('portal.hotels.results.');
