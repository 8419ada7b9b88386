import { useState } from 'react';
import { Link } from 'react-router';
import { Checkbox } from 'react-aria-components';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  clearPendingAcknowledgement,
  peekPendingAcknowledgement,
} from '../../lib/pending-acknowledgement.ts';
import { useCodeSignIn } from '../../lib/use-code-sign-in.ts';

/** spec §8: auth code 40106 sends the user here to accept the portal's terms before using it. */
export function AcknowledgementPage() {
  useDocumentTitle('Review and accept the terms');
  const [accepted, setAccepted] = useState(false);
  const code = peekPendingAcknowledgement();
  const { pending, error, submit } = useCodeSignIn(
    'auth/acknowledgement',
    clearPendingAcknowledgement,
    'We could not record your acceptance. Please sign in again and retry.',
  );

  function onContinue() {
    if (code) void submit({ code, accepted: true });
  }

  return (
    <div className="bg-slate-50 px-5 py-12 md:py-16">
      <Card className="mx-auto max-w-2xl p-6 md:p-10">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">Review and accept the terms</h1>
        <p className="mt-2 text-slate-700">
          Before your first booking, please read and accept how Card Travel works.
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-label="Terms to accept"
          className="mt-6 max-h-72 space-y-3 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-800"
        >
          <p>
            <strong>Bookings.</strong> Card Travel books travel with independent suppliers. Each booking
            follows the supplier’s rate rules and the cancellation policy shown before you confirm.
          </p>
          <p>
            <strong>Travelers.</strong> The person who makes a booking decides how its protections are used
            for every traveler on it.
          </p>
          <p>
            <strong>Rewards.</strong> Rewards are redeemed at the value shown at checkout. Promotions and
            travel credits need an account in good standing and cannot be transferred.
          </p>
          <p>
            <strong>Refunds.</strong> Refunds to your card post within one to two billing cycles. Disputes of
            a charge must be raised within 60 days.
          </p>
        </div>
        {!code && !error ? (
          <p className="mt-5 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            To accept the terms,{' '}
            <Link to="/login" className="font-semibold underline">
              sign in
            </Link>{' '}
            first; you will come back here.
          </p>
        ) : null}
        {error ? (
          <div className="mt-5">
            <Alert>{error}</Alert>
          </div>
        ) : null}
        <Checkbox
          isSelected={accepted}
          onChange={setAccepted}
          className="group mt-6 flex cursor-pointer items-start gap-3 text-slate-900"
        >
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border-2 border-slate-500 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700">
            <svg viewBox="0 0 16 16" className="size-3.5 text-white" aria-hidden="true">
              <path d="m3 8 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </span>
          <span>I have read and accept the Card Travel terms and conditions.</span>
        </Checkbox>
        <Button
          className="mt-6 w-full md:w-auto"
          isDisabled={!accepted || pending || !code}
          onPress={onContinue}
        >
          Continue
        </Button>
      </Card>
    </div>
  );
}
