import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MOBILE_STEP_BUTTONS,
  MOBILE_STEPS,
  nextMobileStep,
  previousMobileStep,
  reconcileMobileStep,
  type MobileStep,
} from '@portal/domain/checkout';
import { formatUsd } from '@portal/domain/money';
import { Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { PaymentSection, TravelerSection } from './checkout-sections.tsx';
import { CustomizeSection } from './customize-section.tsx';
import { ConfirmButton, TermsAndInfo } from './desktop-book.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { ApprovalReasonField } from './approval-reason.tsx';
import { PriceSummary } from './price-summary.tsx';
import type { Checkout } from './use-checkout.ts';

const STEP_TITLES: Record<MobileStep, string> = {
  TravelerInformation: 'Traveler information',
  ContactInformation: 'Contact information',
  RewardsAndPayment: 'Rewards & payment',
  Review: 'Review your trip',
};

/** The four mobile steps of spec §2, moved by the domain's step functions (spec §4). */
export function MobileBook({ c, onAddCard }: { c: Checkout; onAddCard: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<MobileStep>('TravelerInformation');
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const paymentEdited = useRef(false);
  // The line's own step 1 failures (a flight's passengers) bring the traveler step back too.
  const hasErrors = c.flow.errorSource !== null || c.lineErrors.length > 0;

  useEffect(() => {
    const next = reconcileMobileStep({
      step,
      hasQuoteOrBookingErrors: hasErrors,
      quoteFinished: c.flow.quoteState === 'Success',
      paymentJustEdited: paymentEdited.current,
    });
    paymentEdited.current = false;
    if (next !== step) setStep(next);
  }, [hasErrors, c.flow.quoteState, step]);

  const go = (to: MobileStep) => {
    setStep(to);
    if (to === 'RewardsAndPayment') setPaymentOpen(true);
    window.scrollTo?.({ top: 0 });
  };
  const back = () => {
    const to = previousMobileStep(step);
    if (to === 'exit') void navigate(c.item.productHref);
    else go(to);
  };
  const primary = async () => {
    if (step === 'TravelerInformation') {
      if (await c.saveTravelerStep()) go(nextMobileStep(step));
    } else if (step === 'ContactInformation') {
      if (await c.saveAndContinue()) go(nextMobileStep(step));
    } else if (step === 'RewardsAndPayment') {
      setPaymentOpen(true);
    } else {
      await c.confirmAndBook();
    }
  };
  const index = MOBILE_STEPS.indexOf(step);

  return (
    <div className="min-h-dvh bg-slate-50 pb-32" data-sticky-bars>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex items-center gap-2 px-3 py-2">
          <Button variant="ghost" aria-label="Back" onPress={back} className="px-3">
            <ChevronRightIcon className="size-5 rotate-180" />
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="text-base font-bold text-slate-900">Trip review</h1>
            <p className="text-xs text-slate-600">
              Step {index + 1} of {MOBILE_STEPS.length}: {STEP_TITLES[step]}
            </p>
          </div>
          <button
            type="button"
            aria-expanded={breakdownOpen}
            aria-controls="mobile-price-breakdown"
            onClick={() => setBreakdownOpen((o) => !o)}
            className="flex items-center gap-1 rounded-lg px-2 py-1 text-right"
          >
            <span>
              <span className="block text-xs text-slate-600">Trip total</span>
              <span className="block font-bold text-slate-900">{formatUsd(c.totalMinor)}</span>
            </span>
            <ChevronDownIcon className={`size-4 transition-transform ${breakdownOpen ? 'rotate-180' : ''}`} />
            <span className="sr-only">Price breakdown</span>
          </button>
        </div>
        <div className="flex gap-1 px-4 pb-2" aria-hidden="true">
          {MOBILE_STEPS.map((s, i) => (
            <span
              key={s}
              className={`h-1 flex-1 rounded-full ${i <= index ? 'bg-brand-700' : 'bg-slate-200'}`}
            />
          ))}
        </div>
        {breakdownOpen ? (
          <div id="mobile-price-breakdown" className="border-t border-slate-200 px-4 py-4">
            <PriceSummary
              lines={c.item.priceLines(c.flow.quote)}
              totalMinor={c.totalMinor}
              paidLater={c.paidLater}
              note={c.guaranteeNeeded ? c.item.cardGuarantee : null}
              split={c.pay.split}
              airlineCreditMinor={c.airlineCredit.minor}
              offerTitle={c.pay.offer?.offer.title}
              rewardsLabel={c.pay.account ? `${c.pay.account.productDisplayName} rewards` : undefined}
            />
          </div>
        ) : null}
      </header>

      <main className="space-y-4 px-4 pt-4">
        <h2 className="text-xl font-bold text-slate-900">{STEP_TITLES[step]}</h2>
        {step === 'TravelerInformation' ? (
          <Panel>
            <TravelerSection c={c} showContact={false} showSave={false} />
          </Panel>
        ) : null}
        {step === 'ContactInformation' ? (
          <Panel>
            <TravelerSection c={c} showTraveler={false} showSave={false} />
          </Panel>
        ) : null}
        {step === 'RewardsAndPayment' ? (
          <Panel>
            <PriceSummary
              lines={[]}
              totalMinor={c.totalMinor}
              paidLater={c.paidLater}
              note={c.guaranteeNeeded ? c.item.cardGuarantee : null}
              split={c.pay.split}
              airlineCreditMinor={c.airlineCredit.minor}
            />
          </Panel>
        ) : null}
        {step === 'Review' ? (
          <>
            <Panel>{c.item.summary}</Panel>
            <CustomizeSection options={c.item.customize} />
            <Panel>
              <ReviewSummary
                c={c}
                onEditTraveler={() => go('TravelerInformation')}
                onEditContact={() => go('ContactInformation')}
                onEditPayment={() => go('RewardsAndPayment')}
              />
            </Panel>
            {c.approvalRequired ? (
              <ApprovalReasonField value={c.approvalReason} onChange={c.setApprovalReason} />
            ) : null}
            <Panel>
              <PriceSummary
                lines={c.item.priceLines(c.flow.quote)}
                totalMinor={c.totalMinor}
                paidLater={c.paidLater}
                note={c.guaranteeNeeded ? c.item.cardGuarantee : null}
                split={c.pay.split}
                airlineCreditMinor={c.airlineCredit.minor}
              />
            </Panel>
            <Panel>
              <TermsAndInfo c={c} />
            </Panel>
          </>
        ) : null}
      </main>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-8px_24px_-12px_rgba(2,43,69,0.25)]">
        {step === 'Review' ? (
          <ConfirmButton c={c} />
        ) : (
          <Button className="min-h-13 w-full text-base" onPress={() => void primary()}>
            {MOBILE_STEP_BUTTONS[step]}
          </Button>
        )}
      </div>

      <ModalOverlay
        // Held back while the price change waits for its answer: opened later, this full-screen step would be the
        // top modal and leave the price-change dialog drawn above it but inert (Continue could not be pressed).
        isOpen={paymentOpen && !c.showDifference}
        onOpenChange={setPaymentOpen}
        isDismissable
        className="fixed inset-0 z-[55] bg-white"
      >
        <Modal className="fixed inset-0 flex flex-col bg-white">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <Heading slot="title" className="text-lg font-bold text-slate-900">
                {c.config.paymentStepName}
              </Heading>
              <Button
                variant="ghost"
                aria-label="Close"
                onPress={() => setPaymentOpen(false)}
                className="px-3"
              >
                <CloseIcon className="size-5" />
              </Button>
            </div>
            {/* Scroll padding: a card's radio reached with Tab scrolls its whole card into view, not just the radio. */}
            <div className="min-h-0 flex-1 scroll-py-28 overflow-y-auto px-4 py-4">
              <PaymentSection c={c} onAddCard={onAddCard} />
            </div>
            {c.canBook ? (
              <div className="border-t border-slate-200 px-4 py-3">
                <Button
                  className="min-h-13 w-full text-base"
                  onPress={() => {
                    paymentEdited.current = false;
                    setPaymentOpen(false);
                    go('Review');
                  }}
                >
                  Review my Trip
                </Button>
              </div>
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-4">{children}</div>;
}
