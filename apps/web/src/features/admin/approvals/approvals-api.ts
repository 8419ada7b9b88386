import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDetailAnswer, ApprovalListAnswer, ApprovalStatus } from '@portal/contracts/approvals';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: the admin API's prefix. */
const ADMIN_BASE = '/admin/api/v0';

export function useApprovals(status: ApprovalStatus | 'All') {
  return useQuery({
    queryKey: ['admin', 'approvals', status],
    queryFn: () =>
      api.get<ApprovalListAnswer>(`approvals${status === 'All' ? '' : `?status=${status}`}`, {
        base: ADMIN_BASE,
      }),
  });
}

export function useApprovalDetail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'approval', id],
    enabled: id !== null,
    queryFn: () => api.get<ApprovalDetailAnswer>(`approvals/${id}`, { base: ADMIN_BASE }),
  });
}

/** Approve or deny; the queue and the request's history reload after either. */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'approve' | 'deny'; comment: string }) =>
      api.post<ApprovalDetailAnswer>(
        `approvals/${input.id}/${input.action}`,
        input.comment.trim() ? { comment: input.comment.trim() } : {},
        { base: ADMIN_BASE },
      ),
    // Not awaited: the caller hears of the decision first (and moves focus off the card) before the refetched
    // queue drops the decided card.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** An approver's note without a decision; the request's history reloads after it. */
export function useComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; comment: string }) =>
      api.post<ApprovalDetailAnswer>(
        `approvals/${input.id}/comment`,
        { comment: input.comment.trim() },
        { base: ADMIN_BASE },
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
