import type { ReactNode } from 'react';

/** A titled section of the hotel page; its id is what the in-page links jump to. */
export function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border-t border-slate-200 py-8 first:border-t-0 md:py-10"
    >
      <h2 id={`${id}-title`} className="mb-5 text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
