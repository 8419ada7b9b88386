import type { CorporateInfo, SessionInfo, UserProfile } from '@portal/contracts/session';
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

export { onboardBusinessOf } from './business.service.ts';

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

/** The user's business in use with what they may do there; null for a consumer. */
export async function businessInUseOf(
  db: DbOrTx,
  userId: string,
): Promise<{ businessId: string; membershipId: string; permissions: Permissions } | null> {
  const memberships = await findMemberships(db, userId);
  const inUse = memberships[0];
  if (!inUse) return null;
  return {
    businessId: inUse.business.id,
    membershipId: inUse.membership.id,
    permissions: permissionsOf(memberships),
  };
}

/**
 * The business a booking of this session is made for (issue 15): the business in use on the corporate portal;
 * none (a personal booking) on the consumer portal, whatever businesses the user is a member of.
 */
export async function bookingBusinessOf(db: DbOrTx, session: AuthSession): Promise<string | null> {
  if (session.tenant !== 'capone-corporate') return null;
  return (await findMemberships(db, session.userId))[0]?.business.id ?? null;
}

/**
 * The user's business in use and its policy tier as stored (spec §3 "Policy tier", whole); null for a consumer.
 * The checkout reads the tier's settings (approval) when a traveler books.
 */
export async function policyInUseOf(
  db: DbOrTx,
  userId: string,
): Promise<{ businessId: string; policy: Record<string, unknown> | null } | null> {
  const inUse = (await findMemberships(db, userId))[0];
  if (!inUse) return null;
  return { businessId: inUse.business.id, policy: inUse.policyTier?.policy ?? null };
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
  const agent = session.agentUserId ? await requireUser(deps.db, session.agentUserId) : null;
  return {
    userInfo: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    isFirstSession: session.isFirstSession,
    agent: agent ? { userId: agent.id, firstName: agent.firstName, lastName: agent.lastName } : null,
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

/** The business in use and its policy tier (spec §3 corporateInfo); null for a consumer. */
export async function corporateInfoOf(db: DbOrTx, userId: string): Promise<CorporateInfo | null> {
  return buildCorporateInfo(await findMemberships(db, userId));
}
