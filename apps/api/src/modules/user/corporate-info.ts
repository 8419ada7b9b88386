import { PolicyTier, type CorporateInfo } from '@portal/contracts/session';
import type { MembershipRow } from './user.repository.ts';

export type Permissions = { canViewAdmin: boolean; canViewUsers: boolean };

const noPermissions: Permissions = { canViewAdmin: false, canViewUsers: false };

/** Permissions come from the in-use membership's permission strings; consumers have none. */
export function permissionsOf(memberships: MembershipRow[]): Permissions {
  const inUse = memberships[0];
  if (!inUse) return noPermissions;
  const granted = new Set(inUse.membership.permissions);
  return { canViewAdmin: granted.has('canViewAdmin'), canViewUsers: granted.has('canViewUsers') };
}

// The tier is stored whole as JSON; a row edited by hand into another shape shows as no tier rather than
// failing the whole session answer.
function toPolicyTier(row: MembershipRow['policyTier']): PolicyTier | null {
  if (!row) return null;
  const parsed = PolicyTier.safeParse({ ...row.policy, id: row.id, name: row.name });
  return parsed.success ? parsed.data : null;
}

/** spec §3 corporateInfo, built from the memberships with the in-use one first; null for consumers. */
export function buildCorporateInfo(memberships: MembershipRow[]): CorporateInfo | null {
  const current = memberships[0];
  if (!current) return null;
  const { membership, business, policyTier } = current;
  return {
    permissions: permissionsOf(memberships),
    businessIsLive: business.isLive,
    role: membership.roles,
    policyTier: toPolicyTier(policyTier),
    businessId: business.id,
    businessName: business.name,
    accountReferenceId: business.accountReferenceId,
    businesses: memberships.map((m) => ({
      businessId: m.business.id,
      businessName: m.business.name,
      accountReferenceId: m.business.accountReferenceId,
    })),
    businessLoyaltyPrograms: business.loyaltyPrograms,
    defaultTravelerId: membership.defaultTravelerId,
    hiddenTravelerIds: membership.hiddenTravelerIds,
    hasSeenModalMap: membership.hasSeenModalMap,
    cap1Role: membership.cap1Role,
  };
}
