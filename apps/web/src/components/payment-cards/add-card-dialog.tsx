import { useRef, useState, type FormEvent } from 'react';
import type { PaymentMethod, VerifyCardAnswer } from '@portal/contracts/payments';
import { Dialog, Heading, Modal, ModalOverlay } from '../ui/deferred-modal.tsx';
import { Button } from '../ui/button.tsx';
import { AlertIcon, CloseIcon, LockIcon } from '../ui/icons.tsx';
import { useVerifyCard } from './payment-cards-api.ts';
import { TextField } from '../ui/text-field.tsx';
import { cardBrandOf, cardFieldErrors, parseExpiry, type CardField, type CardForm } from './card-fields.ts';
import { verifyProblem, type Problem } from './verify-problem.ts';

const EMPTY: CardForm = { number: '', cvv: '', expiry: '', cardholderName: '', billingZip: '' };

export function AddCardDialog({
  isOpen,
  onClose,
  onAdded,
  setLoading,
  title = 'Add a card',
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (card: PaymentMethod) => void;
  setLoading: (text: string | null) => void;
  /** The checkout's own title where it differs (an agent adds the customer's card). */
  title?: string;
}) {
  const [form, setForm] = useState(EMPTY);
  const [checked, setChecked] = useState<ReadonlySet<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyCard();
  const set = (patch: Partial<CardForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };
  // As the user types, a field is flagged once it can no longer become valid; once left (or on submit), unless valid.
  const typing = cardFieldErrors(form, false);
  const whole = cardFieldErrors(form, true);
  const errorOf = (field: CardField) =>
    typing[field] ?? (submitted || checked.has(field) ? whole[field] : undefined) ?? null;
  const leave = (field: CardField) => () => setChecked((c) => new Set(c).add(field));
  const brand = cardBrandOf(form.number);
  const editCard = () => {
    setProblem(null);
    numberRef.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const expiry = parseExpiry(form.expiry);
    if (Object.keys(cardFieldErrors(form, true)).length > 0 || !expiry) return;
    setProblem(null);
    setLoading('Adding your payment method');
    let answer: VerifyCardAnswer | null = null;
    let failure: unknown;
    try {
      answer = await verify.mutateAsync({
        number: form.number.replace(/[\s-]+/g, ''),
        cvv: form.cvv.trim(),
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        cardholderName: form.cardholderName.trim(),
        billingZip: form.billingZip.trim(),
        country: 'US',
      });
    } catch (error) {
      failure = error;
    } finally {
      setLoading(null);
    }
    const found = verifyProblem(answer, failure);
    if (found) {
      // Said inside this dialog, beside the fields to fix, rather than in a second modal stacked on top of it.
      setProblem(found);
      return;
    }
    if (answer?.payment) onAdded(answer.payment);
    setForm(EMPTY);
    setChecked(new Set());
    setSubmitted(false);
    onClose();
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      className="fixed inset-0 z-[60] grid place-items-end bg-slate-950/55 backdrop-blur-[2px] md:place-items-center"
    >
      <Modal className="w-full rounded-t-2xl bg-white shadow-2xl md:w-[min(92vw,520px)] md:rounded-2xl">
        <Dialog className="outline-none">
          <form noValidate onSubmit={(e) => void submit(e)}>
            <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                {title}
              </Heading>
              <Button variant="ghost" aria-label="Close" onPress={onClose} className="-mr-3 px-3">
                <CloseIcon className="size-5" />
              </Button>
            </div>
            <div className="grid gap-4 px-6 py-5 sm:grid-cols-2">
              {problem ? (
                <ProblemNotice problem={problem} onEdit={editCard} onRetry={() => void submit()} />
              ) : null}
              <TextField
                ref={numberRef}
                className="sm:col-span-2"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                required
                value={form.number}
                onChange={(e) => set({ number: e.target.value })}
                onBlur={leave('number')}
                hint={brand ? brand.name : null}
                error={errorOf('number')}
              />
              <TextField
                className="sm:col-span-2"
                label="Name on card"
                autoComplete="cc-name"
                required
                value={form.cardholderName}
                onChange={(e) => set({ cardholderName: e.target.value })}
                onBlur={leave('cardholderName')}
                error={errorOf('cardholderName')}
              />
              <TextField
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                required
                value={form.expiry}
                onChange={(e) => set({ expiry: e.target.value })}
                onBlur={leave('expiry')}
                error={errorOf('expiry')}
              />
              <TextField
                label="CVV"
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                value={form.cvv}
                onChange={(e) => set({ cvv: e.target.value })}
                onBlur={leave('cvv')}
                hint={`${brand?.codeSize ?? 3} digits${brand?.codeSize === 4 ? ', on the front of the card' : ''}`}
                error={errorOf('cvv')}
              />
              <TextField
                label="Billing zip code"
                inputMode="numeric"
                autoComplete="postal-code"
                required
                value={form.billingZip}
                onChange={(e) => set({ billingZip: e.target.value })}
                onBlur={leave('billingZip')}
                error={errorOf('billingZip')}
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
  );
}

/** Spec §8 "Payment verification" and "Add card failure": the title, the advice and the buttons, in the form. */
function ProblemNotice({
  problem,
  onEdit,
  onRetry,
}: {
  problem: Problem;
  onEdit: () => void;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 sm:col-span-2">
      <div className="flex gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <div className="min-w-0">
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-0.5 text-sm">{problem.body}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {problem.kind === 'add' ? (
              <>
                <Button variant="secondary" onPress={onEdit}>
                  Edit Payment Method
                </Button>
                <Button variant="ghost" onPress={onRetry}>
                  Try Again
                </Button>
              </>
            ) : (
              <Button variant="secondary" onPress={onEdit}>
                Edit Payment Information
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
