import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * cotb/changeBusinessInUse (spec §6: several businesses per user). Nearly every answer depends on the business in
 * use (its rewards accounts, policy, travelers, trips), so every cached answer is fetched again afterwards.
 */
export function useChangeBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) => api.put('cotb/changeBusinessInUse', { businessId }),
    onSuccess: async () => {
      await client.invalidateQueries();
    },
  });
}
