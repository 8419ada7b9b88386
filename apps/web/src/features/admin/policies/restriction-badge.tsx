/**
 * Spec §5: a tier is "not restrictive" only when it allows everything; travelers under it see no policy badges.
 * Said on the tier's card and live in its editor.
 */
export function RestrictionBadge({ isRestrictive }: { isRestrictive: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        isRestrictive
          ? 'bg-brand-50 text-brand-800 ring-brand-600/30'
          : 'bg-slate-100 text-slate-700 ring-slate-400/40'
      }`}
    >
      {isRestrictive ? 'Restrictive' : 'Not restrictive'}
    </span>
  );
}
