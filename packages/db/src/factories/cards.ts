import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { paymentMethods } from '../schema/payments.ts';
import { rewardsAccounts } from '../schema/rewards.ts';

export type RewardsAccountRow = typeof rewardsAccounts.$inferSelect;
export type RewardsAccountOverrides = Partial<Omit<typeof rewardsAccounts.$inferInsert, 'userId'>>;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodOverrides = Partial<Omit<typeof paymentMethods.$inferInsert, 'userId'>>;

/** A Miles rewards account of `userId` whose card ends in 1234, with a unique reference id. */
export async function createRewardsAccount(
  db: DbOrTx,
  userId: string,
  overrides: RewardsAccountOverrides = {},
): Promise<RewardsAccountRow> {
  const [row] = await db
    .insert(rewardsAccounts)
    .values({
      accountReferenceId: `acct-${randomUUID().slice(0, 8)}`,
      productDisplayName: 'Venture',
      productId: 'VENTURE',
      cardType: 'Visa Signature',
      customerAccountRole: 'Primary',
      lastFour: '1234',
      currency: 'Miles',
      currencyDescription: 'miles',
      earn: { homesMultiplier: 5, hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 5 },
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('rewards account insert returned no row');
  return row;
}

/** A saved card of `userId` (a token only, as the portal keeps cards), Visa ending 1234 unless told otherwise. */
export async function createPaymentMethod(
  db: DbOrTx,
  userId: string,
  overrides: PaymentMethodOverrides = {},
): Promise<PaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      brand: 'visa',
      last4: '1234',
      expMonth: 12,
      expYear: 2030,
      cardholderName: 'Test User',
      billingZip: '10001',
      providerToken: `tok_factory_${randomUUID()}`,
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}
