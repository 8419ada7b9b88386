import { Button } from '../../../components/ui/button.tsx';
import { HomeIcon } from '../../../components/ui/icons.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';

export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-[4/3] rounded-2xl bg-slate-200" />
      <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-2/3 rounded bg-slate-200" />
      <div className="mt-3 ml-auto h-5 w-24 rounded bg-slate-200" />
    </div>
  );
}

export function ResultsSkeleton({ count, gridClass }: { count: number; gridClass: string }) {
  return (
    <div role="status" aria-label="Loading vacation rentals">
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function EmptyResults({
  location,
  petSearch,
  onClearPets,
}: {
  location: string;
  petSearch: boolean;
  onClearPets: () => void;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <HomeIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">
        No vacation rentals match your search{location ? ` in ${location}` : ''}
      </h2>
      <p className="mt-2 text-slate-600">Homes book up fast. Try one of these:</p>
      <ul className="mx-auto mt-4 max-w-sm list-disc space-y-1 pl-5 text-left text-slate-700">
        <li>Change your dates or stay a night shorter</li>
        <li>Search a nearby city or a wider area</li>
        <li>Lower the number of guests</li>
        {petSearch ? <li>Search without pets to see every home</li> : null}
      </ul>
      {petSearch ? (
        <Button variant="secondary" className="mt-6" onPress={onClearPets}>
          Show homes without the pet filter
        </Button>
      ) : null}
    </div>
  );
}

export function ResultsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <LoadErrorPanel
      title="We couldn’t load vacation rentals"
      message={null}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
