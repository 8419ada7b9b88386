import { useState } from 'react';
import type { PaymentMethod } from '@portal/contracts/payments';
import { formatRewards } from '@portal/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { useProductToEarn } from '../checkout-api.ts';
import { DeleteCardDialog } from '../../../components/payment-cards/delete-card-dialog.tsx';
import { CardSection, WalletSection } from './payment-step.tsx';
import { AirlineCreditSection } from './airline-credit-section.tsx';
import { RewardsSection } from './rewards-section.tsx';
import { ContactFields, TravelerPicker } from './traveler-step.tsx';
import type { Checkout } from './use-checkout.ts';

/** Step 1 body: the traveler picker and contact fields, or (once saved) a summary with 'Edit'. */
export function TravelerSection({
  c,
  showTraveler = true,
  showContact = true,
  showSave = true,
}: {
  c: Checkout;
  showTraveler?: boolean;
  showContact?: boolean;
  showSave?: boolean;
}) {
  if (!c.editing && c.traveler && c.flow.quote) {
    return (
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid gap-1 text-[15px]">
          <div>
            <dt className="sr-only">Traveler</dt>
            <dd className="font-semibold text-slate-900">
              {c.traveler.givenName} {c.traveler.surname}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="text-slate-700">{c.contact.email}</dd>
          </div>
          <div>
            <dt className="sr-only">Phone</dt>
            <dd className="text-slate-700">
              {c.contact.countryCode} {c.contact.phone}
            </dd>
          </div>
        </dl>
        <Button variant="secondary" onPress={() => c.setEditing(true)}>
          Edit
        </Button>
      </div>
    );
  }
  return (
    <div>
      {showTraveler ? (
        <TravelerPicker
          travelStart={c.item.travelStart}
          travelers={c.people}
          selectedId={c.selectedTravelerId}
          onSelect={c.setSelectedTravelerId}
          adding={c.adding}
          onAdding={c.setAdding}
          draft={c.draft}
          onDraft={c.setDraft}
          draftErrorsShown={c.draftErrs}
          travelerError={Boolean(c.contactErrors?.travelerSelect)}
        />
      ) : null}
      {showTraveler && c.item.travelerFields ? c.item.travelerFields(c.traveler, c.lineErrors) : null}
      {showContact ? (
        <ContactFields contact={c.contact} onChange={c.setContact} errors={c.contactErrors} />
      ) : null}
      {showSave ? (
        <Button className="mt-6 w-full sm:w-auto" onPress={() => void c.saveAndContinue()}>
          Save & Continue
        </Button>
      ) : null}
    </div>
  );
}

/** What the card section says of a card the quote requires while nothing is charged to it. */
const CARD_REQUIRED = (lineText: string | undefined) =>
  lineText ?? 'A card is required to guarantee the reservation.';

/** Step 2 body: wallet, rewards and card. Waits for a quote, which fixes the total being paid. */
export function PaymentSection({ c, onAddCard }: { c: Checkout; onAddCard: () => void }) {
  const { pay, product } = c;
  const split = pay.split;
  const cardMinor = split?.cardMinor ?? c.dueNowMinor;
  const earnAccount = pay.card?.accountReferenceId ?? pay.accountId;
  // The server prices the earn at the line's multiplier (rewards/convert/productToEarn, Homes or Hotels).
  const earn = useProductToEarn(pay.card ? earnAccount : null, cardMinor / 100, product.type);
  const earnAccountRow = c.accounts.data?.find((a) => a.accountReferenceId === earnAccount);
  const earnCurrency = earnAccountRow?.rewardsBalance.currency;
  const earnedMinor =
    earnCurrency && earn.data ? Math.round(earn.data * (earnCurrency === 'Cash' ? 100 : 1)) : null;
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  if (!c.flow.quote) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-[15px] text-slate-600">
        Save the traveler and contact information to see your payment options.
      </p>
    );
  }
  const accounts = c.config.rewardsSupported ? (c.accounts.data ?? []) : [];
  return (
    <div className="space-y-6">
      <AirlineCreditSection credit={c.airlineCredit} />
      {/* The credit and offer the quote allows (none when it charges nothing now); the section hides when empty. */}
      <WalletSection
        creditMinor={pay.creditMinor}
        creditApplied={pay.creditApplied}
        onCredit={pay.setCreditApplied}
        offer={pay.offer}
        offerSaving={product.texts.offerSaving}
        offerApplied={pay.offerApplied}
        onOffer={pay.setOfferApplied}
        split={split}
      />
      {accounts.length > 0 && c.paymentOptions.rewards ? (
        <RewardsSection
          accounts={accounts}
          accountId={pay.accountId}
          onAccount={pay.setAccountId}
          mode={pay.mode}
          onMode={pay.setMode}
          customText={pay.customText}
          onCustomText={pay.setCustomText}
          customError={pay.mode === 'custom' && pay.customText.trim() ? pay.customError : null}
          split={split}
        />
      ) : null}
      <CardSection
        methods={c.methods.data ?? []}
        cardId={pay.cardId}
        onCard={pay.setCardId}
        onAddCard={onAddCard}
        onDelete={setDeleting}
        cardMinor={cardMinor}
        guarantee={
          c.paymentOptions.cardRequired && cardMinor === 0 ? CARD_REQUIRED(c.item.cardGuarantee) : null
        }
        earnText={
          pay.card && earnedMinor && earnAccountRow && cardMinor > 0
            ? `You'll earn ${formatRewards(
                earnedMinor,
                earnAccountRow.rewardsBalance.currency,
              )} on this booking (${product.earnChip(earnAccountRow.earn[product.earnMultiplier], earnAccountRow.rewardsBalance.currency)}).`
            : null
        }
      />
      <DeleteCardDialog
        card={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(card) => {
          if (pay.cardId === card.id) pay.setCardId(null);
        }}
        setLoading={c.flow.setLoading}
      />
    </div>
  );
}
