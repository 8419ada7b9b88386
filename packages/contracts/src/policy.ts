// Spec §5 "Corporate policy" in the API: a result's evaluation against the traveler's tier, and GET
// policies/details (spec §7). Evaluations appear only for a corporate user whose tier is restrictive.
import { z } from 'zod';
import { standardTravelPolicy } from '@portal/domain/policy/standard-tier';
import { PolicyTier } from './session.ts';

export const PolicyEvaluation = z
  .object({
    inPolicy: z.boolean(),
    /** Short reasons a traveler reads ("Over the $300 nightly cap"); empty when in policy. */
    violations: z.array(z.string()),
  })
  .meta({
    id: 'PolicyEvaluation',
    examples: [{ inPolicy: false, violations: ['Over the $300 nightly cap'] }],
  });
export type PolicyEvaluation = z.infer<typeof PolicyEvaluation>;

const STANDARD_TIER_EXAMPLE: PolicyTier = {
  id: '6f1c4a52-8a0e-4f43-9f7b-2d1f6c1f0a11',
  ...standardTravelPolicy(),
};

/** GET policies/details: the tier of the business in use (a consumer has none: 404). */
export const PolicyDetails = z
  .object({
    businessId: z.string(),
    businessName: z.string(),
    /** Null when the membership has no tier: nothing is restricted. */
    policyTier: PolicyTier.nullable(),
    /** Spec §5: false when the tier allows everything; shopping then shows no policy badges. */
    isRestrictive: z.boolean(),
  })
  .meta({
    id: 'PolicyDetails',
    examples: [
      {
        businessId: 'b3c0a0de-5d1b-4a57-9a59-0d6b3f1f9c21',
        businessName: 'Acme Corp',
        policyTier: STANDARD_TIER_EXAMPLE,
        isRestrictive: true,
      },
    ],
  });
export type PolicyDetails = z.infer<typeof PolicyDetails>;
