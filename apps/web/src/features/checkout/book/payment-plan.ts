/** The trip total split into offer, credit, rewards and card, and the fulfil payments array of api.md. */
import type { Payment } from '@portal/contracts/purchase';
import type { PaymentMethod } from '@portal/contracts/payments';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { WalletDetails, WalletOffer } from '@portal/contracts/wallet';
import type { TripsKey } from '@portal/domain/enums';
import { majorToMinor, rewardsMinorToValue, rewardsValueToMinor, toFiat } from '@portal/domain/money';
import { offerValueMinor as domainOfferValueMinor } from '@portal/domain/wallet-offers';
import type { RewardsAccountFacts } from '@portal/domain/rewards';
import { splitPayment, type RewardsChoice, type Split } from '@portal/domain/rewards-split';

/** The domain's view of an account: balance and minimum in stored minor units. */
export function accountFacts(account: RewardsAccount): RewardsAccountFacts {
  const currency = account.rewardsBalance.currency;
  return {
    accountReferenceId: account.accountReferenceId,
    productDisplayName: account.productDisplayName,
    customerAccountRole: account.customerAccountRole,
    allowRewardsRedemption: account.allowRewardsRedemption,
    balance: rewardsValueToMinor(account.rewardsBalance.value, currency),
    redemptionMin: rewardsValueToMinor(account.redemptionMin, currency),
    currency,
  };
}

/**
 * What a live offer takes off this total, by the domain rule the server uses (cap included); 0 when it does not
 * apply. An offer with funnels applies only to the lines they name (by trips key).
 */
export function offerValueMinor(offer: WalletOffer, totalMinor: number, line: TripsKey): number {
  if (offer.funnels.length > 0 && !offer.funnels.includes(line)) return 0;
  if (totalMinor < majorToMinor(offer.minSpend.amount)) return 0;
  return domainOfferValueMinor(
    {
      amountMinor: offer.amount ? majorToMinor(offer.amount.amount) : null,
      percentBps: offer.percentage === null ? null : Math.round(offer.percentage * 100),
      maxAmountMinor: offer.maxAmount ? majorToMinor(offer.maxAmount.amount) : null,
    },
    totalMinor,
  );
}

/** Spec §3 bestOfferOverall: the live offer worth most on this total. */
export function bestOffer(
  wallet: WalletDetails | undefined,
  totalMinor: number,
  line: TripsKey,
): { offer: WalletOffer; valueMinor: number } | null {
  let best: { offer: WalletOffer; valueMinor: number } | null = null;
  for (const offer of wallet?.offers ?? []) {
    const valueMinor = offerValueMinor(offer, totalMinor, line);
    if (valueMinor > 0 && (!best || valueMinor > best.valueMinor)) best = { offer, valueMinor };
  }
  return best;
}

export type PaymentChoices = {
  totalMinor: number;
  offer: { offer: WalletOffer; valueMinor: number } | null;
  creditMinor: number;
  account: RewardsAccount | null;
  /** null: the user has not chosen how to use rewards yet. */
  rewards: RewardsChoice | null;
};

export function planSplit(c: PaymentChoices): { ok: true; split: Split } | { ok: false; error: string } {
  const facts = c.account ? accountFacts(c.account) : null;
  return splitPayment({
    totalMinor: c.totalMinor,
    offerMinor: c.offer?.valueMinor ?? 0,
    creditMinor: c.creditMinor,
    account: facts ? { balanceMinor: facts.balance, currency: facts.currency } : null,
    choice: c.rewards ?? { kind: 'none' },
  });
}

/** The payments array of POST purchase/fulfill/schedule for a split (api.md "Checkout"). */
export function buildPayments(input: {
  split: Split;
  offer: WalletOffer | null;
  card: PaymentMethod | null;
  account: RewardsAccount | null;
  /** Nothing is charged now but the card guarantees the booking: it goes with a zero amount. */
  guarantee?: boolean;
}): Payment[] {
  const { split, offer, card, account } = input;
  const payments: Payment[] = [];
  if (offer && split.offerMinor > 0) {
    payments.push({
      type: 'TravelWalletOffer',
      value: { offerId: offer.id, description: offer.title, paymentAmount: toFiat(split.offerMinor) },
    });
  }
  if (split.creditMinor > 0)
    payments.push({ type: 'TravelWalletCredit', value: { paymentAmount: toFiat(split.creditMinor) } });
  const userCard =
    card && (split.cardMinor > 0 || (input.guarantee === true && split.rewardsMinor === 0))
      ? {
          paymentId: card.id,
          accountReferenceId: card.accountReferenceId,
          paymentAmount: toFiat(split.cardMinor),
        }
      : null;
  const rewards =
    account && split.rewardsMinor > 0
      ? {
          rewardsAccountId: account.accountReferenceId,
          rewardsAmount: rewardsMinorToValue(split.rewardsMinor, account.rewardsBalance.currency),
          fiatValue: toFiat(split.rewardsFiatMinor),
        }
      : null;
  if (userCard && rewards) payments.push({ type: 'Split', value: { userCard, rewards } });
  else if (userCard) payments.push({ type: 'UserCard', value: userCard });
  else if (rewards) payments.push({ type: 'Rewards', value: rewards });
  return payments;
}
