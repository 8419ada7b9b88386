import type { ReactNode } from 'react';

/** The navy band that opens a content page: one h1 per page lives here. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-[1330px] px-5 py-10 md:px-8 md:py-14">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight md:text-[40px] md:leading-tight">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-brand-100">{children}</div> : null}
      </div>
    </div>
  );
}

/** Page content aligned with the header; `narrow` keeps long text at a readable measure. */
export function PageBody({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className="mx-auto max-w-[1330px] px-5 py-10 md:px-8 md:py-12">
      <div className={narrow ? 'max-w-[860px]' : ''}>{children}</div>
    </div>
  );
}
