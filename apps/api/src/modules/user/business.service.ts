import type { z } from 'zod';
import type {
  BusinessesAnswer,
  FintechEligibilityAnswer,
  FintechOptInAnswer,
  UsersListAnswer,
} from '@portal/contracts/business';
import type { CorporateInfo } from '@portal/contracts/session';
import {
  fintechEligibility,
  isModalEligible,
  type BookingForMode,
  type FirstUseModal,
} from '@portal/domain/corporate';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { buildCorporateInfo, permissionsOf } from './corporate-info.ts';
import { findMemberships, findUserById, markTermsAcknowledged } from './user.repository.ts';
import {
  findBusiness,
  listBusinessUsers,
  markBusinessOnboarded,
  markModalSeen,
  optInFintech,
  setBusinessInUse,
} from './business.repository.ts';

const notCorporate = () => new ApiError(403, 40312, 'Only a business traveler belongs to a business.');

/** GET cotb: every business the user belongs to, the one in use marked. */
export async function listBusinesses(deps: AppDeps, session: AuthSession): Promise<BusinessesAnswer> {
  const memberships = await findMemberships(deps.db, session.userId);
  return {
    businesses: memberships.map(({ business, membership }) => ({
      businessId: business.id,
      businessName: business.name,
      accountReferenceId: business.accountReferenceId,
      roles: membership.roles,
      inUse: membership.inUse,
    })),
  };
}

/** PUT cotb/changeBusinessInUse: the business must be one of the user's (404 otherwise). */
export async function changeBusinessInUse(
  deps: AppDeps,
  session: AuthSession,
  businessId: string,
): Promise<{ corporateInfo: CorporateInfo }> {
  const changed = await setBusinessInUse(deps.db, session.userId, businessId);
  if (!changed) throw notFound('Business');
  const info = buildCorporateInfo(await findMemberships(deps.db, session.userId));
  if (!info) throw notFound('Business');
  return { corporateInfo: info };
}

/** GET users/list (spec §6): with canViewUsers the business's people, otherwise only the user. */
export async function listUsers(deps: AppDeps, session: AuthSession): Promise<UsersListAnswer> {
  const memberships = await findMemberships(deps.db, session.userId);
  const inUse = memberships[0];
  if (inUse && permissionsOf(memberships).canViewUsers) {
    return { users: await listBusinessUsers(deps.db, inUse.business.id) };
  }
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw notFound('User');
  const self = { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
  return { users: [{ ...self, roles: inUse?.membership.roles ?? [] }] };
}

export async function modalEligibility(deps: AppDeps, session: AuthSession, modal: FirstUseModal) {
  const inUse = (await findMemberships(deps.db, session.userId))[0];
  return { modalName: modal, isEligible: isModalEligible(inUse?.membership ?? null, modal) };
}

/** PUT users/seenModal: remembered per business membership, so it is not shown again. */
export async function seenModal(deps: AppDeps, session: AuthSession, modal: FirstUseModal) {
  const inUse = (await findMemberships(deps.db, session.userId))[0];
  if (!inUse) throw notCorporate();
  return { hasSeenModalMap: await markModalSeen(deps.db, inUse.membership.id, modal) };
}

async function fintechStanding(deps: AppDeps, session: AuthSession) {
  const memberships = await findMemberships(deps.db, session.userId);
  const inUse = memberships[0];
  if (!inUse) return { inUse, eligibility: fintechEligibility(null) };
  const business = await findBusiness(deps.db, inUse.business.id);
  const eligibility = fintechEligibility({
    canViewAdmin: permissionsOf(memberships).canViewAdmin,
    businessIsLive: inUse.business.isLive,
    optedInAt: business?.fintechOptedInAt ?? null,
  });
  return { inUse, eligibility };
}

export async function isOptinEligible(
  deps: AppDeps,
  session: AuthSession,
): Promise<z.infer<typeof FintechEligibilityAnswer>> {
  return (await fintechStanding(deps, session)).eligibility;
}

/** POST cotbFintech/optInToSubscription: an eligible admin subscribes the business in use, audit-logged. */
export async function optInToSubscription(
  deps: AppDeps,
  session: AuthSession,
): Promise<z.infer<typeof FintechOptInAnswer>> {
  const { inUse, eligibility } = await fintechStanding(deps, session);
  if (!inUse) throw notCorporate();
  if (!eligibility.isEligible) {
    throw new ApiError(409, 40940, `The business cannot subscribe: ${eligibility.reason}.`);
  }
  return deps.db.transaction(async (tx) => {
    const row = await optInFintech(tx, inUse.business.id, session.userId, deps.clock.now());
    if (!row?.optedInAt) throw new ApiError(409, 40940, 'The business cannot subscribe: AlreadySubscribed.');
    await recordAudit(tx, deps.clock, {
      actorUserId: session.userId,
      businessId: inUse.business.id,
      action: 'business.fintechOptIn',
      targetType: 'business',
      targetId: inUse.business.id,
      before: { fintechOptedInAt: null },
      after: { fintechOptedInAt: row.optedInAt.toISOString() },
    });
    return { businessId: row.businessId, optedInAt: row.optedInAt.toISOString() };
  });
}

/**
 * Business onboarding (spec §6, auth code 40105): the admin of the business in use chooses who books for whom;
 * the business goes live and the admin may sign in from now on. One transaction, audit-logged.
 */
export async function onboardBusinessOf(deps: AppDeps, userId: string, mode: BookingForMode): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const memberships = await findMemberships(tx, userId);
    const inUse = memberships[0];
    if (!inUse || !permissionsOf(memberships).canViewAdmin) {
      throw new ApiError(403, 40313, 'Only an admin of a business sets up its business travel.');
    }
    await markBusinessOnboarded(tx, inUse.business.id, mode);
    await markTermsAcknowledged(tx, userId);
    await recordAudit(tx, deps.clock, {
      actorUserId: userId,
      businessId: inUse.business.id,
      action: 'business.onboard',
      targetType: 'business',
      targetId: inUse.business.id,
      before: { bookingForMode: inUse.business.bookingForMode, isLive: inUse.business.isLive },
      after: { bookingForMode: mode, isLive: true },
    });
  });
}
