// The watch job (spec §4 flight watch): re-prices each watched trip through the flight supplier and the price
// prediction partner, and emails (through the outbox) when the prediction turns to buy or the price drops. Runs
// on the durable queue: a sweep every few minutes takes the watches whose last check is old enough, and a new
// watch queues its own first check. Each check claims its row first, so two processes never check (or email)
// the same watch in one round; the email is queued in the transaction that records the check.
import type { FlightSearchRequest } from '@portal/contracts/flights';
import type { PredictionRecommendation, WatchState } from '@portal/domain/flights/enums';
import {
  decideWatchCheck,
  FLIGHT_WATCH,
  hasDeparted,
  lowestTripPrice,
  tripRecommendation,
  tripSearchOf,
  type WatchObservation,
} from '@portal/domain/flights/watch';
import { assertTransition } from '@portal/domain/lifecycles';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../../lib/today.ts';
import { queueEmail } from '../../modules/outbox/outbox.service.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import type { PricePrediction } from '../../providers/price-prediction/price-prediction.ts';
import { flightSearchLink, flightWatchEmail } from './flight-watch-email.ts';
import {
  claimWatch,
  findDueWatchIds,
  findUserEmail,
  findWatch,
  recordCheck,
  releaseClaim,
  type FlightWatchRow,
} from './flight-watch.repository.ts';

/** A watched trip is re-priced about this often: airline prices move by the day, not by the minute. */
export const WATCH_CHECK_INTERVAL_MS = 6 * 60 * 60_000;
/** How often the sweep looks for due watches (cron). */
export const WATCH_SWEEP_CRON = '*/10 * * * *';
/** Watches one sweep checks at most, so a run stays well inside the job's expiry; the next sweep goes on. */
export const WATCH_SWEEP_BATCH = 200;

export type WatchPricing = { supply: FlightSupply; prediction: PricePrediction };
type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;

export type CheckOutcome = 'Checked' | 'Notified' | 'Stopped' | 'NotDue';

/** What the trip costs now and what the partner advises, one prediction per slice. */
async function observe(
  pricing: WatchPricing,
  search: FlightSearchRequest,
  now: Date,
): Promise<WatchObservation & { currency: string | null }> {
  const trip = tripSearchOf(search);
  const found = await pricing.supply.search(trip, now);
  if (found.kind !== 'Found') return { priceMinor: null, recommendation: null, currency: null };
  const lowest = lowestTripPrice(found.slices, trip.passengers);
  if (!lowest) return { priceMinor: null, recommendation: null, currency: null };
  const bySlice = await Promise.all(
    trip.slices.map(
      async (slice, i) =>
        (
          await pricing.prediction.predict({
            ...slice,
            currentPriceMinor: lowest.adultMinorBySlice[i] ?? 0,
            currency: lowest.currency,
            now,
          })
        )?.recommendation ?? null,
    ),
  );
  return {
    priceMinor: lowest.totalMinor,
    recommendation: tripRecommendation(bySlice),
    currency: lowest.currency,
  };
}

/**
 * Checks one watch if it is due (its last check is older than the interval, or it never had one). Idempotent:
 * a second run in the same round finds it not due.
 */
export async function checkWatch(deps: Deps, pricing: WatchPricing, watchId: string): Promise<CheckOutcome> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - WATCH_CHECK_INTERVAL_MS);
  const existing = await findWatch(deps.db, watchId);
  if (!existing) return 'NotDue';
  // A first check is due at once whatever the clock says; later ones after the interval.
  const claimed = await claimWatch(deps.db, watchId, existing.lastCheckedAt ? dueBefore : null, now);
  if (!claimed) return 'NotDue';
  return settle(deps, pricing, claimed, existing.lastCheckedAt, now);
}

async function settle(
  deps: Deps,
  pricing: WatchPricing,
  row: FlightWatchRow,
  previousCheck: Date | null,
  now: Date,
): Promise<CheckOutcome> {
  const search = row.search as FlightSearchRequest;
  const state = row.state as WatchState;
  const departed = hasDeparted(search, todayOf(deps.clock));
  let seen: Awaited<ReturnType<typeof observe>> = { priceMinor: null, recommendation: null, currency: null };
  try {
    if (!departed) seen = await observe(pricing, search, now);
  } catch (error) {
    // The job is retried: the watch must be due again for that run rather than wait a whole interval.
    await releaseClaim(deps.db, row.id, now, previousCheck);
    throw error;
  }
  const decision = decideWatchCheck(
    {
      state,
      notifiedPriceMinor: row.notifiedPriceMinor,
      lastRecommendation: row.lastRecommendation as PredictionRecommendation | null,
    },
    seen,
    departed,
  );
  if (decision.state !== state) assertTransition(FLIGHT_WATCH, state, decision.state);
  if (decision.kind === 'Stop') {
    await recordCheck(deps.db, row.id, now, { state: 'NotWatching' });
    return 'Stopped';
  }
  const values = {
    state: decision.state,
    lastPriceMinor: seen.priceMinor ?? row.lastPriceMinor,
    currency: seen.currency ?? row.currency,
    lastRecommendation: seen.recommendation,
    notifiedPriceMinor: decision.notifiedPriceMinor,
  };
  if (decision.reasons.length === 0) {
    await recordCheck(deps.db, row.id, now, values);
    return 'Checked';
  }
  const to = await findUserEmail(deps.db, row.userId);
  const email = flightWatchEmail({
    search,
    reasons: decision.reasons,
    previousPriceMinor: decision.previousPriceMinor,
    priceMinor: seen.priceMinor,
    recommendation: seen.recommendation,
    link: flightSearchLink(deps.config.publicUrl, search),
  });
  return deps.db.transaction(async (tx) => {
    // Recorded first: if the watch was deleted meanwhile nothing is written and no email goes out.
    if (!(await recordCheck(tx, row.id, now, { ...values, lastNotifiedAt: now }))) return 'Checked';
    if (to) await queueEmail(tx, deps.jobs, { toAddress: to, ...email });
    return 'Notified';
  });
}

/**
 * One sweep: every due watch, oldest check first, at most a batch. A check the supplier fails is given back and
 * counted; the others go on. Answers what each check did.
 */
export async function checkDueWatches(
  deps: Deps,
  pricing: WatchPricing,
): Promise<Record<CheckOutcome | 'Failed', number>> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - WATCH_CHECK_INTERVAL_MS);
  const ids = await findDueWatchIds(deps.db, dueBefore, WATCH_SWEEP_BATCH);
  const tally = { Checked: 0, Notified: 0, Stopped: 0, NotDue: 0, Failed: 0 };
  for (const id of ids) {
    const before = await findWatch(deps.db, id);
    const claimed = before && (await claimWatch(deps.db, id, dueBefore, now));
    if (!claimed) {
      tally.NotDue += 1;
      continue;
    }
    try {
      tally[await settle(deps, pricing, claimed, before.lastCheckedAt, now)] += 1;
    } catch {
      tally.Failed += 1;
    }
  }
  return tally;
}
