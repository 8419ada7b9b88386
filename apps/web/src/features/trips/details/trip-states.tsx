import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { ArrowLeftIcon } from '../trip-icons.tsx';

export function BackToTrips({ to = '/trips', label = 'Back to My trips' }: { to?: string; label?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 outline-offset-2 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600 print:hidden"
    >
      <ArrowLeftIcon className="size-4" /> {label}
    </Link>
  );
}

export function TripSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse">
      <div className="h-5 w-40 rounded bg-slate-200" />
      <div className="mt-5 h-56 rounded-2xl bg-slate-200 md:h-72" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-4">
          <div className="h-8 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-40 rounded-2xl bg-slate-200" />
          <div className="h-40 rounded-2xl bg-slate-200" />
        </div>
        <div className="h-64 rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}

/** A trip that is not there (404: not this user's, or a mistyped link) or that could not load. */
export function TripLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const missing = isApiError(error, 404) || isApiError(error, 400);
  return (
    <ErrorPanel
      level={1}
      title={missing ? 'We couldn’t find this trip' : 'We couldn’t load this trip'}
      message={
        missing
          ? 'Check the link, or find the trip under My trips.'
          : 'Something went wrong on our side. Please try again.'
      }
    >
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {missing ? null : (
          <Button onPress={onRetry} isDisabled={retrying}>
            {retrying ? 'Retrying…' : 'Try again'}
          </Button>
        )}
        <ButtonLink to="/trips" variant={missing ? 'primary' : 'secondary'}>
          Go to My trips
        </ButtonLink>
      </div>
    </ErrorPanel>
  );
}
