import type { SessionInfo, UserProfile } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { findUserById } from '../session/session.repository.ts';
import { buildCorporateInfo } from './corporate-info.ts';
import { findMemberships } from './user.repository.ts';

async function loadUser(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  // A session outliving its user (deleted by an operator) is no session.
  if (!user) throw unauthorized();
  return user;
}

/** spec §3 "Session info" of the signed-in session. */
export async function getSessionInfo(deps: AppDeps, session: AuthSession): Promise<SessionInfo> {
  const user = await loadUser(deps, session.userId);
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
  const user = await loadUser(deps, userId);
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
  const user = await loadUser(deps, userId);
  return { phoneNumber: user.phoneNumber };
}
