import type {
  AdminPoliciesAnswer,
  AdminPolicyTier,
  DeletedPolicyTier,
  PolicyTierInput,
} from '@portal/contracts/admin-policies';
import { PolicyTier } from '@portal/contracts/session';
import type { DbOrTx } from '@portal/db/client';
import { isRestrictive, type PolicyTierRules } from '@portal/domain/policy/tier';
import { validatePolicyTier } from '@portal/domain/policy/validate';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AdminActor } from './admin-access.ts';
import {
  countMembersOfTier,
  deleteTier,
  findTier,
  insertTier,
  listTiersWithCounts,
  nameTaken,
  updateTier,
  type StoredPolicy,
  type TierRow,
} from './policies.repository.ts';

const tierNotFound = () => new ApiError(404, 40400, 'Policy tier not found in this business');
const nameInUse = (name: string) =>
  new ApiError(409, 40950, `Another policy tier is already called "${name}".`);

// The tier is stored whole as JSON; a row edited by hand into another shape is left out of the list (and not
// found alone) rather than failing the whole screen.
function toAdminTier(row: TierRow, memberCount: number): AdminPolicyTier | null {
  const parsed = PolicyTier.safeParse({ ...row.policy, id: row.id, name: row.name });
  if (!parsed.success) return null;
  return { ...parsed.data, memberCount, isRestrictive: isRestrictive(parsed.data) };
}

const rulesOf = (input: PolicyTierInput): PolicyTierRules & StoredPolicy => ({
  settings: input.settings,
  hotels: input.hotels,
  cars: input.cars,
  flights: input.flights,
});

/** The domain's rules, as the editor shows them live: a 400 naming each field and its rule, never a 500. */
function refuseBrokenRules(input: PolicyTierInput): void {
  const problems = validatePolicyTier(rulesOf(input));
  const first = problems[0];
  if (!first) return;
  throw new ApiError(400, 40000, first.message, {
    fields: problems.map((p) => ({ field: `body.${p.path}`, message: p.message })),
  });
}

/**
 * What the audit log keeps of a tier: its fields flat enough that the log's before/after table names each one
 * ("hotels.maxPricePerNight"); flight policies go by duration, several hotel or car policies by number.
 */
function auditView(tier: PolicyTierInput): Record<string, unknown> {
  const byNumber = <T>(items: readonly T[]) =>
    items.length === 1 ? items[0] : Object.fromEntries(items.map((item, i) => [String(i + 1), item]));
  return {
    name: tier.name,
    isApprovalRequired: tier.settings.isApprovalRequired,
    hotels: byNumber(tier.hotels.policies),
    cars: byNumber(tier.cars.policies),
    flights: {
      enableLongFlights: tier.flights.enableLongFlights,
      minHoursForLongFlight: tier.flights.minHoursForLongFlight,
      ...Object.fromEntries(
        tier.flights.policies.map(({ duration, ...caps }) => [duration.toLowerCase(), caps]),
      ),
    },
  };
}

export async function listTiers(db: DbOrTx, admin: AdminActor): Promise<AdminPoliciesAnswer> {
  const rows = await listTiersWithCounts(db, admin.businessId);
  const tiers = rows.map((r) => toAdminTier(r.tier, r.memberCount));
  return { tiers: tiers.filter((t): t is AdminPolicyTier => t !== null) };
}

export async function getTier(db: DbOrTx, admin: AdminActor, tierId: string): Promise<AdminPolicyTier> {
  const row = await findTier(db, admin.businessId, tierId);
  const tier = row ? toAdminTier(row, await countMembersOfTier(db, row.id)) : null;
  if (!tier) throw tierNotFound();
  return tier;
}

export async function createTier(
  deps: AppDeps,
  admin: AdminActor,
  input: PolicyTierInput,
): Promise<AdminPolicyTier> {
  refuseBrokenRules(input);
  return deps.db.transaction(async (tx) => {
    if (await nameTaken(tx, admin.businessId, input.name)) throw nameInUse(input.name);
    const row = await insertTier(tx, {
      businessId: admin.businessId,
      name: input.name,
      policy: rulesOf(input),
    });
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action: 'policy.create',
      targetType: 'policyTier',
      targetId: row.id,
      before: null,
      after: auditView(input),
    });
    const tier = toAdminTier(row, 0);
    if (!tier) throw new Error('a created policy tier does not read back');
    return tier;
  });
}

export async function replaceTier(
  deps: AppDeps,
  admin: AdminActor,
  tierId: string,
  input: PolicyTierInput,
): Promise<AdminPolicyTier> {
  return deps.db.transaction(async (tx) => {
    const row = await findTier(tx, admin.businessId, tierId, { lock: true });
    const before = row ? toAdminTier(row, 0) : null;
    // A hand-broken row can still be put right: it is found, only not shown as it was.
    if (!row) throw tierNotFound();
    refuseBrokenRules(input);
    if (await nameTaken(tx, admin.businessId, input.name, tierId)) throw nameInUse(input.name);
    const saved = await updateTier(tx, tierId, { name: input.name, policy: rulesOf(input) });
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action: 'policy.update',
      targetType: 'policyTier',
      targetId: tierId,
      before: before ? auditView(before) : { name: row.name },
      after: auditView(input),
    });
    const tier = toAdminTier(saved, await countMembersOfTier(tx, tierId));
    if (!tier) throw new Error('a saved policy tier does not read back');
    return tier;
  });
}

/** Deletes a tier no one uses; a tier members still use answers 409 with the rule. */
export async function removeTier(
  deps: AppDeps,
  admin: AdminActor,
  tierId: string,
): Promise<DeletedPolicyTier> {
  return deps.db.transaction(async (tx) => {
    const row = await findTier(tx, admin.businessId, tierId, { lock: true });
    if (!row) throw tierNotFound();
    const members = await countMembersOfTier(tx, tierId);
    if (members > 0) {
      throw new ApiError(
        409,
        40951,
        `${members === 1 ? '1 member uses' : `${members} members use`} this tier: move them to another tier before deleting it.`,
      );
    }
    const before = toAdminTier(row, 0);
    await deleteTier(tx, tierId);
    await recordAudit(tx, deps.clock, {
      actorUserId: admin.userId,
      businessId: admin.businessId,
      action: 'policy.delete',
      targetType: 'policyTier',
      targetId: tierId,
      before: before ? auditView(before) : { name: row.name },
      after: null,
    });
    return { id: tierId, name: row.name };
  });
}
