// The traveler's corporate policy (spec §5): GET policies/details, and the restrictive tier that shopping and the
// checkout's policy validator judge results and quotes by. Rules are the domain's (packages/domain/src/policy).
import type { PolicyDetails, PolicyEvaluation } from '@portal/contracts/policy';
import type { PolicyTier } from '@portal/contracts/session';
import type { DbOrTx } from '@portal/db/client';
import { evaluatePolicy } from '@portal/domain/policy/evaluate';
import { isRestrictive, type PolicySubject } from '@portal/domain/policy/tier';
import { notFound } from '../../plugins/errors.ts';
import { corporateInfoOf } from '../user/user.service.ts';

export async function getPolicyDetails(db: DbOrTx, userId: string): Promise<PolicyDetails> {
  const info = await corporateInfoOf(db, userId);
  // A consumer belongs to no business and so has no policy at all.
  if (!info) throw notFound('Corporate policy');
  return {
    businessId: info.businessId,
    businessName: info.businessName,
    policyTier: info.policyTier,
    isRestrictive: info.policyTier !== null && isRestrictive(info.policyTier),
  };
}

/**
 * The tier results and quotes are judged by: the business in use's, when it restricts anything. Null for a
 * consumer, a membership without a tier, and a tier that allows everything (nothing is ever out of policy).
 */
export async function restrictiveTierOf(db: DbOrTx, userId: string): Promise<PolicyTier | null> {
  const tier = (await corporateInfoOf(db, userId))?.policyTier ?? null;
  return tier && isRestrictive(tier) ? tier : null;
}

/** A judge of policy subjects for one request: absent (undefined) answers without a restrictive tier. */
export type PolicyJudge = (subject: PolicySubject) => PolicyEvaluation;

export async function policyJudgeOf(db: DbOrTx, userId: string): Promise<PolicyJudge | null> {
  const tier = await restrictiveTierOf(db, userId);
  return tier ? (subject) => evaluatePolicy(tier, subject) : null;
}
