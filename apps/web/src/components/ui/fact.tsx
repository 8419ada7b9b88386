import type { ReactNode } from 'react';

/**
 * One labelled fact in a description list (`<dl>`): check-in, guests, confirmation number. Shared by the trip
 * details, the book summary and the confirmation so every product line reads the same. `compact` drops the small
 * gap under the label where the facts sit in a dense grid.
 */
export function Fact({
  label,
  children,
  compact = false,
}: {
  label: string;
  children: ReactNode;
  compact?: boolean;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={compact ? 'text-slate-900' : 'mt-0.5 text-slate-900'}>{children}</dd>
    </div>
  );
}
