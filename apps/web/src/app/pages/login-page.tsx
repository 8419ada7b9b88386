import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LockIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { AuthCode } from '../../lib/auth-codes.ts';
import { LoginCodeAnswer, SignInAnswer } from '../../lib/contract-answers.ts';
import { authRedirectTarget, ONBOARDING_PATH } from '../../lib/auth-redirect.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { isAgentMode } from '../../lib/query-params.ts';
import { peekReturnPath, takeReturnPath } from '../../lib/return-path.ts';
import { setSession } from '../../lib/session-store.ts';
import { storePendingAcknowledgement, storePendingOnboarding } from '../../lib/pending-acknowledgement.ts';
import { DEMO_PASSWORD, DemoAccounts } from './demo-accounts.tsx';

const inputClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/25 ' +
  'data-[invalid]:border-accent-600';

function signInErrorText(error: unknown): string {
  if (isApiError(error, 403)) return 'This account cannot book on behalf of customers.';
  if (isApiError(error, 404)) return 'We could not find a customer with that email.';
  if (isApiError(error, 429)) return 'Too many sign-in attempts. Please wait a minute, then try again.';
  if (isApiError(error, 401)) return 'The email or password you entered is incorrect. Please try again.';
  return 'We could not sign you in right now. Please try again in a moment.';
}

/** After the code exchange: admin pages need canViewAdmin (spec §6), everything else returns where it was. */
function destinationAfterLogin(canViewAdmin: boolean): string {
  const wanted = peekReturnPath();
  const toAdmin = wanted === '/admin' || wanted?.startsWith('/admin/') || wanted?.startsWith('/admin?');
  if (toAdmin && !wanted?.startsWith(ONBOARDING_PATH) && !canViewAdmin) {
    takeReturnPath();
    return '/access-denied';
  }
  return takeReturnPath();
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Agent portal mode (spec §6) signs the agent in on a customer's behalf: a delegated session.
  const agentMode = isAgentMode();
  const [customerEmail, setCustomerEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const { code } = await api.post(
        'auth/signin',
        agentMode && customerEmail.trim() ? { email, password, customerEmail } : { email, password },
        { schema: SignInAnswer, handleAuth: false },
      );
      let answer: LoginCodeAnswer;
      try {
        answer = await api.post('auth/login/code', { code }, { schema: LoginCodeAnswer, handleAuth: false });
      } catch (loginError) {
        if (isApiError(loginError, 401)) {
          const body = loginError.body as
            { acknowledgementCode?: unknown; onboardingCode?: unknown } | undefined;
          if (
            loginError.code === AuthCode.NeedsAcknowledgement &&
            typeof body?.acknowledgementCode === 'string'
          ) {
            storePendingAcknowledgement(body.acknowledgementCode);
          }
          if (loginError.code === AuthCode.NeedsOnboarding && typeof body?.onboardingCode === 'string') {
            storePendingOnboarding(body.onboardingCode);
          }
          // spec §8: a failed login-code post with an unlisted code counts as access denied.
          const target =
            authRedirectTarget(
              loginError.code === AuthCode.Unauthenticated ? AuthCode.AccessDenied : loginError.code,
            ) ?? authRedirectTarget(AuthCode.AccessDenied);
          await navigate(target ?? '/access-denied');
          return;
        }
        throw loginError;
      }
      setSession({
        token: answer.token,
        csrfToken: answer.csrfToken,
        sessionExpiration: answer.sessionExpiration,
        agentId: answer.agentId,
      });
      await queryClient.invalidateQueries();
      await navigate(destinationAfterLogin(answer.permissions.canViewAdmin));
    } catch (signInError) {
      setError(signInErrorText(signInError));
      setPending(false);
    }
  }

  return (
    <div className="relative overflow-hidden bg-brand-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(0,98,155,0.55),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-[1330px] gap-10 px-5 py-10 md:grid-cols-[1fr_440px] md:items-start md:px-8 md:py-20">
        <div className="text-white md:pt-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Cardholder sign-in</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-5xl md:leading-tight">
            Your card&apos;s travel benefits, in one place
          </h1>
          <p className="mt-4 max-w-lg text-lg text-brand-100">
            Sign in with the email and password of your card account to book stays, use your rewards and
            manage your trips.
          </p>
          <ul className="mt-8 hidden space-y-3 text-brand-50 md:block">
            <li className="flex items-center gap-3">
              <ShieldIcon className="size-5 shrink-0" /> Pay with your card, your rewards, or both
            </li>
            <li className="flex items-center gap-3">
              <LockIcon className="size-5 shrink-0" /> Protected by your issuer&apos;s sign-in
            </li>
          </ul>
        </div>
        <Card className="p-6 md:p-8">
          <h2 className="text-xl font-bold text-slate-900">{agentMode ? 'Agent sign-in' : 'Sign in'}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {agentMode
              ? 'Sign in with your agent account, and name the customer you are booking for.'
              : 'Use the credentials of your card account.'}
          </p>
          {error ? (
            <div className="mt-5">
              <Alert>{error}</Alert>
            </div>
          ) : null}
          <Form onSubmit={onSubmit} className="mt-5 space-y-5" aria-busy={pending}>
            <TextField
              name="email"
              type="email"
              isRequired
              autoComplete="username"
              value={email}
              onChange={setEmail}
              validate={(v) =>
                v && !/^\S+@\S+\.\S+$/.test(v) ? 'Enter an email address like name@example.com.' : null
              }
            >
              <Label className="text-sm font-semibold text-slate-800">Email</Label>
              <Input className={inputClass} />
              <FieldError className="mt-1.5 block text-sm text-accent-700" />
            </TextField>
            <TextField
              name="password"
              type="password"
              isRequired
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            >
              <Label className="text-sm font-semibold text-slate-800">Password</Label>
              <Input className={inputClass} />
              <FieldError className="mt-1.5 block text-sm text-accent-700" />
            </TextField>
            {agentMode ? (
              <TextField
                name="customerEmail"
                type="email"
                autoComplete="off"
                value={customerEmail}
                onChange={setCustomerEmail}
                validate={(v) =>
                  v && !/^\S+@\S+\.\S+$/.test(v) ? 'Enter an email address like name@example.com.' : null
                }
              >
                <Label className="text-sm font-semibold text-slate-800">Customer&apos;s email</Label>
                <Text slot="description" className="mt-1 block text-sm text-slate-600">
                  Leave empty to sign in as yourself.
                </Text>
                <Input className={inputClass} />
                <FieldError className="mt-1.5 block text-sm text-accent-700" />
              </TextField>
            ) : null}
            <Button type="submit" isDisabled={pending} className="w-full">
              {pending ? (
                <>
                  <Spinner label="Signing in" /> Signing in…
                </>
              ) : (
                'Sign in'
              )}
            </Button>
          </Form>
          {agentMode ? null : (
            <p className="mt-5 text-sm text-slate-600">
              Booking for a customer?{' '}
              <Link to="/agent" className="font-semibold text-brand-700 underline hover:text-brand-800">
                Agent sign-in
              </Link>
            </p>
          )}
          <DemoAccounts
            onPick={(picked) => {
              setEmail(picked);
              setPassword(DEMO_PASSWORD);
            }}
          />
        </Card>
      </div>
    </div>
  );
}
