import type {
  WalletAmount,
  WalletCredit,
  WalletDetails,
  WalletOffer,
  WalletOffers,
  WalletTransaction,
} from '@portal/contracts/wallet';
import { minorToMajor } from '@portal/domain/money';
import { compareOffers, offerStatus } from '@portal/domain/wallet-offers';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import {
  findAllOffers,
  findLedger,
  findLiveOffers,
  insertWalletLedger,
  markOfferUsed,
  restoreOffer,
  sumCredit,
  sumCreditByType,
  type WalletLedgerRow,
  type WalletOfferRow,
} from './wallet.repository.ts';

// Wallet credit and offers are in USD, the only currency the ledger holds.
const CURRENCY = 'USD';

const amountOf = (amountMinor: number): WalletAmount => ({
  amount: minorToMajor(amountMinor),
  currency: CURRENCY,
});
const creditOf = (amountMinor: number): WalletCredit => ({ amount: amountOf(amountMinor) });

function toOffer(row: WalletOfferRow): WalletOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    shopPageBanner: row.shopPageBanner,
    funnels: row.funnels,
    amount: row.amountMinor === null ? null : amountOf(row.amountMinor),
    // Basis points to percent: 1000 bps is 10%.
    percentage: row.percentBps === null ? null : row.percentBps / 100,
    maxAmount: row.maxAmountMinor === null ? null : amountOf(row.maxAmountMinor),
    minSpend: amountOf(row.minSpendMinor),
    saleEventStartOn: row.saleEventStartOn?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    trackingPropertiesV2: {
      offer_id: row.id,
      offer_type: row.amountMinor === null ? 'percentage' : 'fixed',
      offer_funnels: row.funnels.join(','),
    },
  };
}

function toTransaction(row: WalletLedgerRow): WalletTransaction {
  return {
    id: row.id,
    transactionType: row.transactionType,
    description: row.description,
    amount: amountOf(row.amountMinor),
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET wallet/details: live offers, the credit balance (sum of the ledger) and its net per transaction type. */
export async function walletDetails(deps: AppDeps, session: AuthSession): Promise<WalletDetails> {
  const [offers, byType] = await Promise.all([
    findLiveOffers(deps.db, session.userId, deps.clock.now()),
    sumCreditByType(deps.db, session.userId),
  ]);
  const total = byType.reduce((sum, t) => sum + t.amountMinor, 0);
  return {
    offers: offers.map(toOffer),
    creditBreakdown: byType
      .filter((t) => t.amountMinor !== 0)
      .map((t) => ({ creditType: t.transactionType, amount: amountOf(t.amountMinor) })),
    credit: creditOf(total),
  };
}

/** GET wallet/offers: every offer with its status now; live ones first, then used and expired ones. */
export async function walletOffers(deps: AppDeps, session: AuthSession): Promise<WalletOffers> {
  const nowMs = deps.clock.now().getTime();
  const rows = await findAllOffers(deps.db, session.userId);
  const entries = rows.map((row) => ({
    row,
    id: row.id,
    expiresAtMs: row.expiresAt.getTime(),
    status: offerStatus(row.status, row.expiresAt.getTime(), nowMs),
  }));
  entries.sort(compareOffers);
  return { offers: entries.map((e) => ({ ...toOffer(e.row), status: e.status })) };
}

/** GET wallet/history: credit movements, newest first. */
export async function walletHistory(
  deps: AppDeps,
  session: AuthSession,
): Promise<{ credits: WalletTransaction[] }> {
  return { credits: (await findLedger(deps.db, session.userId)).map(toTransaction) };
}

/** GET wallet/credit: the credit balance. */
export async function walletCredit(deps: AppDeps, session: AuthSession): Promise<{ credit: WalletCredit }> {
  return { credit: creditOf(await sumCredit(deps.db, session.userId)) };
}

// Bookings and cancellations move wallet money inside their own transaction, through these.

/** Travel credit movements (a balance is their sum); a booking's rows name it by `bookingId`. */
export async function recordCreditMovements(
  tx: DbOrTx,
  rows: Parameters<typeof insertWalletLedger>[1],
): Promise<void> {
  await insertWalletLedger(tx, rows);
}

/** A booking spent the offer. */
export async function useOffer(tx: DbOrTx, offerId: string): Promise<void> {
  await markOfferUsed(tx, offerId);
}

/** A cancelled booking's offer can be used again. */
export async function reinstateOffer(tx: DbOrTx, offerId: string): Promise<void> {
  await restoreOffer(tx, offerId);
}
