import { hash } from '@node-rs/argon2';
import type {
  AdminUser,
  AdminUsersAnswer,
  InviteUserRequest,
  MemberStatus,
  UpdateUserRequest,
} from '@portal/contracts/admin-users';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import { newSecret } from '../../lib/secrets.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueEmail } from '../outbox/outbox.service.ts';
import type { AdminActor } from './admin-access.ts';
import {
  endSessionsOfUser,
  findMember,
  findTierOfBusiness,
  findUserIdByEmail,
  insertInvitedUser,
  insertMembership,
  isDeactivatedInBusinessInUse,
  listMembers,
  listTierNames,
  lockMemberships,
  saveMemberDetails,
  updateMembership,
  type MemberRow,
} from './users.repository.ts';

const ADMIN_PERMISSIONS = ['canViewAdmin', 'canViewUsers'];

function toAdminUser(row: MemberRow): AdminUser {
  return {
    userId: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    roles: row.membership.roles,
    isAdmin: row.membership.roles.includes('Admin'),
    policyTier: row.tier?.id ? { id: row.tier.id, name: row.tier.name } : null,
    status: (row.details?.status ?? 'active') as MemberStatus,
    department: row.details?.department ?? null,
  };
}

/** What the audit log keeps of a member: the fields an admin changes. */
const auditView = (u: AdminUser) => ({
  email: u.email,
  roles: u.roles,
  status: u.status,
  policyTier: u.policyTier?.name ?? null,
  department: u.department,
});

export async function listUsers(db: DbOrTx, admin: AdminActor): Promise<AdminUsersAnswer> {
  const [rows, tiers] = await Promise.all([
    listMembers(db, admin.businessId),
    listTierNames(db, admin.businessId),
  ]);
  return { users: rows.map(toAdminUser), tiers };
}

const tierNotFound = () => new ApiError(404, 40400, 'Policy tier not found in this business');

/**
 * Invites someone into the admin's business: a new user (who signs in after onboarding) or an existing user of
 * the portal gets a membership, and an invitation email goes out with it.
 */
export async function inviteUser(
  deps: AppDeps,
  admin: AdminActor,
  input: InviteUserRequest,
): Promise<AdminUser> {
  // Hashed before the transaction: argon2 is slow and the transaction should stay short.
  const unusablePassword = await hash(newSecret());
  return deps.db.transaction(async (tx) => {
    const tier = input.policyTierId
      ? await findTierOfBusiness(tx, admin.businessId, input.policyTierId)
      : (await listTierNames(tx, admin.businessId))[0];
    if (!tier) throw tierNotFound();
    let userId = await findUserIdByEmail(tx, input.email);
    if (userId && (await findMember(tx, admin.businessId, userId))) {
      throw new ApiError(409, 40920, 'This email already belongs to a member of the business.');
    }
    userId ??= await insertInvitedUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: unusablePassword,
      tenant: 'capone-corporate',
      accessStatus: 'onboarding',
    });
    const isAdmin = input.role === 'Admin';
    const membershipId = await insertMembership(tx, {
      userId,
      businessId: admin.businessId,
      roles: [input.role],
      permissions: isAdmin ? ADMIN_PERMISSIONS : [],
      policyTierId: tier.id,
      inUse: false,
    });
    await saveMemberDetails(tx, {
      membershipId,
      department: input.department || null,
      status: 'invited',
      invitedAt: deps.clock.now(),
      statusChangedAt: deps.clock.now(),
    });
    const row = await findMember(tx, admin.businessId, userId);
    if (!row) throw new Error('the invited member was not found after its insert');
    const user = toAdminUser(row);
    await queueEmail(tx, deps.jobs, {
      toAddress: input.email,
      subject: `You're invited to travel with ${row.businessName}`,
      text: [
        `Hello ${input.firstName},`,
        '',
        `You have been invited to book business travel for ${row.businessName} as ${input.role === 'Admin' ? 'an admin' : 'a traveler'} under the "${tier.name}" policy.`,
        'Sign in to the travel portal with this email address to finish setting up your account.',
      ].join('\n'),
    });
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action: 'user.invite',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: auditView(user),
    });
    return user;
  });
}

const lastAdmin = () =>
  new ApiError(409, 40921, 'A business needs at least one active admin: make someone else an admin first.');

async function activeAdminsOf(tx: DbOrTx, businessId: string): Promise<number> {
  const rows = await listMembers(tx, businessId);
  return rows.map(toAdminUser).filter((u) => u.isAdmin && u.status !== 'deactivated').length;
}

/** Deactivate or reactivate, make or unmake Admin, or move to another tier: one change, audit-logged. */
export async function updateUser(
  deps: AppDeps,
  admin: AdminActor,
  userId: string,
  change: UpdateUserRequest,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    await lockMemberships(tx, admin.businessId);
    const row = await findMember(tx, admin.businessId, userId);
    if (!row) throw notFound('User');
    const before = toAdminUser(row);
    const now = deps.clock.now();
    let action: string;
    let after: AdminUser;
    if ('status' in change) {
      const deactivate = change.status === 'deactivated';
      if (deactivate && before.isAdmin && before.status !== 'deactivated') {
        if ((await activeAdminsOf(tx, admin.businessId)) <= 1) throw lastAdmin();
      }
      // Reactivating someone who never finished signing up leaves them invited, not active.
      const status = deactivate
        ? 'deactivated'
        : row.user.accessStatus === 'onboarding'
          ? 'invited'
          : 'active';
      await saveMemberDetails(tx, {
        membershipId: row.membership.id,
        department: before.department,
        status,
        statusChangedAt: now,
      });
      if (deactivate) await endSessionsOfUser(tx, userId, now);
      action = deactivate ? 'user.deactivate' : 'user.reactivate';
      after = { ...before, status };
    } else if ('isAdmin' in change) {
      if (!change.isAdmin && before.isAdmin && before.status !== 'deactivated') {
        if ((await activeAdminsOf(tx, admin.businessId)) <= 1) throw lastAdmin();
      }
      const others = before.roles.filter((r) => r !== 'Admin' && r !== 'Traveler');
      const roles = change.isAdmin ? ['Admin', ...others] : ['Traveler', ...others];
      const kept = row.membership.permissions.filter((p) => !ADMIN_PERMISSIONS.includes(p));
      await updateMembership(tx, row.membership.id, {
        roles,
        permissions: change.isAdmin ? [...ADMIN_PERMISSIONS, ...kept] : kept,
      });
      action = change.isAdmin ? 'user.make_admin' : 'user.unmake_admin';
      after = { ...before, roles, isAdmin: change.isAdmin };
    } else {
      const tier = await findTierOfBusiness(tx, admin.businessId, change.policyTierId);
      if (!tier) throw tierNotFound();
      await updateMembership(tx, row.membership.id, { policyTierId: tier.id });
      action = 'user.change_tier';
      after = { ...before, policyTier: tier };
    }
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action,
      targetType: 'user',
      targetId: userId,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Sign-in asks this: a member their business in use has deactivated may not sign in (issue 15). */
export function isDeactivatedMember(db: DbOrTx, userId: string): Promise<boolean> {
  return isDeactivatedInBusinessInUse(db, userId);
}
