import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** A wallet section's query outcome: a spinner, an error with a retry, or the content. */
export function SectionState<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="flex min-h-24 items-center justify-center text-brand-700">
        <Spinner label={loadingLabel} />
      </div>
    );
  if (query.isError || query.data === undefined)
    return (
      <div className="grid gap-3">
        <Alert title={errorTitle}>Please try again in a moment.</Alert>
        <Button variant="secondary" className="justify-self-start" onPress={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}

/** A quiet box saying a list is empty, with what would fill it. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{children}</p>
    </div>
  );
}
