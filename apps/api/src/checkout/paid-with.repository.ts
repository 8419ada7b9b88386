import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@portal/db/client';
import { paymentMethods } from '@portal/db/schema/payments';
import { bookingPayments } from '@portal/db/schema/purchase';
import { rewardsAccounts, type EarnRates } from '@portal/db/schema/rewards';
import { walletOffers } from '@portal/db/schema/wallet';
import type { PaidRow } from '@portal/domain/payment-breakdown';

/** A stored payment, named by its source, with the earn terms of the card's own rewards account. */
export type PaidWithRow = PaidRow & {
  cardAccountName: string | null;
  cardAccountCurrency: string | null;
  cardAccountCurrencyDescription: string | null;
  cardAccountEarn: EarnRates | null;
};

// The card's account (which earns) is another row of the same table than the account rewards were redeemed from.
const cardAccount = alias(rewardsAccounts, 'card_account');

/** The booking's payment rows as they were written in its transaction. */
export async function listPaidWith(db: DbOrTx, bookingId: string): Promise<PaidWithRow[]> {
  return db
    .select({
      kind: bookingPayments.kind,
      amountMinor: bookingPayments.amountMinor,
      rewardsMinor: bookingPayments.rewardsAmount,
      rewardsCurrency: rewardsAccounts.currency,
      rewardsCurrencyDescription: rewardsAccounts.currencyDescription,
      rewardsAccountName: rewardsAccounts.productDisplayName,
      cardBrand: paymentMethods.brand,
      cardLastFour: paymentMethods.last4,
      offerTitle: walletOffers.title,
      cardAccountName: cardAccount.productDisplayName,
      cardAccountCurrency: cardAccount.currency,
      cardAccountCurrencyDescription: cardAccount.currencyDescription,
      cardAccountEarn: cardAccount.earn,
    })
    .from(bookingPayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, bookingPayments.paymentMethodId))
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, bookingPayments.rewardsAccountId))
    .leftJoin(cardAccount, eq(cardAccount.id, paymentMethods.rewardsAccountId))
    .leftJoin(walletOffers, eq(walletOffers.id, bookingPayments.walletOfferId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(bookingPayments.createdAt), asc(sql`${bookingPayments.id}`));
}
