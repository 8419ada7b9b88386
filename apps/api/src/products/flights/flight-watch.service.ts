// Spec §4 flight watch, the user's side: watch a trip search, list the watched trips with the price and the
// recommendation of their last check, stop watching. Pricing happens in the watch job (flight-watch-check.ts),
// so these calls never wait on the supplier.
import type { Price } from '@portal/contracts/common';
import type {
  FlightWatch,
  FlightWatchAnswer,
  FlightWatchCreateRequest,
  FlightWatchListAnswer,
} from '@portal/contracts/flight-watch';
import type { FlightSearchRequest } from '@portal/contracts/flights';
import type { PredictionRecommendation, WatchNotification, WatchState } from '@portal/domain/flights/enums';
import { FLIGHT_WATCH, watchSearchKey } from '@portal/domain/flights/watch';
import { compare } from '@portal/domain/iso-date';
import { assertTransition } from '@portal/domain/lifecycles';
import { toFiat } from '@portal/domain/money';
import { rewardsPrices } from '@portal/domain/hotels/rate-price';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../../lib/today.ts';
import { accountsVisibleTo } from '../../modules/rewards/rewards.service.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import {
  deleteUserWatch,
  findUserWatches,
  findWatchByKey,
  insertWatch,
  restartWatch,
  type FlightWatchRow,
} from './flight-watch.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;
type Account = Awaited<ReturnType<typeof accountsVisibleTo>>[number];

/** A watched trip must still be ahead, its slices in travel order (the same rules a search answers by). */
function checkSearch(search: FlightSearchRequest, today: string): void {
  const fields: { field: string; message: string }[] = [];
  search.slices.forEach((slice, i) => {
    if (compare(slice.departureDate, today) < 0) {
      fields.push({ field: `search.slices.${i}.departureDate`, message: 'The date has passed' });
    }
    const before = search.slices[i - 1];
    if (before && compare(slice.departureDate, before.departureDate) < 0) {
      fields.push({ field: `search.slices.${i}.departureDate`, message: 'Before the previous flight' });
    }
    if (slice.origin === slice.destination) {
      fields.push({ field: `search.slices.${i}.destination`, message: 'The same airport as the origin' });
    }
  });
  const p = search.passengers;
  if (p.lapInfantsCount > p.adultsCount) {
    fields.push({ field: 'search.passengers.lapInfantsCount', message: 'At most one lap infant per adult' });
  }
  if (p.adultsCount + p.childAges.length + p.lapInfantsCount + p.seatedInfantsCount > 9) {
    fields.push({ field: 'search.passengers', message: 'At most 9 passengers' });
  }
  if (fields.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields });
}

function priceOf(amountMinor: number, accounts: readonly Account[]): Price {
  const refs = accounts.map(({ account }) => ({
    accountReferenceId: account.accountReferenceId,
    currency: account.currency,
  }));
  const rewards = rewardsPrices(amountMinor, refs);
  const descriptions = new Map(accounts.map(({ account }) => [account.accountReferenceId, account]));
  return {
    fiat: toFiat(amountMinor),
    rewards: Object.fromEntries(
      Object.entries(rewards).map(([id, r]) => [
        id,
        {
          value: r.value,
          currency: r.currency,
          currencyDescription: descriptions.get(id)?.currencyDescription ?? r.currency,
        },
      ]),
    ),
  };
}

export function toFlightWatch(row: FlightWatchRow, accounts: readonly Account[]): FlightWatch {
  return {
    watchId: row.id,
    search: row.search as FlightSearchRequest,
    state: row.state as WatchState,
    notification: row.notification as WatchNotification,
    price: row.lastPriceMinor === null ? null : priceOf(row.lastPriceMinor, accounts),
    recommendation: row.lastRecommendation as PredictionRecommendation | null,
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  };
}

/**
 * Watches a trip: the same trip asked again answers the existing watch (with its notification choice as it was
 * first made). The first price check is queued at once, so the list shows a price within seconds.
 */
export async function createWatch(
  deps: Deps,
  session: AuthSession,
  body: FlightWatchCreateRequest,
): Promise<FlightWatchAnswer> {
  const now = deps.clock.now();
  checkSearch(body.search, todayOf(deps.clock));
  const searchKey = watchSearchKey(body.search);
  // NotWatching -> InProcess is this request; InProcess -> JustWatched its commit.
  assertTransition(FLIGHT_WATCH, 'NotWatching', 'InProcess');
  assertTransition(FLIGHT_WATCH, 'InProcess', 'JustWatched');
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertWatch(tx, {
      userId: session.userId,
      searchKey,
      search: body.search,
      notification: body.notification,
      state: 'JustWatched',
      createdAt: now,
    });
    if (inserted) {
      await deps.jobs.send('flight-watch', { watchId: inserted.id }, { key: inserted.id, tx });
      return inserted;
    }
    const existing = await findWatchByKey(tx, session.userId, searchKey);
    if (!existing) throw new Error('flight watch vanished between insert and read');
    if (existing.state !== 'NotWatching') return existing;
    const restarted = await restartWatch(tx, existing.id, {
      search: body.search,
      notification: body.notification,
      createdAt: now,
    });
    if (restarted) await deps.jobs.send('flight-watch', { watchId: restarted.id }, { key: restarted.id, tx });
    return restarted ?? existing;
  });
  const accounts = await accountsVisibleTo(deps.db, session);
  return { watch: toFlightWatch(row, accounts) };
}

export async function listWatches(deps: Deps, session: AuthSession): Promise<FlightWatchListAnswer> {
  const [rows, accounts] = await Promise.all([
    findUserWatches(deps.db, session.userId),
    accountsVisibleTo(deps.db, session),
  ]);
  return { watches: rows.map((row) => toFlightWatch(row, accounts)) };
}

/** Stops watching (Watching or JustWatched -> NotWatching): the watch is removed. Another user's id is a 404. */
export async function deleteWatch(deps: Deps, session: AuthSession, watchId: string): Promise<void> {
  if (!(await deleteUserWatch(deps.db, session.userId, watchId))) throw notFound('Watch');
}
