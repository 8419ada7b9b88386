import type { SessionInfo, UserProfile } from '@portal/contracts/session';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { buildCorporateInfo, permissionsOf, type Permissions } from './corporate-info.ts';
import {
  findMemberships,
  findUserByEmail,
  findUserById,
  forgetTravelerInMemberships,
  markTermsAcknowledged,
  saveMembershipChoices,
  type UserRow,
} from './user.repository.ts';

// Who a user is and what they may do, for the session and experiments modules too.
export function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

export function findUserWithEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** The user of a signed-in session; a session outliving its user (deleted by an operator) is no session. */
export async function requireUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** The user accepted the portal's terms: nothing more stands between them and a session. */
export async function acknowledgeTermsOf(db: DbOrTx, userId: string): Promise<void> {
  await markTermsAcknowledged(db, userId);
}

/** What the user may do in the portal, from their business in use (none for consumers). */
export async function permissionsOfUser(db: DbOrTx, userId: string): Promise<Permissions> {
  return permissionsOf(await findMemberships(db, userId));
}

/** A corporate membership's traveler choices (its default and hidden travelers), kept by the travelers module. */
export async function saveTravelerChoices(
  tx: DbOrTx,
  membershipId: string,
  choices: { defaultTravelerId: string | null; hiddenTravelerIds: string[] },
): Promise<void> {
  await saveMembershipChoices(tx, membershipId, choices);
}

/** A deleted traveler leaves no dangling default or hidden id in any membership. */
export async function forgetTraveler(tx: DbOrTx, travelerId: string): Promise<void> {
  await forgetTravelerInMemberships(tx, travelerId);
}

/** spec §3 "Session info" of the signed-in session. */
export async function getSessionInfo(deps: AppDeps, session: AuthSession): Promise<SessionInfo> {
  const user = await requireUser(deps.db, session.userId);
  const memberships = await findMemberships(deps.db, user.id);
  return {
    userInfo: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    isFirstSession: session.isFirstSession,
    csrfToken: session.csrfToken,
    sessionExpiration: session.expiresAt.toISOString(),
    isDelegatedSession: session.isDelegated,
    userId: user.id,
    logo: user.logoUrl,
    tenant: session.tenant,
    corporateInfo: buildCorporateInfo(memberships),
  };
}

export async function getUserProfile(deps: AppDeps, userId: string): Promise<UserProfile> {
  const user = await requireUser(deps.db, userId);
  const memberships = await findMemberships(deps.db, user.id);
  return {
    userId: user.id,
    userInfo: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    corporateInfo: buildCorporateInfo(memberships),
  };
}

export async function getCustomerDetails(
  deps: AppDeps,
  userId: string,
): Promise<{ phoneNumber: string | null }> {
  const user = await requireUser(deps.db, userId);
  return { phoneNumber: user.phoneNumber };
}
