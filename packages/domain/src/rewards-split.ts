/** How a trip total is paid: offer, credit, rewards from one account, then card (spec §4 "Rewards payment", §5). */
import { fiatMinorToRewardsMinor, rewardsMinorToFiatMinor } from './money.ts';
import type { RewardsCurrency } from './money.ts';

export type RewardsChoice = { kind: 'all' } | { kind: 'custom'; rewardsMinor: number } | { kind: 'none' };
/** Spec §7 book payment kinds; 'None' when offer and credit cover everything. */
export type PaymentMode = 'UserCard' | 'Rewards' | 'Split' | 'None';

export const CUSTOM_AMOUNT_TOO_HIGH =
  'Invalid amount. Enter an amount that is lower then your available balance.';
export const CUSTOM_AMOUNT_INVALID = 'Invalid rewards balance. Please enter a valid amount.';

/** Spec §5 split validation of a custom rewards amount (in stored rewards units); null when acceptable. */
export function validateCustomRewardsAmount(rewardsMinor: number, balanceMinor: number): string | null {
  if (Number.isFinite(rewardsMinor) && rewardsMinor > balanceMinor) return CUSTOM_AMOUNT_TOO_HIGH;
  if (!Number.isInteger(rewardsMinor) || rewardsMinor <= 0) return CUSTOM_AMOUNT_INVALID;
  return null;
}

/** Spec §4: a rewards payment larger than the trip total (in rewards) is brought down to the trip total. */
export function adjustRewardsToTripTotal(rewardsMinor: number, tripTotalRewardsMinor: number): number {
  return Math.max(0, Math.min(rewardsMinor, tripTotalRewardsMinor));
}

/** Spec §4: card only, rewards only (card amount 0), card plus rewards, or nothing left to pay. */
export function derivePaymentMode(cardMinor: number, rewardsMinor: number): PaymentMode {
  if (rewardsMinor > 0) return cardMinor > 0 ? 'Split' : 'Rewards';
  return cardMinor > 0 ? 'UserCard' : 'None';
}

export type SplitInput = {
  totalMinor: number;
  offerMinor?: number;
  creditMinor?: number;
  /** The one account rewards may come from in this transaction, or null. */
  account: { balanceMinor: number; currency: RewardsCurrency } | null;
  choice: RewardsChoice;
};

export type Split = {
  offerMinor: number;
  creditMinor: number;
  /** Rewards in the account's stored units (miles, or cents of cash). */
  rewardsMinor: number;
  rewardsFiatMinor: number;
  cardMinor: number;
  mode: PaymentMode;
};

/**
 * Offer first, then wallet credit, each capped at what is left; then rewards per the choice, capped at the
 * remainder; the card pays the rest. Returns an error text for an invalid custom amount.
 */
export function splitPayment(input: SplitInput): { ok: true; split: Split } | { ok: false; error: string } {
  let remaining = Math.max(0, input.totalMinor);
  const offerMinor = Math.min(remaining, Math.max(0, input.offerMinor ?? 0));
  remaining -= offerMinor;
  const creditMinor = Math.min(remaining, Math.max(0, input.creditMinor ?? 0));
  remaining -= creditMinor;

  let rewardsMinor = 0;
  let rewardsFiatMinor = 0;
  if (input.account && input.choice.kind !== 'none' && remaining > 0) {
    const { balanceMinor, currency } = input.account;
    let requested = balanceMinor;
    if (input.choice.kind === 'custom') {
      const error = validateCustomRewardsAmount(input.choice.rewardsMinor, balanceMinor);
      if (error) return { ok: false, error };
      requested = input.choice.rewardsMinor;
    }
    rewardsMinor = adjustRewardsToTripTotal(requested, fiatMinorToRewardsMinor(remaining, currency));
    rewardsFiatMinor = Math.min(remaining, rewardsMinorToFiatMinor(rewardsMinor, currency));
  }
  const cardMinor = remaining - rewardsFiatMinor;
  return {
    ok: true,
    split: {
      offerMinor,
      creditMinor,
      rewardsMinor,
      rewardsFiatMinor,
      cardMinor,
      mode: derivePaymentMode(cardMinor, rewardsMinor),
    },
  };
}

/** Spec §4 "Booking allowed": payment is satisfied when a card covers the card part, or nothing is left for one. */
export function isPaymentSatisfied(split: Pick<Split, 'cardMinor'>, hasCard: boolean): boolean {
  return split.cardMinor === 0 || hasCard;
}
