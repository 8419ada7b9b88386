import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@portal/db/client';
import { paymentMethods } from '@portal/db/schema/payments';
import { reservationPayments } from '@portal/db/schema/purchase';
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
export async function listPaidWith(db: DbOrTx, reservationId: string): Promise<PaidWithRow[]> {
  return db
    .select({
      kind: reservationPayments.kind,
      amountMinor: reservationPayments.amountMinor,
      rewardsMinor: reservationPayments.rewardsAmount,
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
    .from(reservationPayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, reservationPayments.paymentMethodId))
    .leftJoin(rewardsAccounts, eq(rewardsAccounts.id, reservationPayments.rewardsAccountId))
    .leftJoin(cardAccount, eq(cardAccount.id, paymentMethods.rewardsAccountId))
    .leftJoin(walletOffers, eq(walletOffers.id, reservationPayments.walletOfferId))
    .where(eq(reservationPayments.reservationId, reservationId))
    .orderBy(asc(reservationPayments.createdAt), asc(sql`${reservationPayments.id}`));
}
