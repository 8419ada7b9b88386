import type { ReactNode } from 'react';

/** A titled page section; its id is what the sticky navigation scrolls to and watches. */
export function ListingSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-listing-section={id}
      // Focusable only by script: the section navigation moves focus here (section-nav.tsx highlightSection).
      tabIndex={-1}
      className="border-t border-slate-200 py-8 transition-[background-color,box-shadow] duration-500 first:border-t-0 focus:outline-none data-[highlighted=true]:rounded-2xl data-[highlighted=true]:border-transparent data-[highlighted=true]:bg-brand-50 data-[highlighted=true]:shadow-[0_0_0_16px_var(--color-brand-50),0_0_0_18px_var(--color-brand-600)] md:py-10"
    >
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
