import type { ListUser } from '@portal/domain/traveler-list';
import { bookingForScope, isBookingForMode } from '@portal/domain/corporate';
import type { DbOrTx } from '@portal/db/client';
import type { AuthSession } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/errors.ts';
import {
  findCompanyUsers,
  findCurrentMembership,
  findListUser,
  type MembershipChoices,
} from './passengers.repository.ts';

/**
 * Whose travelers a session may see and change (spec §6): with canViewUsers, every user of the business in
 * use, when the business's booking-for mode lets an arranger book for others; otherwise the user alone. Every traveler id a call names is checked against `userIds`.
 */
export type TravelerScope = {
  membership: MembershipChoices | null;
  users: ListUser[];
  userIds: string[];
};

export async function loadTravelerScope(
  db: DbOrTx,
  session: AuthSession,
  options: { forUpdate?: boolean } = {},
): Promise<TravelerScope> {
  const membership = await findCurrentMembership(db, session.userId, options);
  const canViewUsers = membership?.permissions.includes('canViewUsers') ?? false;
  let users: ListUser[];
  const mode = membership && isBookingForMode(membership.bookingForMode) ? membership.bookingForMode : null;
  if (membership && mode && bookingForScope(canViewUsers, mode) === 'company') {
    users = await findCompanyUsers(db, membership.businessId);
  } else {
    const self = await findListUser(db, session.userId);
    // A session outliving its user (deleted by an operator) is no session.
    if (!self) throw unauthorized();
    users = [self];
  }
  return { membership, users, userIds: users.map((u) => u.userId) };
}
