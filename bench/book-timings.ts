/** What book-server.ts records of one buyer's fulfilment, as epoch milliseconds, and the statistics over them. */
export type FulfilTiming = {
  scheduleIn?: number;
  scheduleOut?: number;
  pollIn?: number;
  pollOut?: number;
  /** The poll's FulfillResponse (Success, Failure, Pending) or `HTTP <status>`. */
  outcome?: string;
};

import { percentiles } from './search-load.ts';

export type Stats = { p50: number; p95: number; p99: number; max: number };

export function stats(values: readonly number[]): Stats {
  const { p50, p95, p99, max } = percentiles(values);
  return { p50, p95, p99, max };
}

/**
 * Per successful booking: `inServer` is the time the server spent answering its schedule and its poll (arrival of
 * each request to its answer leaving), so the client's turnaround between the two is not counted; `elapsed` is
 * schedule arrival to the Success answer leaving, which does include it.
 */
export function fulfilDurations(timings: readonly FulfilTiming[]): { inServer: number[]; elapsed: number[] } {
  const inServer: number[] = [];
  const elapsed: number[] = [];
  for (const t of timings) {
    if (t.outcome !== 'Success') continue;
    const { scheduleIn, scheduleOut, pollIn, pollOut } = t;
    if (
      scheduleIn === undefined ||
      scheduleOut === undefined ||
      pollIn === undefined ||
      pollOut === undefined
    )
      continue;
    inServer.push(scheduleOut - scheduleIn + (pollOut - pollIn));
    elapsed.push(pollOut - scheduleIn);
  }
  return { inServer, elapsed };
}
