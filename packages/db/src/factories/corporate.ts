import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { businesses, corporateMemberships, policyTiers } from '../schema/users.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type PolicyTierRow = typeof policyTiers.$inferSelect;
export type MembershipRow = typeof corporateMemberships.$inferSelect;

export async function createBusiness(
  db: DbOrTx,
  overrides: Partial<typeof businesses.$inferInsert> = {},
): Promise<BusinessRow> {
  const [row] = await db
    .insert(businesses)
    .values({
      tenant: 'capone-corporate',
      name: `Business ${randomUUID().slice(0, 6)}`,
      accountReferenceId: `biz-${randomUUID().slice(0, 8)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('business insert returned no row');
  return row;
}

/** A policy in the PolicyTier shape of packages/contracts/src/session.ts (id and name come from the row). */
export const samplePolicy = {
  settings: { isApprovalRequired: false },
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four', 'Five'], maxPricePerNight: 350 }] },
  cars: { policies: [{ maxPricePerDay: 120 }] },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 400,
        maxPriceForRoundTrip: 800,
        allowedFareClasses: ['Economy'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 900,
        maxPriceForRoundTrip: 1600,
        allowedFareClasses: ['Economy'],
      },
    ],
  },
};

export async function createPolicyTier(
  db: DbOrTx,
  overrides: Partial<typeof policyTiers.$inferInsert> = {},
): Promise<PolicyTierRow> {
  const [row] = await db
    .insert(policyTiers)
    .values({ name: 'Standard policy', policy: samplePolicy, ...overrides })
    .returning();
  if (!row) throw new Error('policy tier insert returned no row');
  return row;
}

/** The user's standing in a business; pass `inUse: true` for the business currently chosen. */
export async function createMembership(
  db: DbOrTx,
  values: Pick<typeof corporateMemberships.$inferInsert, 'userId' | 'businessId'> &
    Partial<typeof corporateMemberships.$inferInsert>,
): Promise<MembershipRow> {
  const [row] = await db
    .insert(corporateMemberships)
    .values({ roles: ['Traveler'], ...values })
    .returning();
  if (!row) throw new Error('membership insert returned no row');
  return row;
}
