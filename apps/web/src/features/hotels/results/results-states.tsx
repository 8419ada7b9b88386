import { Button } from '../../../components/ui/button.tsx';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';

function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 sm:flex-row"
    >
      <div className="aspect-[4/3] bg-slate-200 sm:aspect-auto sm:h-44 sm:w-64" />
      <div className="flex-1 space-y-2 p-4">
        <div className="h-3 w-16 rounded bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
      <div className="space-y-2 p-4">
        <div className="ml-auto h-3 w-20 rounded bg-slate-200" />
        <div className="ml-auto h-6 w-24 rounded bg-slate-200" />
      </div>
    </div>
  );
}

export function HotelResultsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading hotels" className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export function EmptyHotelResults({
  place,
  filtered,
  onClearFilters,
}: {
  place: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BedIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">
        {filtered ? 'No hotels match your filters' : `No hotels available${place ? ` in ${place}` : ''}`}
      </h2>
      <p className="mt-2 text-slate-600">
        {filtered
          ? 'Remove a filter or two to see more hotels.'
          : 'Try other dates, fewer rooms, or a nearby city.'}
      </p>
      {filtered ? (
        <Button variant="secondary" className="mt-6" onPress={onClearFilters}>
          Clear all filters
        </Button>
      ) : null}
    </div>
  );
}

export function HotelResultsError({
  message,
  onRetry,
  retrying,
}: {
  message: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <LoadErrorPanel title="We couldn’t load hotels" message={message} onRetry={onRetry} retrying={retrying} />
  );
}
