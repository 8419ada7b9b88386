import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPoliciesAnswer, AdminPolicyTier, PolicyTierInput } from '@portal/contracts/admin-policies';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: the admin API's prefix. */
const admin = { base: '/admin/api/v0' };

const TiersSchema = answerSchema<AdminPoliciesAnswer>(
  async () => (await import('@portal/contracts/admin-policies')).AdminPoliciesAnswer,
);
const TierSchema = answerSchema<AdminPolicyTier>(
  async () => (await import('@portal/contracts/admin-policies')).AdminPolicyTier,
);

const tiersKey = ['admin', 'policies'] as const;

export function usePolicyTiers() {
  return useQuery({
    queryKey: tiersKey,
    queryFn: () => api.get('policies', { ...admin, schema: TiersSchema }),
  });
}

export function usePolicyTier(tierId: string | null) {
  return useQuery({
    queryKey: [...tiersKey, tierId],
    enabled: tierId !== null,
    queryFn: () => api.get(`policies/${tierId}`, { ...admin, schema: TierSchema }),
  });
}

/** Creates (no id) or replaces a tier; the list, the users' tier pickers and the audit log reload after. */
export function useSaveTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tierId, input }: { tierId: string | null; input: PolicyTierInput }) =>
      tierId
        ? api.put(`policies/${tierId}`, input, { ...admin, schema: TierSchema })
        : api.post('policies', input, { ...admin, schema: TierSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tierId: string) => api.delete(`policies/${tierId}`, admin),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
