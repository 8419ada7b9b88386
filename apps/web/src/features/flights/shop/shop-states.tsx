import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PlaneIcon } from '../../../components/ui/icons.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 p-5">
      <div className="size-10 rounded-lg bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-1/4 rounded bg-slate-200" />
        <div className="h-3 w-1/5 rounded bg-slate-200" />
      </div>
      <div className="space-y-2">
        <div className="ml-auto h-6 w-20 rounded bg-slate-200" />
        <div className="ml-auto h-9 w-24 rounded-full bg-slate-200" />
      </div>
    </div>
  );
}

export function FlightsSkeleton({
  label = 'Loading flights',
  count = 5,
}: {
  label?: string;
  count?: number;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

/** A 4xx answer's message is meant for the traveler; anything else is "something went wrong". */
export function errorText(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

export function ShopError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return <LoadErrorPanel title={title} message={errorText(error)} onRetry={onRetry} retrying={retrying} />;
}

/** A box saying what happened, with the way forward (clear filters, search again, go back). */
export function ShopNotice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PlaneIcon className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** A funnel URL without a usable search: back to the form. */
export function NoSearch() {
  return (
    <div className="mx-auto max-w-[1330px] px-4 py-12 md:px-8">
      <ShopNotice
        title="Start a flight search"
        action={<ButtonLink to="/flights/">Search flights</ButtonLink>}
      >
        This page needs a search: where from, where to, when and who is flying.
      </ShopNotice>
    </div>
  );
}
