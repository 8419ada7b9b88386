import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { LoginCodeAnswer } from './contract-answers.ts';
import { takeReturnPath } from './return-path.ts';
import { setSession } from './session-store.ts';

/**
 * A sign-in that a login code finishes after one more step (accepting the terms, choosing the business's booking-for
 * mode): posts the step, opens the session it answers and goes back where the person was heading. The code is
 * single-use, so it is forgotten whatever the answer; a failure asks them to sign in again.
 */
export function useCodeSignIn(path: string, forgetCode: () => void, failure: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(body: Record<string, unknown>) {
    setPending(true);
    setError(null);
    try {
      const answer = await api.post(path, body, { schema: LoginCodeAnswer, handleAuth: false });
      forgetCode();
      setSession({
        token: answer.token,
        csrfToken: answer.csrfToken,
        sessionExpiration: answer.sessionExpiration,
      });
      await queryClient.invalidateQueries();
      await navigate(takeReturnPath());
    } catch {
      forgetCode();
      setError(failure);
      setPending(false);
    }
  }

  return { pending, error, submit };
}
