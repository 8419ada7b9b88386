import { useRef } from 'react';
import type { TripsTab } from '@portal/contracts/trips';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { HotelTripCard } from '../hotels/hotel-trip-card.tsx';
import { FlightTripCard } from '../flights/flight-trip-card.tsx';
import { listedTripsOfPage } from '../trip-line.ts';
import { useTripList } from '../trips-api.ts';
import type { TripTab } from '../trip-tabs.ts';
import { TripCard, TripCardSkeleton } from './trip-card.tsx';
import { TripsEmpty } from './trips-empty.tsx';

function TripsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <TripCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function TripsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <LoadErrorPanel
      title="We couldn’t load your trips"
      message={null}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function countText(shown: number, total: number): string {
  const noun = total === 1 ? 'trip' : 'trips';
  return shown >= total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The reservations of one served tab: skeleton, error with retry, empty state, or cards with "Show more". */
export function TripList({ tab, apiTab }: { tab: TripTab; apiTab: TripsTab }) {
  const list = useTripList(apiTab);
  const listRef = useRef<HTMLUListElement>(null);
  if (list.isPending) return <TripsSkeleton label={tab.label} />;
  if (list.isError && !list.data) {
    return <TripsError onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  }
  const trips = list.data.pages.flatMap((page) => listedTripsOfPage(page));
  const total = list.data.pages.at(-1)?.total ?? trips.length;
  if (trips.length === 0) return <TripsEmpty tab={tab} />;
  const headingId = `trips-${tab.id}-heading`;
  // The button goes away after the last page: keyboard focus moves on to the first trip just added, so it is
  // neither lost to the page nor left behind the new cards.
  const showMore = async () => {
    if (list.isFetchingNextPage) return;
    const firstNew = trips.length;
    await list.fetchNextPage();
    requestAnimationFrame(() =>
      listRef.current?.children[firstNew]?.querySelector<HTMLElement>('a')?.focus(),
    );
  };
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {tab.label}
        </h2>
        {/* Announced when "Show more" adds trips. */}
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {countText(trips.length, total)}
        </p>
      </div>
      <ul ref={listRef} className="space-y-4">
        {trips.map((trip) => (
          <li key={trip.id.value}>
            {trip.tripKind === 'Flight' ? (
              <FlightTripCard trip={trip} />
            ) : trip.tripKind === 'Hotel' ? (
              <HotelTripCard trip={trip} />
            ) : (
              <TripCard trip={trip} />
            )}
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError ? (
        <p role="alert" className="mt-6 text-center text-red-800">
          We couldn’t load more trips. Please try again.
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            onPress={() => void showMore()}
            aria-disabled={list.isFetchingNextPage || undefined}
            className="min-w-48"
          >
            {list.isFetchingNextPage ? <Spinner label="Loading more trips" /> : null}
            {list.isFetchingNextPage ? 'Loading…' : 'Show more trips'}
          </Button>
        </div>
      ) : trips.length > 3 ? (
        <p className="mt-8 text-center text-sm text-slate-600">
          That’s all your {tab.label.toLowerCase()}.{' '}
          <ButtonLink to="/stays/" variant="ghost" className="min-h-0 px-1">
            Plan another stay
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}
