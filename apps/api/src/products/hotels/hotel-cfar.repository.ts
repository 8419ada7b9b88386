// Cancel for any reason bought with a hotel booking (hotel_cfar_purchases): written in the booking transaction,
// read by the cancellation.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import { hotelCfarPurchases } from '@portal/db/schema/hotel-protections';

export type CfarPurchaseRow = typeof hotelCfarPurchases.$inferSelect;
export type NewCfarPurchase = Omit<typeof hotelCfarPurchases.$inferInsert, 'createdAt'>;

export async function insertCfarPurchase(db: DbOrTx, values: NewCfarPurchase): Promise<void> {
  await db.insert(hotelCfarPurchases).values(values);
}

export async function findCfarPurchase(db: DbOrTx, bookingId: string): Promise<CfarPurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(hotelCfarPurchases)
    .where(eq(hotelCfarPurchases.bookingId, bookingId))
    .limit(1);
  return row;
}
