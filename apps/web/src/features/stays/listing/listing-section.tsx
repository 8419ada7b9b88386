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
      className="border-t border-slate-200 py-8 first:border-t-0 md:py-10"
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
