import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { LoginCodeAnswer, SignInAnswer } from '../../lib/contract-answers.ts';
import { setSession } from '../../lib/session-store.ts';

function errorText(error: unknown): string {
  if (isApiError(error, 403))
    return 'This is not an agent account. Cardholders sign in on the main sign-in page.';
  if (isApiError(error, 429)) return 'Too many sign-in attempts. Please wait a minute, then try again.';
  if (isApiError(error, 401)) return 'The email or password you entered is incorrect. Please try again.';
  return 'We could not sign you in right now. Please try again in a moment.';
}

/** The agent portal's own sign-in module: agent accounts only (the server refuses others with 40312). */
export function AgentSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const { code } = await api.post(
        'auth/signin',
        { email, password, asAgent: true },
        { schema: SignInAnswer, handleAuth: false },
      );
      const answer = await api.post(
        'auth/login/code',
        { code },
        { schema: LoginCodeAnswer, handleAuth: false },
      );
      setSession({
        token: answer.token,
        csrfToken: answer.csrfToken,
        sessionExpiration: answer.sessionExpiration,
      });
      await queryClient.invalidateQueries();
      onSignedIn();
    } catch (signInError) {
      setError(errorText(signInError));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="mx-auto max-w-[440px] p-6 md:p-8">
      <h2 className="text-xl font-bold text-slate-900">Agent sign-in</h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with your agent account to find and help a customer.
      </p>
      {error ? (
        <div className="mt-5">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-5" aria-busy={pending}>
        <TextField
          label="Agent email"
          name="email"
          type="email"
          required
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" isDisabled={pending} className="w-full">
          {pending ? (
            <>
              <Spinner label="Signing in" /> Signing in…
            </>
          ) : (
            'Sign in as agent'
          )}
        </Button>
      </form>
      <p className="mt-5 text-sm text-slate-600">
        Demo agent: <span className="font-medium text-slate-800">agent@demo.test</span>, password{' '}
        <span className="font-medium text-slate-800">travel-demo</span>.
      </p>
    </Card>
  );
}
