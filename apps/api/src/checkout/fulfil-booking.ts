/**
 * The booking itself, inside one database transaction: the product line's booking and inventory claim, ledger
 * rows, payment rows, the intents' link to the booking and the confirmation email all commit together or not at
 * all. The rewards and the card were authorized before (fulfil-intents.ts) and are captured once this has
 * committed. Nothing here knows the product: the engine records the booking, the line its details and inventory,
 * and the line's words come from its HeldBooking.
 */
import { confirmationCode } from '@portal/domain/constants';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { Tx } from '@portal/db/client';
import type { ProductRegistry } from '../checkout/product-registry.ts';
import type { AuthSession } from '../plugins/auth.ts';
import type { Authorizations } from './fulfil-intents.ts';
import { paymentTermsOf, planPayments } from './fulfil-payments.ts';
import { attachPaymentIntent } from './payment-intents.repository.ts';
import { fail } from './purchase-errors.ts';
import type { FulfilSessionRow, QuoteSessionRow } from './purchase.repository.ts';
import { queueEmail } from '../modules/outbox/outbox.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { insertBooking, insertBookingPayments, lockUserForBooking } from './bookings.repository.ts';
import { confirmationSuffix } from './purchase-tokens.ts';
import { recordRewardsMovement } from '../modules/rewards/rewards.service.ts';
import { recordCreditMovements, useOffer } from '../modules/wallet/wallet.service.ts';
import type { Payment } from '@portal/contracts/purchase';
import { approvalAwaitingBooking, holdForApproval } from '../modules/approvals/approvals.service.ts';
import { bookingBusinessOf } from '../modules/user/user.service.ts';

export type BookingInput = {
  tx: Tx;
  session: AuthSession;
  fulfil: FulfilSessionRow;
  quote: QuoteSessionRow;
  now: Date;
  authorized: Authorizations;
  jobs: Pick<JobQueue, 'send'>;
  products: ProductRegistry;
};

/** A payment the plan needs but no authorization covers: the plan changed under the attempt (never expected). */
function authorizationOf<T>(found: T | null, kind: string): T {
  if (!found) throw new Error(`The booking's ${kind} payment was not authorized`);
  return found;
}

/** The booking's id, and whether it waits for an approver (issue 15) instead of confirming. */
export type Booked = { bookingId: string; awaitingApproval: boolean };

export async function book(input: BookingInput): Promise<Booked> {
  const { tx, session, fulfil, quote, now, authorized, jobs } = input;
  if (quote.totalMinor === null || !quote.quote)
    throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');
  const line = input.products.get(quote.productLine);

  // Row locks in one order for every booking (the user, then the line's inventory, then the user's rewards
  // account and offer): two bookings never hold one each while waiting for the other's.
  await lockUserForBooking(tx, session.userId);
  // First, before any money moves: the booking, then the line's details and its claim on the inventory (for
  // homes the exclusion constraint decides who gets the nights). A refused claim rolls the booking back.
  // A booking that needs approval stays Received (held, authorized, not captured) until an admin decides.
  const approval = await approvalAwaitingBooking(tx, quote.id);
  const status = approval ? 'Received' : line.bookedStatus;
  if (!approval) assertTransition(RESERVATION, 'Received', line.bookedStatus);
  const booking = await insertBooking(tx, {
    productLine: line.type,
    confirmationCode: confirmationCode(confirmationSuffix()),
    userId: session.userId,
    quoteSessionId: quote.id,
    // Every line's booking records the business it is made for here, once: the admin's Trips and Reports go by it.
    businessId: approval?.businessId ?? (await bookingBusinessOf(tx, session)),
    status,
    price: quote.quote,
    totalMinor: quote.totalMinor,
    email: quote.email,
    createdAt: now,
  });
  const held = await line.hold(tx, { booking, request: quote.request });

  const terms = paymentTermsOf(line, { totalMinor: quote.totalMinor, quote: quote.quote });
  const plan = await planPayments(tx, session, fulfil.payments as Payment[], terms, now, true);
  const bookingId = booking.id;
  const reference = bookingId;
  const paymentRows: Parameters<typeof insertBookingPayments>[1] = [];

  if (plan.lineCredit) {
    // The line spends it with a conditional update: of two bookings racing for one credit, one gets it.
    if (!line.credits) throw new Error(`The ${line.type} line takes no credits, yet its plan spends one`);
    await line.credits.redeem(tx, {
      userId: session.userId,
      creditId: plan.lineCredit.creditId,
      bookingId,
      now,
    });
    paymentRows.push({ bookingId, kind: 'AirlineTravelCredit', amountMinor: plan.lineCredit.amountMinor });
  }
  if (plan.offer) {
    await useOffer(tx, plan.offer.row.id);
    // The offer credits and spends its value at once, so the history shows it and the credit balance does not move.
    await recordCreditMovements(tx, [
      {
        userId: session.userId,
        amountMinor: plan.offer.amountMinor,
        transactionType: 'TravelOffer',
        description: plan.offer.row.title,
        reference,
        bookingId,
      },
      {
        userId: session.userId,
        amountMinor: -plan.offer.amountMinor,
        transactionType: 'Redeemed',
        description: `Applied to ${held.title}`,
        reference,
        bookingId,
      },
    ]);
    paymentRows.push({
      bookingId,
      kind: 'TravelWalletOffer',
      amountMinor: plan.offer.amountMinor,
      walletOfferId: plan.offer.row.id,
    });
  }
  if (plan.creditMinor > 0) {
    await recordCreditMovements(tx, [
      {
        userId: session.userId,
        amountMinor: -plan.creditMinor,
        transactionType: 'CreditRedemption',
        description: `Travel credit applied to ${held.title}`,
        reference,
        bookingId,
      },
    ]);
    paymentRows.push({ bookingId, kind: 'TravelWalletCredit', amountMinor: plan.creditMinor });
  }
  if (plan.rewards) {
    const { account, rewardsMinor, fiatMinor } = plan.rewards;
    const redemption = authorizationOf(authorized.rewards, 'rewards');
    await attachPaymentIntent(tx, redemption.intentId, bookingId, redemption.providerReference);
    await recordRewardsMovement(tx, {
      accountId: account.id,
      amount: -rewardsMinor,
      kind: 'Redemption',
      reference,
      bookingId,
      description: held.ledgerText,
    });
    paymentRows.push({
      bookingId,
      kind: 'Rewards',
      amountMinor: fiatMinor,
      rewardsAmount: rewardsMinor,
      rewardsAccountId: account.id,
      providerReference: redemption.providerReference,
    });
  }
  if (plan.card && plan.card.amountMinor === 0) {
    // The card only guarantees the booking (paid at the hotel): a $0 row names it and its verification.
    const checked = authorizationOf(authorized.guarantee, 'card guarantee');
    paymentRows.push({
      bookingId,
      kind: 'UserCard',
      amountMinor: 0,
      paymentMethodId: plan.card.row.id,
      providerReference: checked.providerReference,
    });
  } else if (plan.card) {
    const { row, amountMinor } = plan.card;
    const charge = authorizationOf(authorized.card, 'card');
    await attachPaymentIntent(tx, charge.intentId, bookingId, charge.providerReference);
    paymentRows.push({
      bookingId,
      kind: 'UserCard',
      amountMinor,
      paymentMethodId: row.id,
      providerReference: charge.providerReference,
    });
  }
  await insertBookingPayments(tx, paymentRows);

  // Held for approval: the approvers and the traveler hear of it; the confirmation waits for the approval.
  if (approval) {
    await holdForApproval(tx, jobs, approval, { ...booking, title: held.title, now });
    return { bookingId, awaitingApproval: true };
  }
  // A line with a supplier step sends its confirmation once the supplier confirms (supplier-step.ts).
  if (line.supplier) return { bookingId, awaitingApproval: false };
  // The confirmation email and its delivery job are written in the same transaction, so they exist exactly when
  // the booking does.
  await queueEmail(tx, jobs, {
    toAddress: quote.email,
    ...(await line.confirmationEmail(tx, bookingId)),
  });
  return { bookingId, awaitingApproval: false };
}
