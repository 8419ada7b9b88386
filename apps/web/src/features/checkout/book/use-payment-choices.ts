import { useEffect, useState } from 'react';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { PaymentMethod } from '@portal/contracts/payments';
import type { WalletDetails } from '@portal/contracts/wallet';
import { majorToMinor, rewardsValueToMinor } from '@portal/domain/money';
import { defaultAccount, shouldAutoDeclineRewards } from '@portal/domain/rewards';
import { CUSTOM_AMOUNT_INVALID, type RewardsChoice, type Split } from '@portal/domain/rewards-split';
import type { CheckoutPaymentOptions, CheckoutProduct } from '../../../lib/checkout-product.ts';
import { REFERENCE_ID_KEY } from '../../../lib/rewards-accounts.ts';
import { accountFacts, bestOffer, planSplit } from './payment-plan.ts';
import type { RewardsMode } from './rewards-section.tsx';

export type PaymentChoicesState = ReturnType<typeof usePaymentChoices>;

/** Step 2's choices (card, rewards account and amount, offer, credit) and the split they give. */
export function usePaymentChoices(input: {
  product: Pick<CheckoutProduct, 'tripsKey' | 'earnMultiplier'>;
  /** What the quote may be paid with: a choice it does not allow takes nothing off. */
  options: Omit<CheckoutPaymentOptions, 'cardRequired'>;
  totalMinor: number;
  accounts: readonly RewardsAccount[];
  methods: readonly PaymentMethod[];
  wallet: WalletDetails | undefined;
}) {
  const { totalMinor, accounts, methods, wallet, options } = input;
  const { tripsKey, earnMultiplier } = input.product;
  const [cardId, setCardId] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [mode, setMode] = useState<RewardsMode>(null);
  const [customText, setCustomText] = useState('');
  const [offerApplied, setOfferApplied] = useState(true);
  const [creditApplied, setCreditApplied] = useState(false);

  // Ranked by what each account earns on this line.
  const facts = accounts.map((a) => ({ ...accountFacts(a), earnMultiplier: a.earn[earnMultiplier] }));
  // Spec §6: the saved referenceId, else the account that earns most on this line.
  useEffect(() => {
    if (accountId || accounts.length === 0) return;
    const chosen = defaultAccount(facts, localStorage.getItem(REFERENCE_ID_KEY));
    if (chosen) setAccountId(chosen.accountReferenceId);
  }, [accounts, accountId, facts]);
  // Spec §4: nothing to redeem from means 'Do not apply rewards' is chosen for the user.
  const autoDecline = accounts.length > 0 ? shouldAutoDeclineRewards(facts) : true;
  // Rewards the quote does not take are declined for the user, as with nothing to redeem.
  const effectiveMode: RewardsMode = options.rewards ? (mode ?? (autoDecline ? 'none' : null)) : 'none';

  const account = accounts.find((a) => a.accountReferenceId === accountId) ?? null;
  const offer = options.travelWalletOffer ? bestOffer(wallet, totalMinor, tripsKey) : null;
  const creditMinor = options.travelWalletCredit ? majorToMinor(wallet?.credit.amount.amount ?? 0) : 0;

  let choice: RewardsChoice | null = null;
  let customError: string | null = null;
  if (effectiveMode === 'all') choice = { kind: 'all' };
  else if (effectiveMode === 'none') choice = { kind: 'none' };
  else if (effectiveMode === 'custom' && account) {
    const value = Number(customText.replace(/[$,\s]/g, ''));
    const minor =
      customText.trim() && Number.isFinite(value)
        ? rewardsValueToMinor(value, account.rewardsBalance.currency)
        : NaN;
    choice = { kind: 'custom', rewardsMinor: minor };
  }
  const planned = planSplit({
    totalMinor,
    offer: offerApplied ? offer : null,
    creditMinor: creditApplied ? creditMinor : 0,
    account,
    rewards: choice,
  });
  let split: Split | null = planned.ok ? planned.split : null;
  if (!planned.ok) {
    customError = customText.trim() ? planned.error : CUSTOM_AMOUNT_INVALID;
    // While the custom amount is wrong, show the trip as if no rewards applied.
    const fallback = planSplit({
      totalMinor,
      offer: offerApplied ? offer : null,
      creditMinor: creditApplied ? creditMinor : 0,
      account,
      rewards: { kind: 'none' },
    });
    split = fallback.ok ? fallback.split : null;
  }
  const card = methods.find((m) => m.id === cardId) ?? null;

  return {
    card,
    cardId,
    setCardId,
    account,
    accountId,
    setAccountId: (id: string) => {
      setAccountId(id);
      localStorage.setItem(REFERENCE_ID_KEY, id);
    },
    mode: effectiveMode,
    setMode,
    customText,
    setCustomText,
    customError,
    offer,
    offerApplied,
    setOfferApplied,
    creditMinor,
    creditApplied,
    setCreditApplied,
    split,
    splitValid: planned.ok,
    /** Spec §4: a new quote clears the card and the rewards choice. */
    clear: () => {
      setCardId(null);
      setMode(null);
      setCustomText('');
    },
  };
}
