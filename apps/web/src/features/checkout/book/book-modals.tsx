import type { ReactNode } from 'react';
import type { CheckoutError } from '@portal/contracts/purchase';
import { priceDifferenceTitle, type PriceDifference } from '@portal/domain/checkout';
import { Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon, SparkleIcon } from '../../../components/ui/icons.tsx';
import { errorModalKind } from './purchase-sequence.ts';

const overlay = 'fixed inset-0 z-[70] grid place-items-center bg-slate-950/55 p-4 backdrop-blur-[2px]';
const panel = 'w-full max-w-[440px] rounded-2xl bg-white p-6 text-center shadow-2xl outline-none md:p-8';

/** Spec §8 loading popup: a non-dismissable dialog whose text is announced. */
export function LoadingPopup({ text }: { text: string | null }) {
  return (
    <ModalOverlay isOpen={text !== null} isDismissable={false} isKeyboardDismissDisabled className={overlay}>
      <Modal className={panel}>
        <Dialog aria-label={text ?? 'Loading'} className="outline-none">
          <div className="mx-auto mb-5 size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          <p role="status" aria-live="polite" className="text-lg font-semibold text-slate-900">
            {text}
          </p>
          <p className="mt-2 text-sm text-slate-600">This usually takes a few seconds.</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function MessageDialog({
  isOpen,
  title,
  tone = 'error',
  children,
  actions,
}: {
  isOpen: boolean;
  title: string;
  tone?: 'error' | 'good';
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} className={overlay}>
      <Modal className={panel}>
        <Dialog role="alertdialog" className="outline-none">
          <span
            className={`mx-auto mb-4 grid size-12 place-items-center rounded-full ${
              tone === 'error' ? 'bg-red-50 text-accent-600' : 'bg-emerald-50 text-emerald-700'
            }`}
          >
            {tone === 'error' ? <AlertIcon className="size-6" /> : <SparkleIcon className="size-6" />}
          </span>
          <Heading slot="title" className="text-xl font-bold text-slate-900">
            {title}
          </Heading>
          <div className="mt-2 space-y-2 text-[15px] text-slate-600">{children}</div>
          <div className="mt-6 flex flex-col gap-3">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Spec §8 price change: shown until acknowledged with 'Continue'. */
export function PriceDifferenceModal({
  difference,
  isOpen,
  onContinue,
}: {
  difference: PriceDifference | null;
  isOpen: boolean;
  onContinue: () => void;
}) {
  if (!difference) return null;
  return (
    <MessageDialog
      isOpen={isOpen}
      tone={difference.direction === 'decrease' ? 'good' : 'error'}
      title={priceDifferenceTitle(difference)}
      actions={
        <Button autoFocus onPress={onContinue} className="w-full">
          Continue
        </Button>
      }
    >
      <p>Prices can change between searching and booking.</p>
      <p>Please review the trip total before you confirm and book.</p>
    </MessageDialog>
  );
}

export type ErrorActions = {
  searchAgain: () => void;
  chooseAnotherProperty: () => void;
  tryAgain: () => void;
  acknowledge: () => void;
};

/** Spec §8 "Vacation rental booking" error modals, one per failure kind. */
export function BookingErrorModal({
  errors,
  isOpen,
  actions,
}: {
  errors: readonly CheckoutError[];
  isOpen: boolean;
  actions: ErrorActions;
}) {
  const kind = errorModalKind(errors);
  if (kind === 'cardNotProcessable') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title="We were unable to process your payment method."
        actions={
          <Button autoFocus onPress={actions.acknowledge} className="w-full">
            Continue
          </Button>
        }
      >
        <p>
          Please choose another payment method, or delete this card and add it again. If the problem
          continues, contact Customer Support.
        </p>
      </MessageDialog>
    );
  }
  if (kind === 'redemptionFailure') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title="Rewards Redemption Failure"
        actions={
          <Button autoFocus onPress={actions.tryAgain} className="w-full">
            Try Again
          </Button>
        }
      >
        <p>We were unable to redeem your rewards at this time. Please try again.</p>
      </MessageDialog>
    );
  }
  if (kind === 'fraud') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title="Uh oh! Something went wrong"
        actions={
          <Button autoFocus onPress={actions.searchAgain} className="w-full">
            Search Again
          </Button>
        }
      >
        <p>There is an issue with your account. Please contact the issuer's support.</p>
      </MessageDialog>
    );
  }
  return (
    <MessageDialog
      isOpen={isOpen}
      title="Uh oh! Something went wrong"
      actions={
        <>
          <Button autoFocus onPress={actions.searchAgain} className="w-full">
            Search Again
          </Button>
          <Button variant="secondary" onPress={actions.chooseAnotherProperty} className="w-full">
            Choose Another Property
          </Button>
        </>
      }
    >
      <p>Please search again</p>
    </MessageDialog>
  );
}
