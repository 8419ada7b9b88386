import { useQuery } from '@tanstack/react-query';
import type { CustomerSearchAnswer, DelegatedSessionAnswer } from '@portal/contracts/agent';
import { api } from '../../lib/api-client.ts';
import { enterDelegatedSession, returnToAgentSession } from '../../lib/agent-session.ts';

/** GET agent/customers/search; idle until the agent has typed at least two characters and searched. */
export function useCustomerSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['agent', 'customers', q],
    queryFn: () =>
      api.get<CustomerSearchAnswer>(`agent/customers/search?q=${encodeURIComponent(q)}`, {
        handleAuth: false,
      }),
    enabled: q.length >= 2,
    staleTime: 30_000,
    retry: false,
  });
}

/** POST agent/sessions, then the page works in the customer's delegated session. */
export async function actForCustomer(customerUserId: string): Promise<void> {
  const answer = await api.post<DelegatedSessionAnswer>('agent/sessions', { customerUserId });
  enterDelegatedSession({
    token: answer.token,
    csrfToken: answer.csrfToken,
    sessionExpiration: answer.sessionExpiration,
    agentId: answer.agentId,
  });
}

/** POST agent/sessions/end, then back to the agent's own session (false: it is gone, sign in again). */
export async function endDelegatedSession(): Promise<boolean> {
  try {
    await api.post('agent/sessions/end', {}, { handleAuth: false });
  } catch {
    // An already-ended or expired delegated session is ended all the same.
  }
  return returnToAgentSession();
}

/**
 * A full page load at the path: switching between the agent's and a customer's session starts the app afresh, so
 * nothing cached or in flight from one identity reaches the other. An object, so tests can replace `to`.
 */
export const pageLoad = { to: (path: string) => window.location.assign(path) };
