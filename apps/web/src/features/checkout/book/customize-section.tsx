import type { ReactNode } from 'react';

export const CUSTOMIZE_TITLE = 'Customize';
export const CUSTOMIZE_SUBTITLE = 'Add or decline these options to continue';

/**
 * Spec §2's Customize step: the options a line offers with the booking (protections). Nothing at all when the line
 * has none, so a booking without options shows no empty step.
 */
export function CustomizeSection({ options }: { options: ReactNode | undefined }) {
  if (options === null || options === undefined || options === false) return null;
  return (
    <section
      aria-labelledby="customize-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-[0_1px_2px_rgba(2,43,69,0.06)] md:p-6"
    >
      <h2 id="customize-title" className="text-xl font-bold text-slate-900">
        {CUSTOMIZE_TITLE}
      </h2>
      <p className="mt-1 mb-4 text-slate-600">{CUSTOMIZE_SUBTITLE}</p>
      {options}
    </section>
  );
}
