/**
 * The booking itself, inside one database transaction: reservation, calendar hold, ledger rows, payment rows,
 * the intents' link to the reservation and the confirmation email all commit together or not at all. The rewards
 * and the card were authorized before (fulfil-intents.ts) and are captured once this has committed.
 */
import { confirmationCode } from '@portal/domain/constants';
import { assertTransition, RESERVATION } from '@portal/domain/lifecycles';
import type { Tx } from '@portal/db/client';
import type { AuthSession } from '../../plugins/auth.ts';
import { findListing } from '../stays/stays.repository.ts';
import type { Authorizations } from './fulfil-intents.ts';
import { planPayments } from './fulfil-payments.ts';
import { attachPaymentIntent } from './payment-intents.repository.ts';
import { CheckoutFailure, fail, isExclusionViolation, NO_AVAILABILITY } from './purchase-errors.ts';
import { confirmationSuffix } from './purchase-tokens.ts';
import type { FulfilSessionRow, QuoteSessionRow } from './purchase.repository.ts';
import { guestsRequestOf, toReservation } from './reservation-mapping.ts';
import { confirmationEmail } from '../outbox/confirmation-email.ts';
import { queueEmail } from '../outbox/email-delivery.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import {
  insertReservation,
  insertReservationHold,
  insertReservationPayments,
  insertRewardsLedger,
  insertWalletLedger,
  lockListingForBooking,
  lockUserForBooking,
  markOfferUsed,
} from './reservations.repository.ts';
import type { Payment } from '@portal/contracts/purchase';

export type BookingInput = {
  tx: Tx;
  session: AuthSession;
  fulfil: FulfilSessionRow;
  quote: QuoteSessionRow;
  now: Date;
  authorized: Authorizations;
  jobs: Pick<JobQueue, 'send'>;
};

/** A payment the plan needs but no authorization covers: the plan changed under the attempt (never expected). */
function authorizationOf(found: Authorizations[keyof Authorizations], kind: string) {
  if (!found) throw new Error(`The booking's ${kind} payment was not authorized`);
  return found;
}

export async function book(input: BookingInput): Promise<string> {
  const { tx, session, fulfil, quote, now, authorized, jobs } = input;
  const request = quote.request as { listingId: string; stayDates: { from: string; until: string } };
  const listing = await findListing(tx, request.listingId);
  if (!listing || quote.totalMinor === null || !quote.quote)
    throw fail('ErrorCode', 'QuoteError', 'No price quote order product id avaialble');

  // Row locks in one order for every booking (the user, then the listing, then the user's rewards account and
  // offer): two bookings never hold one each while waiting for the other's.
  await lockUserForBooking(tx, session.userId);
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
    const redemption = authorizationOf(authorized.rewards, 'rewards');
    await attachPaymentIntent(tx, redemption.intentId, reference, redemption.providerReference);
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
      providerReference: redemption.providerReference,
    });
  }
  if (plan.card) {
    const { row, amountMinor } = plan.card;
    const charge = authorizationOf(authorized.card, 'card');
    await attachPaymentIntent(tx, charge.intentId, reference, charge.providerReference);
    paymentRows.push({
      reservationId: reference,
      kind: 'UserCard',
      amountMinor,
      paymentMethodId: row.id,
      providerReference: charge.providerReference,
    });
  }
  await insertReservationPayments(tx, paymentRows);

  // The confirmation email and its delivery job are written in the same transaction, so they exist exactly when
  // the booking does.
  await queueEmail(tx, jobs, {
    toAddress: quote.email,
    ...confirmationEmail(await toReservation(tx, reservation)),
  });
  return reservation.id;
}
