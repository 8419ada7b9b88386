/**
 * The payments of a fulfil request checked against the quote and the user's cards, rewards, offers and credit.
 * Run at schedule (to fail fast) and again inside the booking transaction with row locks (the binding check).
 */
import type { Payment } from '@portal/contracts/purchase';
import type { DbOrTx } from '@portal/db/client';
import type { TripsKey } from '@portal/domain/enums';
import { majorToMinor, rewardsMinorToFiatMinor, rewardsValueToMinor } from '@portal/domain/money';
import { isAccountDisabled, redemptionBlockedMessage } from '@portal/domain/rewards';
import { offerValueMinor } from '@portal/domain/wallet-offers';
import type { AuthSession } from '../plugins/auth.ts';
import { ApiError } from '../plugins/errors.ts';
import { isAccountVisibleTo } from '../modules/rewards/rewards.service.ts';
import type { LineCredits, PaymentStage, ProductLine } from './product-line.ts';
import { fail } from './purchase-errors.ts';
import {
  findAccountBalance,
  findActiveCard,
  findCreditBalance,
  findOffer,
  type AccountRow,
  type CardRow,
  type OfferRow,
} from './bookings.repository.ts';

type CardPart = Extract<Payment, { type: 'UserCard' }>['value'];
type RewardsPart = Extract<Payment, { type: 'Rewards' }>['value'];
type OfferPart = Extract<Payment, { type: 'TravelWalletOffer' }>['value'];
type LineCreditPart = Extract<Payment, { type: 'AirlineTravelCredit' }>['value'];

export type PaymentPlan = {
  card: { row: CardRow; amountMinor: number } | null;
  rewards: { account: AccountRow; rewardsMinor: number; fiatMinor: number } | null;
  offer: { row: OfferRow; amountMinor: number } | null;
  creditMinor: number;
  /** A credit of the line's own (an airline travel credit), spent by the line in the booking transaction. */
  lineCredit: { creditId: string; amountMinor: number } | null;
};

/** What the quote asks of the payments: its total due now, the line's funnel and whether a card must guarantee it. */
export type PaymentTerms = {
  totalMinor: number;
  /** The line's trips key: a wallet offer applies when its funnels name it (or name none). */
  funnel: TripsKey;
  /**
   * A card is required even when nothing is due now: it guarantees the booking (a pay-at-hotel rate). A card
   * paying nothing is then verified with the processor ($0) instead of authorized.
   */
  cardGuarantee: boolean;
  /** The line's own credits and the quote they are checked against; null: the line has none. */
  lineCredits: { credits: LineCredits; quote: Record<string, unknown> } | null;
};

/** The terms of a quote the line priced: its total and the line's funnel and guarantee rule (no queries). */
export function paymentTermsOf(
  line: Pick<ProductLine, 'tripsKey' | 'cardGuarantee' | 'credits'>,
  quote: { totalMinor: number; quote: Record<string, unknown> },
): PaymentTerms {
  return {
    totalMinor: quote.totalMinor,
    funnel: line.tripsKey,
    cardGuarantee: line.cardGuarantee?.(quote.quote) ?? false,
    lineCredits: line.credits ? { credits: line.credits, quote: quote.quote } : null,
  };
}

type Parts = {
  card?: CardPart;
  rewards?: RewardsPart;
  offer?: OfferPart;
  creditMinor?: number;
  lineCredit?: LineCreditPart;
};

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 40000, 'Invalid request', { fields: [{ field: `payments.${field}`, message }] });
}

/** One of each kind at most (spec §4: rewards from one account per transaction); Split is card plus rewards. */
export function collectParts(payments: readonly Payment[]): Parts {
  const parts: Parts = {};
  const put = <K extends keyof Parts>(key: K, value: Parts[K]) => {
    if (parts[key] !== undefined) throw invalid(key, `Only one ${key} payment per booking`);
    parts[key] = value;
  };
  for (const p of payments) {
    if (p.type === 'UserCard') put('card', p.value);
    else if (p.type === 'Rewards') put('rewards', p.value);
    else if (p.type === 'Split') {
      put('card', p.value.userCard);
      put('rewards', p.value.rewards);
    } else if (p.type === 'TravelWalletOffer') put('offer', p.value);
    else if (p.type === 'AirlineTravelCredit') put('lineCredit', p.value);
    else put('creditMinor', majorToMinor(p.value.paymentAmount.value));
  }
  return parts;
}

/** An airline travel credit: only a line with credits takes one, and it must pay what the line says it pays. */
async function planLineCredit(
  db: DbOrTx,
  session: AuthSession,
  part: LineCreditPart,
  terms: PaymentTerms,
  now: Date,
  lock: boolean,
  stage: PaymentStage,
): Promise<{ creditId: string; amountMinor: number }> {
  if (!terms.lineCredits) {
    throw invalid('lineCredit', 'An airline travel credit pays for flights only');
  }
  const applicableMinor = await terms.lineCredits.credits.applicable(db, {
    userId: session.userId,
    creditId: part.creditId,
    quote: terms.lineCredits.quote,
    now,
    lock,
    stage,
  });
  if (majorToMinor(part.paymentAmount.value) !== applicableMinor) {
    throw invalid(
      'lineCredit.paymentAmount',
      `Must be what the credit pays of this itinerary (${applicableMinor / 100}): a credit is spent whole`,
    );
  }
  return { creditId: part.creditId, amountMinor: applicableMinor };
}

/**
 * Resolves and checks every payment. Request errors (two cards, amounts not summing to the total) throw a 400
 * ApiError; a state that makes the booking fail (card gone, rewards or credit short, offer used) throws a
 * CheckoutFailure with its spec §8 code. `lock` takes the row locks the booking transaction needs.
 */
export async function planPayments(
  db: DbOrTx,
  session: AuthSession,
  payments: readonly Payment[],
  terms: PaymentTerms,
  now: Date,
  lock: boolean,
  /** 'schedule': a line's credit refuses with a 4xx (the request is wrong), not a failed fulfilment. */
  stage: PaymentStage = 'fulfil',
): Promise<PaymentPlan> {
  const { totalMinor } = terms;
  const parts = collectParts(payments);
  const plan: PaymentPlan = { card: null, rewards: null, offer: null, creditMinor: 0, lineCredit: null };
  if (terms.cardGuarantee && !parts.card) {
    throw invalid('card', 'A card is required to guarantee the reservation');
  }
  // Nothing due now leaves nothing for rewards, an offer or credit to pay (the quote says so).
  if (
    totalMinor === 0 &&
    (parts.rewards || parts.offer || parts.creditMinor !== undefined || parts.lineCredit)
  ) {
    throw invalid('', 'Nothing is due now, so rewards, travel offers and travel credit cannot be applied');
  }

  // A line's credit pays first (the web app applies it before the wallet): an offer is valued on what is left.
  if (parts.lineCredit)
    plan.lineCredit = await planLineCredit(db, session, parts.lineCredit, terms, now, lock, stage);
  const restMinor = totalMinor - (plan.lineCredit?.amountMinor ?? 0);

  if (parts.card) {
    const amountMinor = majorToMinor(parts.card.paymentAmount.value);
    if (amountMinor < 0 || (amountMinor === 0 && !terms.cardGuarantee)) {
      throw invalid('card.paymentAmount', 'A card payment must be above zero');
    }
    const row = await findActiveCard(db, session.userId, parts.card.paymentId);
    if (!row) throw fail('ErrorCode', 'UserCardNotFound', 'We were unable to process your payment method.');
    plan.card = { row, amountMinor };
  }

  if (parts.rewards) {
    const found = await findAccountBalance(db, session.userId, parts.rewards.rewardsAccountId, lock);
    if (!found || !(await isAccountVisibleTo(db, session, found))) {
      throw fail('CartValidationError', 'InvalidCustomer', 'The rewards account is not available.');
    }
    const { account, balanceMinor } = found;
    const blocked = redemptionBlockedMessage(account);
    if (blocked) throw fail('CartValidationError', 'RedemptionNotAllowed', blocked);
    const rewardsMinor = rewardsValueToMinor(parts.rewards.rewardsAmount, account.currency);
    if (isAccountDisabled({ balance: balanceMinor, redemptionMin: account.redemptionMin })) {
      throw fail(
        'CartValidationError',
        'RedemptionMinimumNotMet',
        'Your rewards account does not meet the minimum redemption amount.',
      );
    }
    if (rewardsMinor > balanceMinor) {
      throw fail(
        'CartValidationError',
        'InsufficientRewards',
        'The rewards amount is more than the account balance.',
      );
    }
    const fiatMinor = rewardsMinorToFiatMinor(rewardsMinor, account.currency);
    if (fiatMinor !== majorToMinor(parts.rewards.fiatValue.value)) {
      throw invalid('rewards.fiatValue', 'Does not match the rewards amount at the account rate');
    }
    plan.rewards = { account, rewardsMinor, fiatMinor };
  }

  if (parts.offer) {
    const row = await findOffer(db, session.userId, parts.offer.offerId, lock);
    const live =
      row &&
      row.status === 'Available' &&
      row.expiresAt.getTime() > now.getTime() &&
      (row.funnels.length === 0 || row.funnels.includes(terms.funnel)) &&
      restMinor >= row.minSpendMinor;
    if (!row || !live)
      throw fail('CartValidationError', 'OfferInvalid', 'The travel offer cannot be applied.');
    const amountMinor = majorToMinor(parts.offer.paymentAmount.value);
    if (amountMinor !== offerValueMinor(row, restMinor)) {
      throw invalid('offer.paymentAmount', 'Must be the offer value for this total');
    }
    plan.offer = { row, amountMinor };
  }

  if (parts.creditMinor !== undefined) {
    if (parts.creditMinor <= 0) throw invalid('credit.paymentAmount', 'A credit payment must be above zero');
    const balance = await findCreditBalance(db, session.userId, lock);
    if (parts.creditMinor > balance) {
      throw fail('CartValidationError', 'InsufficientCredit', 'The travel credit is more than your balance.');
    }
    plan.creditMinor = parts.creditMinor;
  }

  const paid =
    (plan.lineCredit?.amountMinor ?? 0) +
    (plan.card?.amountMinor ?? 0) +
    (plan.rewards?.fiatMinor ?? 0) +
    (plan.offer?.amountMinor ?? 0) +
    plan.creditMinor;
  if (paid !== totalMinor) {
    throw invalid('', `The payments add up to ${paid / 100} but the quoted total is ${totalMinor / 100}`);
  }
  return plan;
}
