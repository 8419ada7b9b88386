import type { ReactNode } from 'react';
import type { PaymentMethod } from '@portal/contracts/payments';
import type { WalletOffer } from '@portal/contracts/wallet';
import { formatUsd } from '@portal/domain/money';
import type { Split } from '@portal/domain/rewards-split';
import { Button } from '../../../components/ui/button.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { brandName, cardExpiry, cardName } from '../../../components/payment-cards/card-name.ts';

/** Travel credits and the best wallet offer, each applied with a checkbox (spec §2 step 2). */
export function WalletSection({
  creditMinor,
  creditApplied,
  onCredit,
  offer,
  offerSaving,
  offerApplied,
  onOffer,
  split,
}: {
  creditMinor: number;
  creditApplied: boolean;
  onCredit: (on: boolean) => void;
  offer: { offer: WalletOffer; valueMinor: number } | null;
  /** What the offer does for this product ('Save $50.00 on this stay'). */
  offerSaving: (amount: string) => string;
  offerApplied: boolean;
  onOffer: (on: boolean) => void;
  split: Split | null;
}) {
  if (creditMinor <= 0 && !offer) return null;
  return (
    <div className="grid gap-2">
      {creditMinor > 0 ? (
        <WalletRow
          checked={creditApplied}
          onChange={onCredit}
          title="Travel credits"
          detail={`${formatUsd(creditMinor)} available${
            creditApplied && split ? ` · ${formatUsd(split.creditMinor)} applied` : ''
          }`}
        />
      ) : null}
      {offer ? (
        <WalletRow
          checked={offerApplied}
          onChange={onOffer}
          title={offer.offer.title}
          detail={offerSaving(formatUsd(offer.valueMinor))}
        />
      ) : null}
    </div>
  );
}

function WalletRow({
  checked,
  onChange,
  title,
  detail,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  title: string;
  detail: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 hover:border-slate-400">
      <WalletIcon className="size-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{detail}</span>
      </span>
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`Apply ${title}`}
      />
    </label>
  );
}

/** Saved cards as radios, each with 'Delete', and 'Add a card'. */
export function CardSection({
  methods,
  cardId,
  onCard,
  onAddCard,
  onDelete,
  cardMinor,
  guarantee = null,
  earnText,
}: {
  methods: readonly PaymentMethod[];
  cardId: string | null;
  onCard: (id: string) => void;
  onAddCard: () => void;
  onDelete: (card: PaymentMethod) => void;
  cardMinor: number;
  /** Nothing is charged, yet a card is chosen to guarantee the booking: what to say instead of the amount. */
  guarantee?: string | null;
  earnText: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Payment method</legend>
      <p className="mt-1 text-sm text-slate-600">
        {guarantee ??
          (cardMinor > 0
            ? `${formatUsd(cardMinor)} will be charged to your card.`
            : 'Nothing left to pay by card.')}
      </p>
      <div className="mt-2 grid gap-2">
        {methods.map((m) => {
          const checked = m.id === cardId;
          return (
            <div
              key={m.id}
              className={`flex items-center gap-2 rounded-xl border pr-2 ${
                checked
                  ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                  : 'border-slate-300 hover:border-slate-400'
              }`}
            >
              <label className="flex flex-1 cursor-pointer items-center gap-3 py-3 pl-4">
                <input
                  type="radio"
                  name="payment-method"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  disabled={cardMinor === 0 && guarantee === null}
                  onChange={() => onCard(m.id)}
                />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{cardName(m)}</span>
                  <span className="block text-xs text-slate-600">Expires {cardExpiry(m)}</span>
                </span>
              </label>
              <Button
                variant="ghost"
                className="px-3 text-sm"
                // Not 'Delete Visa ending in 1234': the card's radio keeps sole use of that name.
                aria-label={`Delete the ${brandName(m.cardType)} card ending ${m.last4}`}
                onPress={() => onDelete(m)}
              >
                Delete
              </Button>
            </div>
          );
        })}
      </div>
      <Button variant="secondary" className="mt-3" onPress={onAddCard}>
        Add a card
      </Button>
      {earnText ? <p className="mt-3 text-sm font-medium text-emerald-800">{earnText}</p> : null}
    </fieldset>
  );
}
