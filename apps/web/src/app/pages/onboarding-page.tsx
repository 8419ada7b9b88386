import { useState } from 'react';
import { Link } from 'react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { BOOKING_FOR_MODE_LABELS, type BookingForMode } from '@portal/domain/corporate';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { clearPendingOnboarding, peekPendingOnboarding } from '../../lib/pending-acknowledgement.ts';
import { useCodeSignIn } from '../../lib/use-code-sign-in.ts';

/** Spec §6 business onboarding booking-for modes, in the spec's words, with what each means here. */
const MODES: { mode: BookingForMode; hint: string }[] = [
  { mode: 'BookForMyselfAndOthers', hint: 'You travel and also arrange trips for colleagues.' },
  { mode: 'EmployeesBookForThemselves', hint: 'Each traveler books their own trips.' },
  { mode: 'SomeoneElseBooksForEveryone', hint: 'A travel arranger books for the whole team.' },
  { mode: 'BookForMyself', hint: 'Only you travel on this business account.' },
];

/**
 * Spec §8 auth code 40105 sends a business admin here (with referrer_source=onboarding) before their first
 * sign-in: they choose who books for whom, the business goes live and they are signed in.
 */
export function OnboardingPage() {
  useDocumentTitle('Set up business travel');
  const [mode, setMode] = useState<string>('');
  const code = peekPendingOnboarding();
  const { pending, error, submit } = useCodeSignIn(
    'auth/onboarding',
    clearPendingOnboarding,
    'We could not save your business’s setup. Please sign in again and retry.',
  );

  function onContinue() {
    if (code && mode) void submit({ code, bookingForMode: mode });
  }

  return (
    <div className="bg-slate-50 px-5 py-12 md:py-16">
      <Card className="mx-auto max-w-2xl p-6 md:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Business onboarding</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900 md:text-3xl">
          How does your company book travel?
        </h1>
        <p className="mt-2 text-slate-700">
          We’ll set up Card Travel for Business to match. You can change this later from the admin portal.
        </p>
        {error ? (
          <div className="mt-6">
            <Alert>
              {error}{' '}
              <Link to="/login" className="font-semibold underline">
                Sign in
              </Link>
            </Alert>
          </div>
        ) : null}
        {code ? (
          <form
            className="mt-6"
            onSubmit={(e) => {
              e.preventDefault();
              onContinue();
            }}
          >
            <RadioGroup value={mode} onChange={setMode} isRequired className="space-y-3">
              <Label className="sr-only">Who books travel</Label>
              {MODES.map((m) => (
                <Radio
                  key={m.mode}
                  value={m.mode}
                  className="group flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-700 data-[selected]:bg-brand-50"
                >
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-slate-500 group-data-[selected]:border-brand-700">
                    <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {BOOKING_FOR_MODE_LABELS[m.mode]}
                    </span>
                    <span className="block text-sm text-slate-600">{m.hint}</span>
                  </span>
                </Radio>
              ))}
            </RadioGroup>
            <Button type="submit" isDisabled={!mode || pending} className="mt-6 w-full md:w-auto">
              {pending ? 'Saving…' : 'Continue'}
            </Button>
          </form>
        ) : error ? null : (
          <p className="mt-6 text-slate-700">
            Sign in as the business’s admin to set it up.{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Sign in
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
