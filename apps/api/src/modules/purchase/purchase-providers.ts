import type { Db } from '@portal/db/client';
import type { IssuerRewards } from '../../providers/issuer-rewards/issuer-rewards.ts';
import { createIssuerRewardsSimulator } from '../../providers/issuer-rewards/issuer-rewards-simulator.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { createPaymentSimulator } from '../../providers/payments/payment-simulator.ts';

/** The outside parties money moves through: the card processor and the card issuer's rewards system. */
export type PurchaseProviders = { payments: PaymentProvider; rewards: IssuerRewards };

/**
 * The embedded simulators. They keep their books in their own tables of this database, so every API process
 * (and every process started after a crash) sees the same charges and redemptions, as with a real provider.
 */
export function createPurchaseProviders(db: Db): PurchaseProviders {
  return { payments: createPaymentSimulator(db), rewards: createIssuerRewardsSimulator(db) };
}
