import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApprovalEvent, ApprovalState, WithdrawAnswer } from '@portal/contracts/approvals';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { DetailsSection } from './trip-sections.tsx';

/** POST approvals/:id/withdraw; every trip query reloads after it (the trip moves to past trips). */
function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<WithdrawAnswer>(`approvals/${id}/withdraw`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['trips'] }),
  });
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const STEP: Record<ApprovalEvent['kind'], string> = {
  Requested: 'You asked for approval',
  Commented: 'Comment',
  Approved: 'Approved',
  Denied: 'Denied',
  Expired: 'Expired: nobody decided within 24 hours',
  Withdrawn: 'You withdrew the request',
};

/**
 * Issue 15: a trip held for the company's approval shows the request on its details page: its state, until when
 * it is held, and its history (the traveler's reason, the approver's comments and decision).
 */
export function ApprovalSection({ approval }: { approval: ApprovalState }) {
  const withdraw = useWithdraw();
  const labelRef = useRef<HTMLParagraphElement>(null);
  const failure = withdraw.error && isApiError(withdraw.error) ? withdraw.error.message : null;
  const onWithdraw = () =>
    void withdraw.mutateAsync(approval.id).then(
      // The button is gone once the trip reloads: focus the new state instead of losing it to <body>.
      () => labelRef.current?.focus(),
      () => undefined, // shown below
    );
  return (
    <DetailsSection id="approval" title="Approval">
      <p ref={labelRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
        {approval.label}
      </p>
      {approval.status === 'Pending' && approval.expiresAt ? (
        <p className="mt-1 text-sm text-slate-700">
          Held with your payment authorized, not charged, until {when(approval.expiresAt)}.
        </p>
      ) : null}
      <ol aria-label="Approval history" className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
        {approval.history.map((event, i) => (
          <li key={`${event.kind}-${event.at}-${i}`}>
            <span className="font-semibold text-slate-900">{STEP[event.kind]}</span>
            <span className="text-slate-600">
              {' '}
              · {when(event.at)}
              {event.actor && event.kind !== 'Requested' ? ` · ${event.actor.name}` : ''}
            </span>
            {event.comment ? (
              <p className="break-words whitespace-pre-line text-slate-800">“{event.comment}”</p>
            ) : null}
          </li>
        ))}
      </ol>
      {approval.status === 'Pending' ? (
        <div className="mt-4">
          <Button variant="secondary" onPress={() => withdraw.isPending || onWithdraw()}>
            Withdraw request
          </Button>
          <p className="mt-1.5 text-sm text-slate-600">
            The hold is released and nothing is charged. Your approver is no longer asked.
          </p>
        </div>
      ) : null}
      {failure ? (
        <div className="mt-3">
          <Alert>{failure}</Alert>
        </div>
      ) : null}
    </DetailsSection>
  );
}
