import { useState } from 'react';
import type { FlightWatch } from '@portal/contracts/flight-watch';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { TripsEmpty } from '../list/trips-empty.tsx';
import type { TripTab } from '../trip-tabs.ts';
import { useStopWatching, useWatchedTrips } from '../../../lib/flight-watch-api.ts';
import {
  datesText,
  NOTIFICATION_TEXT,
  passengersText,
  RECOMMENDATION_TEXT,
  routeText,
} from './watched-trip-text.ts';

/** My trips, Watched Trips (spec §2): the flights the user watches, with the last check's price and advice. */
export function WatchedTrips({ tab }: { tab: TripTab }) {
  const query = useWatchedTrips();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading Watched Trips" className="grid gap-4">
        {[0, 1].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">We could not load your watched trips.</p>
        <Button variant="secondary" className="mt-4" onPress={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { watches } = query.data;
  if (watches.length === 0) return <TripsEmpty tab={tab} />;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {watches.length === 1 ? '1 watched trip' : `${watches.length} watched trips`}
      </p>
      <ul className="grid gap-4">
        {watches.map((w) => (
          <li key={w.watchId}>
            <WatchedTripCard watch={w} />
          </li>
        ))}
      </ul>
    </>
  );
}

function WatchedTripCard({ watch }: { watch: FlightWatch }) {
  const [confirming, setConfirming] = useState(false);
  const stop = useStopWatching();
  const route = routeText(watch.search);
  return (
    <article
      aria-label={route}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <h3 className="text-lg font-bold text-slate-900">{route}</h3>
        <p className="text-slate-700">{datesText(watch.search)}</p>
        <p className="text-sm text-slate-600">
          {passengersText(watch.search.passengers)} · {NOTIFICATION_TEXT[watch.notification]}
        </p>
      </div>
      <div className="md:text-right">
        {watch.price ? (
          <p>
            <span className="text-xl font-bold text-slate-900">
              {formatMoney(watch.price.fiat, { cents: true })}
            </span>{' '}
            <span className="text-sm text-slate-600">total, lowest now</span>
          </p>
        ) : (
          <p className="text-slate-600">Checking the price…</p>
        )}
        {watch.recommendation && (
          <p className="text-sm font-semibold text-brand-800">{RECOMMENDATION_TEXT[watch.recommendation]}</p>
        )}
        {confirming ? (
          <div
            className="mt-3 flex flex-wrap items-center gap-2 md:justify-end"
            role="group"
            aria-label="Stop watching?"
          >
            <span className="text-sm text-slate-700">Stop watching this trip?</span>
            <Button variant="danger" isDisabled={stop.isPending} onPress={() => stop.mutate(watch.watchId)}>
              Stop watching
            </Button>
            <Button variant="ghost" onPress={() => setConfirming(false)}>
              Keep watching
            </Button>
          </div>
        ) : (
          <Button variant="secondary" className="mt-3" onPress={() => setConfirming(true)}>
            Stop watching
          </Button>
        )}
        {stop.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            We could not stop watching this trip. Try again.
          </p>
        )}
      </div>
    </article>
  );
}
