import type { PolicyEvaluation } from '@portal/contracts/policy';

/**
 * "In policy" or "Out of policy" (spec §5) for a result, rate or fare the API judged; nothing when it did not
 * (consumers, tiers that restrict nothing). The reasons are read out with the badge and shown on hover.
 */
export function PolicyBadge({
  policy,
  className = '',
}: {
  policy?: PolicyEvaluation | undefined;
  className?: string;
}) {
  if (!policy) return null;
  const reasons = policy.violations.join('. ');
  return (
    <span
      title={reasons || undefined}
      className={`inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        policy.inPolicy
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30'
          : 'bg-amber-50 text-amber-900 ring-amber-600/40'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${policy.inPolicy ? 'bg-emerald-600' : 'bg-amber-600'}`}
      />
      {policy.inPolicy ? 'In policy' : 'Out of policy'}
      {reasons ? <span className="sr-only">{`: ${reasons}`}</span> : null}
    </span>
  );
}
