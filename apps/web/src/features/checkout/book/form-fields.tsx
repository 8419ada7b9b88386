import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] text-slate-900 ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 ' +
  'aria-[invalid=true]:border-accent-600';

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-accent-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SectionCard({
  step,
  title,
  status,
  children,
  id,
}: {
  step?: number;
  title: string;
  status?: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-[0_1px_2px_rgba(2,43,69,0.06)] md:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        {step ? (
          <span
            aria-hidden="true"
            className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
              status === 'COMPLETED' ? 'bg-emerald-600 text-white' : 'bg-brand-50 text-brand-800'
            }`}
          >
            {status === 'COMPLETED' ? '✓' : step}
          </span>
        ) : null}
        <h2 id={headingId} className="text-lg font-bold text-slate-900 md:text-xl">
          {title}
        </h2>
        {status ? <span className="sr-only">{statusText(status)}</span> : null}
      </div>
      {children}
    </section>
  );
}

function statusText(status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED'): string {
  if (status === 'COMPLETED') return 'Completed';
  return status === 'IN_PROGRESS' ? 'In progress' : 'Not started';
}
