import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons.tsx';

export function Alert({
  tone = 'error',
  title,
  children,
}: {
  tone?: 'error' | 'info';
  title?: string;
  children: ReactNode;
}) {
  const styles =
    tone === 'error'
      ? 'border-accent-600/40 bg-red-50 text-red-900'
      : 'border-brand-600/30 bg-brand-50 text-brand-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-xl border p-4 text-sm ${styles}`}
    >
      {tone === 'error' ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
