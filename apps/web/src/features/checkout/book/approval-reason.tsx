import { useId } from 'react';
import { useSessionInfo } from '../../../lib/session-info.ts';

/** Spec §3 approvalRequestReason: at most this long (the fulfil schedule contract's limit). */
export const APPROVAL_REASON_MAX = 500;

/** Spec §5: approval is needed only if the traveler's tier marks it as required. */
export function useApprovalRequired(): boolean {
  return useSessionInfo().data?.corporateInfo?.policyTier?.settings.isApprovalRequired === true;
}

/**
 * Issue 15: a tier that requires approval holds the booking for an admin; the traveler may tell the approver why
 * they travel. Optional: the request goes without it. Shown beside the Confirm and Book button (desktop) and on
 * the Review step (phone).
 */
export function ApprovalReasonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Reason for this trip <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        Your company approves this booking before it is confirmed. Your approver sees this reason.
      </p>
      <textarea
        id={id}
        aria-describedby={hintId}
        value={value}
        maxLength={APPROVAL_REASON_MAX}
        rows={2}
        onChange={(e) => onChange(e.target.value)}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
    </div>
  );
}
