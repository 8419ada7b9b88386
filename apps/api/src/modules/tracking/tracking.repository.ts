import type { DbOrTx } from '@portal/db/client';
import { trackingEvents } from '@portal/db/schema/users';

export async function insertTrackingEvent(
  db: DbOrTx,
  row: typeof trackingEvents.$inferInsert,
): Promise<void> {
  await db.insert(trackingEvents).values(row);
}
