import { useId, useState } from 'react';
import { POLICY_REASON_MAX } from '../../lib/travel-policy.ts';
import { Button } from './button.tsx';
import { Dialog, Heading, Modal, ModalOverlay } from './deferred-modal.tsx';
import { AlertIcon } from './icons.tsx';

const overlay =
  'fixed inset-0 z-[70] grid place-items-end bg-slate-950/55 backdrop-blur-[2px] sm:place-items-center sm:p-4';
const panel =
  'w-full rounded-t-2xl bg-white p-6 shadow-2xl outline-none sm:max-w-[480px] sm:rounded-2xl md:p-8';

/**
 * Spec §8 "Policy modal": choosing an out-of-policy rate or fare asks first ("change selection" or "continue
 * anyway"), then for the reason the company will read (required; sent as corporateOutOfPolicyReason).
 */
export function OutOfPolicyDialog({
  isOpen,
  violations,
  onChangeSelection,
  onContinue,
}: {
  isOpen: boolean;
  violations: readonly string[];
  onChangeSelection: () => void;
  onContinue: (reason: string) => void;
}) {
  const [step, setStep] = useState<'warn' | 'reason'>('warn');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const close = () => {
    setStep('warn');
    setError(null);
    onChangeSelection();
  };
  const submit = () => {
    if (reason.trim() === '') {
      setError('Enter a reason to continue');
      return;
    }
    onContinue(reason.trim());
  };
  return (
    <ModalOverlay isOpen={isOpen} isDismissable onOpenChange={(open) => !open && close()} className={overlay}>
      <Modal className={panel}>
        <Dialog role="alertdialog" className="outline-none">
          {step === 'warn' ? (
            <>
              <span className="mb-4 grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
                <AlertIcon className="size-6" />
              </span>
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                This rate is out of policy
              </Heading>
              <p className="mt-2 text-[15px] text-slate-600">
                Your company&apos;s travel policy does not cover it. You can pick another option, or continue
                and tell your company why.
              </p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {violations.map((v) => (
                  <li key={v}>{v}</li>
                ))}
              </ul>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
                <Button className="flex-1 first-letter:uppercase" onPress={close} autoFocus>
                  change selection
                </Button>
                <Button
                  variant="secondary"
                  className="flex-1 first-letter:uppercase"
                  onPress={() => setStep('reason')}
                >
                  continue anyway
                </Button>
              </div>
            </>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                Why book out of policy?
              </Heading>
              <p className="mt-2 text-[15px] text-slate-600">
                Your reason goes with the booking to your company.
              </p>
              <label htmlFor={fieldId} className="mt-4 block text-sm font-semibold text-slate-800">
                Reason for booking out of policy
              </label>
              <textarea
                id={fieldId}
                autoFocus
                required
                aria-required="true"
                aria-invalid={error !== null}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                maxLength={POLICY_REASON_MAX}
                rows={3}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px] text-slate-900 outline-none focus:ring-2 focus:ring-brand-600"
              />
              {error ? (
                <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
              <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
                <Button type="submit" className="flex-1">
                  Continue to book
                </Button>
                <Button variant="secondary" className="flex-1" onPress={() => setStep('warn')}>
                  Back
                </Button>
              </div>
            </form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
