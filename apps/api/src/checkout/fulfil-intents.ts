/**
 * The outside payments of a booking in two steps (DESIGN.md "Data"): an intent with an idempotency key is
 * committed first, then the rewards and the card are authorized, the booking commits (and attaches the intents),
 * and only then are they captured. An intent whose booking did not commit is voided. Every call is idempotent by
 * the intent's key, so a retried poll, a second process or the recovery sweep can repeat any step.
 */
import type { Db } from '@portal/db/client';
import type { FulfilSessionStatus } from '@portal/domain/enums';
import type { PaymentPlan } from './fulfil-payments.ts';
import { fail } from './purchase-errors.ts';
import type { Providers } from '../deps.ts';
import {
  findSettleableIntents,
  markPaymentIntent,
  recordPaymentIntents,
  type NewPaymentIntent,
  type PaymentIntentRow,
} from './payment-intents.repository.ts';

/** The outside parties money moves through: the card processor and the card issuer's rewards system. */
export type PurchaseProviders = Pick<Providers, 'payments' | 'rewards'>;

/** What the booking transaction records of each authorization: the intent it settles and the provider's id. */
export type Authorized = { intentId: string; providerReference: string };
export type Authorizations = {
  card: Authorized | null;
  rewards: Authorized | null;
  /** The $0 verification of a card that only guarantees the booking (nothing to capture or void). */
  guarantee: { providerReference: string } | null;
};

/** A card part paying nothing: the card guarantees the booking (PaymentTerms.cardGuarantee). */
export const isGuarantee = (plan: PaymentPlan) => plan.card !== null && plan.card.amountMinor === 0;

/** Records (commits) the intents of the plan's card and rewards parts; answers the session's intents. */
export async function recordIntents(
  db: Db,
  fulfilSessionId: string,
  plan: PaymentPlan,
): Promise<PaymentIntentRow[]> {
  const wanted: NewPaymentIntent[] = [];
  if (plan.rewards) {
    wanted.push({
      fulfilSessionId,
      kind: 'Rewards',
      idempotencyKey: `${fulfilSessionId}:rewards`,
      amountMinor: plan.rewards.fiatMinor,
      rewardsAmount: plan.rewards.rewardsMinor,
      rewardsAccountId: plan.rewards.account.id,
    });
  }
  if (plan.card && !isGuarantee(plan)) {
    wanted.push({
      fulfilSessionId,
      kind: 'UserCard',
      idempotencyKey: `${fulfilSessionId}:card`,
      amountMinor: plan.card.amountMinor,
      paymentMethodId: plan.card.row.id,
    });
  }
  return recordPaymentIntents(db, fulfilSessionId, wanted);
}

/**
 * Rewards first, so a failing redemption leaves the card untouched; a decline throws the spec §8 failure (the
 * caller ends the session and voids whatever was authorized).
 */
export async function authorizeIntents(
  providers: PurchaseProviders,
  fulfilSessionId: string,
  intents: readonly PaymentIntentRow[],
  plan: PaymentPlan,
): Promise<Authorizations> {
  const found: Authorizations = { card: null, rewards: null, guarantee: null };
  const rewardsIntent = intents.find((i) => i.kind === 'Rewards');
  if (plan.rewards && rewardsIntent) {
    const held = await providers.rewards.authorize({
      accountReferenceId: plan.rewards.account.accountReferenceId,
      rewardsAmount: rewardsIntent.rewardsAmount ?? 0,
      idempotencyKey: rewardsIntent.idempotencyKey,
    });
    if (held.outcome !== 'Authorized') throw fail('RedemptionFailure', 'RedemptionFailure', held.message);
    found.rewards = { intentId: rewardsIntent.id, providerReference: held.redemptionId };
  }
  const cardIntent = intents.find((i) => i.kind === 'UserCard');
  if (plan.card && cardIntent) {
    const held = await providers.payments.authorize({
      token: plan.card.row.providerToken,
      last4: plan.card.row.last4,
      amountMinor: cardIntent.amountMinor,
      currency: 'USD',
      idempotencyKey: cardIntent.idempotencyKey,
    });
    if (held.outcome !== 'Authorized') throw fail(held.outcome, held.outcome, held.message);
    found.card = { intentId: cardIntent.id, providerReference: held.chargeId };
  }
  if (plan.card && isGuarantee(plan)) {
    const checked = await providers.payments.verify({
      token: plan.card.row.providerToken,
      last4: plan.card.row.last4,
      currency: 'USD',
      idempotencyKey: `${fulfilSessionId}:card-guarantee`,
    });
    if (checked.outcome !== 'Verified') throw fail(checked.outcome, checked.outcome, checked.message);
    found.guarantee = { providerReference: checked.verificationId };
  }
  return found;
}

/**
 * Captures an intent of a booking that went through, or voids one whose booking never will: no booking, or one
 * its supplier refused (its session ended in Failure after the booking committed).
 */
export async function settleIntent(
  db: Db,
  providers: PurchaseProviders,
  intent: PaymentIntentRow,
  sessionStatus: FulfilSessionStatus,
): Promise<'Captured' | 'Voided' | 'CaptureFailed'> {
  const provider = intent.kind === 'Rewards' ? providers.rewards : providers.payments;
  if (intent.bookingId && sessionStatus === 'Success') {
    const captured = await provider.capture(intent.idempotencyKey);
    if (captured.outcome !== 'Captured') return 'CaptureFailed';
    await markPaymentIntent(db, intent.id, 'Captured');
    return 'Captured';
  }
  await provider.void(intent.idempotencyKey);
  await markPaymentIntent(db, intent.id, 'Voided');
  return 'Voided';
}

/**
 * Settles the intents of a session that has ended (read back from the database, whichever process ended it).
 * A session still Pending keeps its intents for the attempt that will book it, and a booking held for an
 * approver or its supplier keeps them until that decision (findSettleableIntents); a booking that failed after
 * its session succeeded (denied, expired) has them voided.
 */
export async function settleSessionIntents(
  db: Db,
  providers: PurchaseProviders,
  fulfilSessionId: string,
  status: FulfilSessionStatus,
): Promise<void> {
  if (status === 'Pending') return;
  const open = await findSettleableIntents(db, fulfilSessionId);
  await Promise.all(
    open.map((intent) =>
      settleIntent(db, providers, intent, intent.sessionStatus === 'Failure' ? 'Failure' : status),
    ),
  );
}
