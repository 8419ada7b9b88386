import { z } from 'zod';
import { WALLET_TRANSACTION_TYPES } from '@portal/domain/enums';

// api.md "Checkout" (wallet rows) and spec §3 "Travel wallet".

/** Spec §3's `{amount, currency}`: `amount` in major units with at most 2 decimals. */
export const WalletAmount = z
  .object({ amount: z.number(), currency: z.string() })
  .meta({ id: 'WalletAmount' });
export type WalletAmount = z.infer<typeof WalletAmount>;

export const WalletCredit = z.object({ amount: WalletAmount }).meta({ id: 'WalletCredit' });
export type WalletCredit = z.infer<typeof WalletCredit>;

/** Spec §3 "Wallet transaction types", as the server stores them. */
export const WalletTransactionType = z.enum(WALLET_TRANSACTION_TYPES);
export type WalletTransactionType = z.infer<typeof WalletTransactionType>;

/**
 * A live travel offer: a fixed amount off (`amount`) or a percentage off (`percentage`, e.g. 10 for 10%), never
 * more than `maxAmount` when it has one ("10% off, up to $100").
 */
export const WalletOffer = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    shopPageBanner: z.string().nullable(),
    funnels: z.array(z.string()),
    amount: WalletAmount.nullable(),
    percentage: z.number().nullable(),
    maxAmount: WalletAmount.nullable(),
    minSpend: WalletAmount,
    saleEventStartOn: z.string().nullable(),
    expiresAt: z.string(),
    trackingPropertiesV2: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  })
  .meta({ id: 'WalletOffer' });
export type WalletOffer = z.infer<typeof WalletOffer>;

/**
 * Every offer of the user with its status at the time of asking, for the wallet page (GET wallet/offers): a live
 * offer is Available; one applied to a booking is Used; one past its expiry is Expired.
 */
export const WalletOfferStatus = z.enum(['Available', 'Used', 'Expired']);
export type WalletOfferStatus = z.infer<typeof WalletOfferStatus>;

export const WalletOfferEntry = WalletOffer.extend({ status: WalletOfferStatus }).meta({
  id: 'WalletOfferEntry',
});
export type WalletOfferEntry = z.infer<typeof WalletOfferEntry>;

export const WalletOffers = z.object({ offers: z.array(WalletOfferEntry) }).meta({ id: 'WalletOffers' });
export type WalletOffers = z.infer<typeof WalletOffers>;

/** The net credit each transaction type contributed to the balance (types that net to zero are left out). */
export const CreditBreakdownItem = z.object({ creditType: WalletTransactionType, amount: WalletAmount });

export const WalletDetails = z
  .object({
    offers: z.array(WalletOffer),
    creditBreakdown: z.array(CreditBreakdownItem),
    credit: WalletCredit,
  })
  .meta({ id: 'WalletDetails' });
export type WalletDetails = z.infer<typeof WalletDetails>;

export const WalletTransaction = z
  .object({
    id: z.string(),
    transactionType: WalletTransactionType,
    description: z.string(),
    amount: WalletAmount,
    reference: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletHistory = z.object({ credits: z.array(WalletTransaction) });
export const WalletCreditAnswer = z.object({ credit: WalletCredit });
