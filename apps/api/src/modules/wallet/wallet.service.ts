import type {
  WalletAmount,
  WalletCredit,
  WalletDetails,
  WalletOffer,
  WalletTransaction,
} from '@portal/contracts/wallet';
import { minorToMajor } from '@portal/domain/money';
import type { AppDeps } from '../../app.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import {
  findLedger,
  findLiveOffers,
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
