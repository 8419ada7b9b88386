import { and, eq } from 'drizzle-orm';
import { createDb } from '@portal/db/client';
import { createWalletOffer } from '@portal/db/factories/wallet';
import { runMigrations } from '@portal/db/migrate';
import { rewardsAccounts, rewardsLedger } from '@portal/db/schema/rewards';
import { users } from '@portal/db/schema/users';
import { DEMO_HOTEL_NIGHTS, seedDemoData } from '@portal/db/seed/seed';

/** Extra live offers of primary@demo.test, so that every journey's booking can use one. */
export const JOURNEY_OFFERS = 12;

/** Extra Venture X miles of primary@demo.test, enough for every journey that redeems them. */
export const JOURNEY_MILES = 500_000;

/**
 * Prepares the e2e server's PGlite folder before the server opens it: the demo data the server would add on
 * its first start, plus offers for the journeys. A booking applies the best live wallet offer by default and
 * an offer is single-use, so without these the demo user's two offers would go to whichever journeys happen to
 * run first, and the offer journey would find none left.
 */
export async function prepareJourneyData(dataDir: string, listings: number): Promise<void> {
  const handle = await createDb({ dataDir });
  try {
    await runMigrations(handle);
    const today = new Date().toISOString().slice(0, 10);
    // As the server's own first start seeds it (apps/api/src/bootstrap.ts), hotels and their nights included.
    await seedDemoData(handle.db, { listings, today, hotelNights: DEMO_HOTEL_NIGHTS });
    const [primary] = await handle.db.select().from(users).where(eq(users.email, 'primary@demo.test'));
    if (!primary) throw new Error('the demo seed has no primary@demo.test');
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    for (let n = 1; n <= JOURNEY_OFFERS; n++) {
      await createWalletOffer(handle.db, primary.id, {
        title: `$20 off journey stay ${n}`,
        description: 'An offer for the browser journeys.',
        amountMinor: 2000,
        expiresAt,
      });
    }
    // Several journeys redeem Venture X miles (all-rewards, split and keyboard bookings); with the demo prices the
    // seeded balance ran out before the last of them when the whole suite ran, so the journeys get miles of their own.
    const [ventureX] = await handle.db
      .select()
      .from(rewardsAccounts)
      .where(
        and(eq(rewardsAccounts.userId, primary.id), eq(rewardsAccounts.productDisplayName, 'Venture X')),
      );
    if (!ventureX) throw new Error('the demo seed has no Venture X account for primary@demo.test');
    await handle.db.insert(rewardsLedger).values({
      accountId: ventureX.id,
      amount: JOURNEY_MILES,
      kind: 'Earn',
      description: 'Miles for the browser journeys',
    });
  } finally {
    await handle.close();
  }
}
