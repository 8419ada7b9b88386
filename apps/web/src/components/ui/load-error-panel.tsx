import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

/**
 * A page's or a results list's load error, the same for every product: an alert with what failed (`level` 1 when
 * it is the page's heading), why, and the ways forward (`children`).
 */
export function ErrorPanel({
  title,
  level = 2,
  message,
  children,
}: {
  title: string;
  level?: 1 | 2;
  message: string;
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-accent-600">
        <AlertIcon className="size-7" />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 text-slate-700">{message}</p>
      {children}
    </div>
  );
}

export function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Button className="mt-6" onPress={onRetry} isDisabled={retrying}>
      {retrying ? 'Retrying…' : 'Try again'}
    </Button>
  );
}

/** A results list's load error: the server's reason when it gave one (a 4xx's words) or an apology, and Try again. */
export function LoadErrorPanel({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorPanel title={title} message={message ?? 'Something went wrong on our side. Please try again.'}>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </ErrorPanel>
  );
}
