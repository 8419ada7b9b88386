import { useId, type ReactNode } from 'react';

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
        <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none md:text-xl">
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
