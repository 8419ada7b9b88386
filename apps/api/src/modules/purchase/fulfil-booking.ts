/**
 * The booking itself, inside one database transaction: reservation, calendar hold, rewards redemption, card
 * charge, ledger rows, payment rows and the confirmation email all commit together or not at all. The outside
 * parties (issuer, card processor) cannot roll back with the database, so each success registers an undo that
 * runs if anything later fails.
 */
import { confirmationCode } from '@portal/domain/constants';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { Tx } from '@portal/db/client';
import type { AuthSession } from '../../plugins/auth.ts';
import type { CardCharges } from '../../providers/payments/card-charges.ts';
import type { IssuerRewards } from '../../providers/issuer-rewards/issuer-rewards.ts';
import { findListing } from '../stays/stays.repository.ts';
import { planPayments } from './fulfil-payments.ts';
import { CheckoutFailure, fail, isExclusionViolation, NO_AVAILABILITY } from './purchase-errors.ts';
import { confirmationSuffix } from './purchase-tokens.ts';
import type { FulfilSessionRow, QuoteSessionRow } from './purchase.repository.ts';
import { guestsRequestOf, toReservation } from './reservation-mapping.ts';
import { confirmationEmail } from '../outbox/confirmation-email.ts';
import {
  insertOutboxEmail,
  insertReservation,
  insertReservationHold,
  insertReservationPayments,
  insertRewardsLedger,
  insertWalletLedger,
  lockListingForBooking,
  markOfferUsed,
} from './reservations.repository.ts';
import type { Payment } from '@portal/contracts/purchase';

export type PurchaseProviders = { cards: CardCharges; rewards: IssuerRewards };
/** Undo steps for outside effects (a void, a reversal), run in reverse order when the booking fails. */
export type Undo = (() => Promise<void>)[];

export type BookingInput = {
  tx: Tx;
  providers: PurchaseProviders;
  session: AuthSession;
  fulfil: FulfilSessionRow;
  quote: QuoteSessionRow;
  now: Date;
  undo: Undo;
};

export async function book(input: BookingInput): Promise<string> {
  const { tx, providers, session, fulfil, quote, now, undo } = input;
  const request = quote.request as { listingId: string; stayDates: { from: string; until: string } };
  const listing = await findListing(tx, request.listingId);
  if (!listing || quote.totalMinor === null || !quote.quote)
    throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');

  await lockListingForBooking(tx, listing.id);
  // Instant book: the reservation is received and confirmed in this one transaction.
  assertTransition(RESERVATION, 'Received', 'Confirmed');
  const reservation = await insertReservation(tx, {
    confirmationCode: confirmationCode(confirmationSuffix()),
    userId: session.userId,
    listingId: listing.id,
    quoteSessionId: quote.id,
    fromDate: request.stayDates.from,
    untilDate: request.stayDates.until,
    guests: guestsRequestOf(quote.request),
    status: 'Confirmed',
    price: quote.quote,
    totalMinor: quote.totalMinor,
    cancellationPolicy: {
      policy: listing.cancellationPolicy,
      description: listing.cancellationDescription,
      fullRefundDaysBefore: listing.fullRefundDaysBefore,
      partialRefundPercent: listing.partialRefundPercent,
      partialRefundDaysBefore: listing.partialRefundDaysBefore,
    },
    email: quote.email,
    createdAt: now,
  });
  // First, before any money moves: the exclusion constraint decides who gets the dates.
  try {
    await insertReservationHold(tx, {
      ...request.stayDates,
      listingId: listing.id,
      reservationId: reservation.id,
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new CheckoutFailure(NO_AVAILABILITY);
    throw error;
  }

  const plan = await planPayments(tx, session, fulfil.payments as Payment[], quote.totalMinor, now, true);
  const reference = reservation.id;
  const paymentRows: Parameters<typeof insertReservationPayments>[1] = [];

  if (plan.offer) {
    await markOfferUsed(tx, plan.offer.row.id);
    // The offer credits and spends its value at once, so the history shows it and the credit balance does not move.
    await insertWalletLedger(tx, [
      {
        userId: session.userId,
        amountMinor: plan.offer.amountMinor,
        transactionType: 'TravelOffer',
        description: plan.offer.row.title,
        reference,
      },
      {
        userId: session.userId,
        amountMinor: -plan.offer.amountMinor,
        transactionType: 'Redeemed',
        description: `Applied to ${listing.name}`,
        reference,
      },
    ]);
    paymentRows.push({
      reservationId: reference,
      kind: 'TravelWalletOffer',
      amountMinor: plan.offer.amountMinor,
      walletOfferId: plan.offer.row.id,
    });
  }
  if (plan.creditMinor > 0) {
    await insertWalletLedger(tx, [
      {
        userId: session.userId,
        amountMinor: -plan.creditMinor,
        transactionType: 'CreditRedemption',
        description: `Travel credit applied to ${listing.name}`,
        reference,
      },
    ]);
    paymentRows.push({ reservationId: reference, kind: 'TravelWalletCredit', amountMinor: plan.creditMinor });
  }
  if (plan.rewards) {
    const { account, rewardsMinor, fiatMinor } = plan.rewards;
    const redeemed = await providers.rewards.redeem({
      accountReferenceId: account.accountReferenceId,
      rewardsAmount: rewardsMinor,
      idempotencyKey: `${fulfil.id}:rewards`,
    });
    if (redeemed.outcome !== 'Redeemed')
      throw fail('RedemptionFailure', 'RedemptionFailure', redeemed.message);
    undo.push(() => providers.rewards.reverse(redeemed.redemptionId));
    await insertRewardsLedger(tx, {
      accountId: account.id,
      amount: -rewardsMinor,
      kind: 'Redemption',
      reference,
      description: `Vacation rental ${reservation.confirmationCode}`,
    });
    paymentRows.push({
      reservationId: reference,
      kind: 'Rewards',
      amountMinor: fiatMinor,
      rewardsAmount: rewardsMinor,
      rewardsAccountId: account.id,
      providerReference: redeemed.redemptionId,
    });
  }
  if (plan.card) {
    const { row, amountMinor } = plan.card;
    const charged = await providers.cards.charge({
      token: row.providerToken,
      last4: row.last4,
      amountMinor,
      currency: 'USD',
      idempotencyKey: `${fulfil.id}:card`,
    });
    if (charged.outcome !== 'Approved') throw fail(charged.outcome, charged.outcome, charged.message);
    undo.push(() => providers.cards.void(charged.chargeId));
    paymentRows.push({
      reservationId: reference,
      kind: 'UserCard',
      amountMinor,
      paymentMethodId: row.id,
      providerReference: charged.chargeId,
    });
  }
  await insertReservationPayments(tx, paymentRows);

  // The confirmation email is written in the same transaction, so it exists exactly when the booking does.
  await insertOutboxEmail(tx, {
    toAddress: quote.email,
    ...confirmationEmail(await toReservation(tx, reservation)),
  });
  return reservation.id;
}
