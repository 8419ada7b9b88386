import type { ReactNode } from 'react';

// The fields of a results page's filters panel, the same for every product (hotels, flights): a titled group
// (a fieldset, so a screen reader names each checkbox by its group) and a checkbox row with an optional count.

export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-2">{children}</div>
    </fieldset>
  );
}

export function FilterCheck({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  /** How many results have it, where the search tells. */
  count?: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      <span className="flex-1">{label}</span>
      {count !== undefined ? <span className="text-slate-500 tabular-nums">{count}</span> : null}
    </label>
  );
}

/** The list with `item` added (on) or taken out (off): a checkbox group's next value. */
export const toggleItem = <T,>(list: readonly T[] | undefined, item: T, on: boolean): T[] =>
  on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);
