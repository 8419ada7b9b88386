import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronRightIcon, LockIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { PaymentSection, TravelerSection } from './checkout-sections.tsx';
import { CustomizeSection } from './customize-section.tsx';
import { SectionCard } from './form-fields.tsx';
import { PriceSummary } from './price-summary.tsx';
import { ApprovalReasonField } from './approval-reason.tsx';
import { OutOfPolicyReason } from './review-summary.tsx';
import { PAYMENT_SECTION_ID, TRAVELER_SECTION_ID, type Checkout } from './use-checkout.ts';

export const BOOK_TITLE = 'Trip review';
export const BOOK_SUBTITLE = 'Review your trip before you confirm and book.';

/** Why 'Confirm and Book' is still disabled, in the user's words. */
export function blockerHint(c: Checkout): string | null {
  if (c.canBook) return null;
  if (!c.flow.quote) return 'Complete the traveler and contact step to continue.';
  if (c.blockers.includes('PriceDifference')) return 'Review the updated price to continue.';
  if (c.pay.customError && c.pay.mode === 'custom') return c.pay.customError;
  if (c.blockers.includes('Payment') || c.steps.payment !== 'COMPLETED')
    return 'Choose how you would like to pay.';
  return null;
}

export function ConfirmButton({ c, className = '' }: { c: Checkout; className?: string }) {
  return (
    <Button
      className={`min-h-13 w-full text-base ${className}`}
      isDisabled={!c.canBook}
      onPress={() => void c.confirmAndBook()}
    >
      <LockIcon className="size-4" /> Confirm and Book
    </Button>
  );
}

export function TermsAndInfo({ c }: { c: Checkout }) {
  const { cancellationPolicy, paymentPolicy, importantInformation } = c.item.terms(c.flow.quote);
  return (
    <div className="space-y-4 text-[15px] text-slate-700">
      {cancellationPolicy !== null ? (
        <div className="flex gap-3">
          <ShieldIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-slate-900">Cancellation policy</p>
            <p>{cancellationPolicy}</p>
          </div>
        </div>
      ) : null}
      <p>{paymentPolicy}</p>
      {importantInformation ? (
        <div>
          <p className="font-semibold text-slate-900">Important information</p>
          <p className="whitespace-pre-line">{importantInformation}</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        By selecting Confirm and Book you agree to {c.product.texts.agreesTo} and the{' '}
        <Link to="/terms" className="font-medium text-brand-700 underline">
          terms of service
        </Link>
        .
      </p>
    </div>
  );
}

export function DesktopBook({ c, onAddCard }: { c: Checkout; onAddCard: () => void }) {
  const hint = blockerHint(c);
  // 'Save & Continue' is replaced by the saved summary while the loading popup is open, so the popup has nothing to
  // give focus back to and keyboard and screen-reader focus would fall to <body>: once the popup has gone, focus
  // goes on to the payment step (unless it is somewhere already, such as a price-change alert).
  const saved = c.flow.quote !== null && !c.editing && c.flow.loading === null;
  useEffect(() => {
    if (!saved) return;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const active = document.activeElement;
      if (active === null || active === document.body)
        document.getElementById(PAYMENT_SECTION_ID)?.querySelector<HTMLElement>('h2')?.focus();
      else if (active.closest('[role="dialog"]') && frames++ < 30) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [saved]);
  return (
    <div className="mx-auto max-w-[1330px] px-8 pt-6 pb-16">
      <Link
        to={c.item.searchHref}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronRightIcon className="size-4 rotate-180" /> Back to results
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{BOOK_TITLE}</h1>
      <p className="mt-1 text-slate-600">{BOOK_SUBTITLE}</p>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)_380px] gap-8 xl:grid-cols-[minmax(0,1fr)_420px] xl:gap-12">
        <div className="space-y-6">
          <SectionCard title={c.product.texts.summaryTitle}>{c.item.summary}</SectionCard>
          <SectionCard
            step={1}
            title="Primary traveler"
            status={
              c.steps.traveler === 'COMPLETED' && c.steps.contact === 'COMPLETED' && c.flow.quote
                ? 'COMPLETED'
                : 'IN_PROGRESS'
            }
            id={TRAVELER_SECTION_ID}
          >
            <TravelerSection c={c} />
          </SectionCard>
          <CustomizeSection options={c.item.customize} />
          <SectionCard
            step={2}
            title={c.config.paymentStepName}
            status={c.steps.payment}
            id={PAYMENT_SECTION_ID}
          >
            <PaymentSection c={c} onAddCard={onAddCard} />
          </SectionCard>
          <SectionCard title="Terms and important information">
            <TermsAndInfo c={c} />
          </SectionCard>
        </div>
        <aside aria-label="Price details">
          <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-[0_1px_2px_rgba(2,43,69,0.06),0_8px_24px_-12px_rgba(2,43,69,0.18)]">
            <h2 className="mb-4 text-lg font-bold text-slate-900">Price details</h2>
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
            {c.policyReason ? (
              <div className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-600/30 ring-inset">
                <OutOfPolicyReason reason={c.policyReason} />
              </div>
            ) : null}
            {c.approvalRequired ? (
              <div className="mt-4">
                <ApprovalReasonField value={c.approvalReason} onChange={c.setApprovalReason} />
              </div>
            ) : null}
            <ConfirmButton c={c} className="mt-5" />
            {hint ? (
              <p className="mt-3 text-center text-sm text-slate-600" aria-live="polite">
                {hint}
              </p>
            ) : null}
          </div>
        </aside>
      </div>
    </div>
  );
}
