import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { businesses } from '@portal/db/schema/users';

/** The business row locked for a change of its onboarding settings (`lock`), or read as is. */
export async function findBusinessSettings(db: DbOrTx, businessId: string, lock = false) {
  const query = db
    .select({ name: businesses.name, bookingForMode: businesses.bookingForMode })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setBookingForMode(db: DbOrTx, businessId: string, mode: string): Promise<void> {
  await db.update(businesses).set({ bookingForMode: mode }).where(eq(businesses.id, businessId));
}
