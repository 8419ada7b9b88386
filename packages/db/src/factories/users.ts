import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string };

export const FACTORY_PASSWORD = 'correct horse battery staple';

// Tests hash with the cheapest argon2 settings: verify() reads the cost from the hash itself, so sign-in
// still exercises the real check, without spending ~50 ms of CPU per user.
const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hashes = new Map<string, Promise<string>>();
const cheapHash = (password: string) => {
  let found = hashes.get(password);
  if (!found) hashes.set(password, (found = hash(password, cheap)));
  return found;
};

/** A consumer user who may sign in with FACTORY_PASSWORD unless told otherwise; a unique email by default. */
export async function createUser(
  db: DbOrTx,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string }> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique}@example.test`,
      firstName: 'Test',
      lastName: `User ${unique}`,
      phoneNumber: '+15555550100',
      ...rest,
      passwordHash: await cheapHash(password),
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return { ...row, password };
}
