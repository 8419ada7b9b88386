import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { clearSession } from '../../lib/session-store.ts';

/** POST auth/session/invalidate, then forget the session locally whatever the server said. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post('auth/session/invalidate', {}, { handleAuth: false });
    } catch {
      // An already-ended session is still a sign-out.
    }
    clearSession();
    queryClient.clear();
    await navigate('/login');
  };
}
