import { useState, type FormEvent } from 'react';
import type { PaymentMethod, VerifyCardAnswer } from '@portal/contracts/payments';
import { Dialog, Heading, Modal, ModalOverlay } from '../ui/deferred-modal.tsx';
import { Button } from '../ui/button.tsx';
import { CloseIcon, LockIcon } from '../ui/icons.tsx';
import { useVerifyCard } from './payment-cards-api.ts';
import { MessageDialog } from '../ui/message-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';

type Problem = { title: string; body: string; kind: 'verify' | 'add' };

/** Spec §8 "Payment verification" and "Add card failure" texts for a verify answer or a failed call. */
export function verifyProblem(answer: VerifyCardAnswer | null, error?: unknown): Problem | null {
  if (!answer) {
    const message = error instanceof Error && error.message ? error.message : null;
    return {
      kind: 'add',
      title: 'We are unable to add your payment method',
      body: message ?? 'Please add your payment method again',
    };
  }
  switch (answer.PaymentVerifyResult) {
    case 'Success':
      return null;
    case 'InvalidCVV':
      return {
        kind: 'verify',
        title: 'CVV Error',
        body: 'Please ensure your CVV / Security Code is entered correctly.',
      };
    case 'InvalidAddress':
      return {
        kind: 'verify',
        title: 'Address Verification Error',
        body: 'Please check your Zip Code and Country.',
      };
    case 'InvalidCard':
      return {
        kind: 'add',
        title: "It looks like you're trying to add an invalid credit card.",
        body: 'Ensure you are using an eligible Capital One credit card.',
      };
    default:
      return {
        kind: 'verify',
        title: 'Error Adding Payment Method',
        body: answer.errors?.[0]?.message ?? 'Please check your card details and try again.',
      };
  }
}

const EMPTY = { number: '', cvv: '', expiry: '', cardholderName: '', billingZip: '' };

export function AddCardDialog({
  isOpen,
  onClose,
  onAdded,
  setLoading,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (card: PaymentMethod) => void;
  setLoading: (text: string | null) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const verify = useVerifyCard();
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
    const month = match ? Number(match[1]) : NaN;
    if (!match || month < 1 || month > 12) {
      setExpiryError('Enter the expiry as MM/YY.');
      return;
    }
    setExpiryError(null);
    const yearText = match[2]!;
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    setLoading('Adding your payment method');
    let answer: VerifyCardAnswer | null = null;
    let failure: unknown;
    try {
      answer = await verify.mutateAsync({
        number: form.number.replace(/\s+/g, ''),
        cvv: form.cvv.trim() || '-',
        expirationMonth: month,
        expirationYear: year,
        cardholderName: form.cardholderName.trim() || '-',
        billingZip: form.billingZip.trim() || '-',
        country: 'US',
      });
    } catch (error) {
      failure = error;
    } finally {
      setLoading(null);
    }
    const found = verifyProblem(answer, failure);
    if (found) {
      setProblem(found);
      return;
    }
    if (answer?.payment) onAdded(answer.payment);
    setForm(EMPTY);
    onClose();
  };

  return (
    <>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => (open ? undefined : onClose())}
        isDismissable
        className="fixed inset-0 z-[60] grid place-items-end bg-slate-950/55 backdrop-blur-[2px] md:place-items-center"
      >
        <Modal className="w-full rounded-t-2xl bg-white shadow-2xl md:w-[min(92vw,520px)] md:rounded-2xl">
          <Dialog className="outline-none">
            <form onSubmit={(e) => void submit(e)}>
              <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
                <Heading slot="title" className="text-xl font-bold text-slate-900">
                  Add a card
                </Heading>
                <Button variant="ghost" aria-label="Close" onPress={onClose} className="-mr-3 px-3">
                  <CloseIcon className="size-5" />
                </Button>
              </div>
              <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
                <TextField
                  className="sm:col-span-2"
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  required
                  value={form.number}
                  onChange={(e) => set({ number: e.target.value })}
                />
                <TextField
                  className="sm:col-span-2"
                  label="Name on card"
                  autoComplete="cc-name"
                  required
                  value={form.cardholderName}
                  onChange={(e) => set({ cardholderName: e.target.value })}
                />
                <TextField
                  label="Expiry (MM/YY)"
                  autoComplete="cc-exp"
                  required
                  value={form.expiry}
                  onChange={(e) => set({ expiry: e.target.value })}
                  error={expiryError}
                />
                <TextField
                  label="CVV"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  required
                  value={form.cvv}
                  onChange={(e) => set({ cvv: e.target.value })}
                />
                <TextField
                  label="Billing zip code"
                  autoComplete="postal-code"
                  required
                  value={form.billingZip}
                  onChange={(e) => set({ billingZip: e.target.value })}
                />
              </div>
              <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-6 py-4">
                <span className="flex items-center gap-1.5 text-xs text-slate-600">
                  <LockIcon className="size-4" /> Card details go straight to our payment processor.
                </span>
                <Button type="submit" className="shrink-0 whitespace-nowrap">
                  Add card
                </Button>
              </div>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <MessageDialog
        isOpen={problem !== null}
        title={problem?.title ?? ''}
        actions={
          problem?.kind === 'add' ? (
            <>
              <Button autoFocus onPress={() => setProblem(null)} className="w-full">
                Edit Payment Method
              </Button>
              <Button
                variant="secondary"
                className="w-full"
                onPress={() => {
                  setProblem(null);
                  void submit();
                }}
              >
                Try Again
              </Button>
            </>
          ) : (
            <Button autoFocus onPress={() => setProblem(null)} className="w-full">
              Edit Payment Information
            </Button>
          )
        }
      >
        <p>{problem?.body}</p>
      </MessageDialog>
    </>
  );
}
