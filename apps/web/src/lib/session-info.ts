import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionInfo } from './contract-answers.ts';
import { api } from './api-client.ts';
import { hasLiveSession, updateCsrfToken } from './session-store.ts';

export const sessionInfoQueryKey = ['session-info'] as const;

export const sessionInfoQuery = queryOptions({
  queryKey: sessionInfoQueryKey,
  queryFn: async () => {
    const info = await api.get('userInfo', { schema: SessionInfo });
    updateCsrfToken(info.csrfToken);
    return info;
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** GET userInfo for the signed-in user; disabled without a stored session. */
export function useSessionInfo() {
  return useQuery({ ...sessionInfoQuery, enabled: hasLiveSession() });
}

/** Spec §6: an agent acting for a customer (a delegated session); false while unknown or signed out. */
export function useIsDelegatedSession(): boolean {
  return useSessionInfo().data?.isDelegatedSession === true;
}
