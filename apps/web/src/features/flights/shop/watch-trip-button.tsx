import { useState } from 'react';
import { Link } from 'react-router';
import type { FlightWatch } from '@portal/contracts/flight-watch';
import type { WatchState } from '@portal/domain/flights/enums';
import { watchSearchKey } from '@portal/domain/flights/watch';
import { AlertIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { AuthCode } from '../../../lib/auth-codes.ts';
import { routeAuthFailure } from '../../../lib/auth-redirect.ts';
import { useStopWatching, useWatchTrip, useWatchedTrips } from '../../../lib/flight-watch-api.ts';
import { hasLiveSession } from '../../../lib/session-store.ts';
import { searchRequestOf, type FlightShopSearch } from '../search/flight-search.ts';

/** Spec §4 flight watch states in words, beside the button (its name stays "Watch this trip"). */
export const WATCH_STATE_TEXT: Record<WatchState, string> = {
  NotWatching: 'Get an email when the price drops or it’s time to buy',
  InProcess: 'Saving…',
  JustWatched: 'Watching: the first price check is on its way',
  Watching: 'Watching: we email you when the price drops or it’s time to buy',
};

type Notice = { kind: 'watched' } | { kind: 'stopped' } | { kind: 'error'; action: 'watch' | 'stop' };

/**
 * Watch this trip (spec §4 flight watch) on the funnel's departure step and review: a toggle button, pressed
 * while the search is watched. The state comes from the user's watched trips (the same search, by the domain's
 * watch key), so the button and My trips agree; a visitor is sent to sign in and comes back here.
 */
export function WatchTripButton({ search }: { search: FlightShopSearch }) {
  const signedIn = hasLiveSession();
  const request = searchRequestOf(search);
  const key = watchSearchKey(request);
  const list = useWatchedTrips({ enabled: signedIn });
  const create = useWatchTrip();
  const stop = useStopWatching();
  // Without the list (it failed to load) the last answer of this page says what is watched.
  const [answered, setAnswered] = useState<FlightWatch | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const watch = list.data
    ? (list.data.watches.find((w) => watchSearchKey(w.search) === key) ?? null)
    : answered;
  const state: WatchState =
    create.isPending || stop.isPending ? 'InProcess' : (watch?.state ?? 'NotWatching');
  const watching = state === 'Watching' || state === 'JustWatched';

  const toggle = () => {
    if (state === 'InProcess') return;
    if (!signedIn) {
      routeAuthFailure(AuthCode.Unauthenticated);
      return;
    }
    setNotice(null);
    if (watch && watching) {
      stop.mutate(watch.watchId, {
        onSuccess: () => {
          setAnswered(null);
          setNotice({ kind: 'stopped' });
        },
        onError: () => setNotice({ kind: 'error', action: 'stop' }),
      });
    } else {
      create.mutate(request, {
        onSuccess: (answer) => {
          setAnswered(answer.watch);
          setNotice({ kind: 'watched' });
        },
        onError: () => setNotice({ kind: 'error', action: 'watch' }),
      });
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="text-sm text-slate-600">
          {signedIn ? WATCH_STATE_TEXT[state] : 'Sign in to get price alerts'}
        </span>
        <button
          type="button"
          aria-pressed={watching}
          aria-busy={state === 'InProcess'}
          aria-disabled={state === 'InProcess'}
          onClick={toggle}
          className={
            'min-h-9 rounded-full border px-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-disabled:cursor-progress aria-disabled:opacity-70 ' +
            (watching
              ? 'border-brand-900 bg-brand-900 text-white'
              : 'border-slate-300 text-slate-900 hover:border-slate-900')
          }
        >
          {watching ? <span aria-hidden="true">✓ </span> : null}
          Watch this trip
        </button>
      </div>
      <WatchNotice notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}

function WatchNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  const close = (
    <button
      type="button"
      onClick={onClose}
      aria-label="Dismiss"
      className="ml-auto shrink-0 rounded-full p-1 hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <CloseIcon className="size-4" />
    </button>
  );
  if (notice.kind === 'error')
    return (
      <p
        role="alert"
        className="flex max-w-md items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        <span>
          {notice.action === 'watch'
            ? 'We couldn’t watch this trip. Please try again.'
            : 'We couldn’t stop watching this trip. Please try again.'}
        </span>
        {close}
      </p>
    );
  return (
    <p
      role="status"
      className="flex max-w-md items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <span>
        {notice.kind === 'watched' ? (
          <>
            We’re watching this trip and will email you when the price drops or it’s time to buy.{' '}
            <Link to="/trips?tab=watched" className="font-semibold underline underline-offset-2">
              See Watched Trips
            </Link>
          </>
        ) : (
          'You stopped watching this trip.'
        )}
      </span>
      {close}
    </p>
  );
}
