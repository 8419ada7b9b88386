import { resultsMemory } from '../../../lib/results-memory.ts';

export type { ResultsPosition, ResultsView } from '../../../lib/results-memory.ts';

/** The stays results' place and view, kept for coming back from a listing (lib/results-memory.ts). */
export const { savePosition, takePosition, loadView, saveView } = resultsMemory('portal.stays.results.');
