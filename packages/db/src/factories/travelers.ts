import type { DbOrTx } from '../client.ts';
import { travelers } from '../schema/travelers.ts';

export type TravelerRow = typeof travelers.$inferSelect;
export type TravelerOverrides = Partial<Omit<typeof travelers.$inferInsert, 'userId'>>;

/** A saved traveler of `userId` (an adult with no passport or programs unless told otherwise). */
export async function createTraveler(
  db: DbOrTx,
  userId: string,
  overrides: TravelerOverrides = {},
): Promise<TravelerRow> {
  const [row] = await db
    .insert(travelers)
    .values({
      givenName: 'Jordan',
      surname: 'Lee',
      gender: 'F',
      dateOfBirth: '1985-04-12',
      ...overrides,
      userId,
    })
    .returning();
  if (!row) throw new Error('traveler insert returned no row');
  return row;
}
