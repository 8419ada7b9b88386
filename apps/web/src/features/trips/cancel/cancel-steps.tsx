import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { CheckCircleIcon } from '../trip-icons.tsx';
import type { AnyTrip } from '../trip-line.ts';
import { tripMoney } from '../trip-text.ts';
import {
  Actions,
  KeepButton,
  NothingChargedSummary,
  nothingCharged,
  PolicyText,
  RefundBreakdown,
  RefundSummary,
  StayLine,
  SupportPhone,
} from './cancel-parts.tsx';
import type { CancelStep, useCancelFlow } from './use-cancel-flow.ts';

type Flow = ReturnType<typeof useCancelFlow>;

function CloseAction({ onClose }: { onClose: () => void }) {
  return (
    <Actions>
      <Button autoFocus onPress={onClose}>
        Close
      </Button>
    </Actions>
  );
}

export function stepTitle(step: CancelStep): string {
  switch (step.name) {
    case 'loading':
      return step.task === 'quote' ? 'Checking your refund' : 'Cancelling your reservation';
    case 'policy':
      return 'Cancel your reservation';
    case 'nonrefundable':
      return 'This reservation is non-refundable';
    case 'confirm':
      return 'Cancel this reservation?';
    case 'success':
      return 'Your reservation is cancelled';
    case 'support':
      return 'Contact support to cancel';
    case 'pending':
      return 'Your reservation is still being confirmed';
    case 'cancelled':
      return 'This reservation is already cancelled';
    case 'tryAgain':
      return step.task === 'quote' ? 'We couldn’t check your refund' : 'We couldn’t cancel your reservation';
  }
}

export function CancelStepBody({ trip, flow, onClose }: { trip: AnyTrip; flow: Flow; onClose: () => void }) {
  const { step } = flow;
  switch (step.name) {
    case 'loading':
      return (
        <div className="flex flex-col items-center py-8 text-center">
          <div className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          <p className="mt-4 text-slate-700">
            {step.task === 'quote'
              ? 'We are checking the cancellation policy and what you get back.'
              : 'This usually takes a few seconds. Please keep this window open.'}
          </p>
        </div>
      );
    case 'policy':
      return (
        <>
          <StayLine trip={trip} />
          {nothingCharged(step.quote) ? (
            <div className="mt-4">
              <NothingChargedSummary trip={trip} quote={step.quote} />
            </div>
          ) : (
            <>
              <p className="mt-4 text-slate-700">If you cancel now, you get this back:</p>
              <div className="mt-3">
                <RefundSummary quote={step.quote} />
              </div>
            </>
          )}
          <RefundBreakdown trip={trip} quote={step.quote} />
          <PolicyText quote={step.quote} />
          <Actions>
            <KeepButton onClose={onClose} />
            <Button autoFocus onPress={flow.toConfirm}>
              Continue
            </Button>
          </Actions>
        </>
      );
    case 'nonrefundable':
      return (
        <>
          <StayLine trip={trip} />
          <div
            role="alert"
            className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <p>
              If you cancel, you get <strong>no refund</strong>: the {tripMoney(step.quote.paid)} you paid is
              not returned.
            </p>
          </div>
          <PolicyText quote={step.quote} />
          <Actions>
            <KeepButton onClose={onClose} autoFocus />
            <Button variant="danger" onPress={flow.toConfirm}>
              Continue without a refund
            </Button>
          </Actions>
        </>
      );
    case 'confirm': {
      const refund = step.quote.refund.fiat;
      return (
        <>
          <StayLine trip={trip} />
          <p className="mt-4 text-slate-900">
            {refund.value > 0 ? (
              <>
                You get <strong>{tripMoney(refund)}</strong> back to the way you paid.
              </>
            ) : nothingCharged(step.quote) ? (
              <>Nothing was charged for this booking, so there is nothing to refund.</>
            ) : (
              <>
                You get <strong>no refund</strong>.
              </>
            )}
          </p>
          <p className="mt-2 text-slate-700">A cancelled reservation cannot be restored.</p>
          <Actions>
            <KeepButton onClose={onClose} autoFocus />
            <Button variant="danger" onPress={() => void flow.confirm()}>
              Yes, cancel reservation
            </Button>
          </Actions>
        </>
      );
    }
    case 'success':
      return (
        <>
          <div className="flex flex-col items-center text-center">
            <CheckCircleIcon className="size-12 text-emerald-700" />
            <p className="mt-3 text-slate-900">
              {step.refund.fiat.value > 0
                ? `We are refunding ${tripMoney(step.refund.fiat)} to the way you paid.`
                : nothingCharged(step.quote)
                  ? 'Nothing was charged for this booking, so there is nothing to refund.'
                  : 'No refund was due under the cancellation policy.'}
            </p>
            {nothingCharged(step.quote) ? null : (
              <p className="mt-1 text-sm text-slate-600">
                Refunds to a card take 1 to 2 billing cycles to appear on your statement.
              </p>
            )}
          </div>
          {step.refund.fiat.value > 0 ? <RefundBreakdown trip={trip} quote={step.quote} /> : null}
          <Actions>
            <Button autoFocus onPress={onClose}>
              Done
            </Button>
          </Actions>
        </>
      );
    case 'support':
      return (
        <>
          <p className="text-slate-900">
            {step.message ||
              (step.pastStay
                ? 'This stay has already started or ended, so it cannot be cancelled online.'
                : 'This reservation cannot be cancelled online.')}
          </p>
          <p className="mt-2 text-slate-700">
            Our Customer Support team can help with your cancellation and any refund.
          </p>
          <SupportPhone />
          <CloseAction onClose={onClose} />
        </>
      );
    case 'pending':
      return (
        <>
          <p className="text-slate-900">
            {step.message || 'The host has not confirmed this reservation yet.'}
          </p>
          <p className="mt-2 text-slate-700">
            You can cancel it once it is confirmed. Please check back in a few minutes.
          </p>
          <CloseAction onClose={onClose} />
        </>
      );
    case 'cancelled':
      return (
        <>
          <p className="text-slate-900">{step.message || 'This reservation was cancelled before.'}</p>
          <p className="mt-2 text-slate-700">Any refund due goes back to the way you paid.</p>
          <CloseAction onClose={onClose} />
        </>
      );
    case 'tryAgain':
      return (
        <>
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <p>{step.message}</p>
          </div>
          <Actions>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            <Button autoFocus onPress={() => void flow.retry()}>
              Try again
            </Button>
          </Actions>
        </>
      );
  }
}
