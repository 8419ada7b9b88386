import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { checkoutPolicyChecks } from '@portal/db/schema/policy';

export type PolicyCheckRow = typeof checkoutPolicyChecks.$inferSelect;

/** One check per quote: a second schedule of the same quote answers the first's token and records nothing new. */
export async function insertPolicyCheck(db: DbOrTx, row: PolicyCheckRow): Promise<void> {
  await db.insert(checkoutPolicyChecks).values(row).onConflictDoNothing();
}

export async function findPolicyCheck(db: DbOrTx, quoteSessionId: string): Promise<PolicyCheckRow | null> {
  const [row] = await db
    .select()
    .from(checkoutPolicyChecks)
    .where(eq(checkoutPolicyChecks.quoteSessionId, quoteSessionId))
    .limit(1);
  return row ?? null;
}
