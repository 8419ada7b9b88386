import { z } from 'zod';
import { standardTravelPolicy } from '@portal/domain/policy/standard-tier';
import { PolicyTier } from './session.ts';

// The admin portal's Policies screen (issue 15, spec §3 "Policy tier", §5 "Corporate policy"): a business's
// tiers, created, edited and deleted by its admins. The zod schemas check the shape only; the rules (caps, star
// ratings, fare classes, the long-flight threshold) are domain/policy/validate.ts, which the server answers with
// 400 and the editor shows live.

// Lists are short by nature (5 star ratings, 5 fare classes, Short and Long); the bounds only stop abuse.
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);
const cap = z.number().nullable();
const word = z.string().max(40);

export const PolicyTierName = z
  .string()
  .trim()
  .min(1, 'Give the tier a name.')
  .max(80, 'A tier name can be at most 80 characters.');

const PolicyTierShape = z
  .object({
    name: PolicyTierName,
    settings: z.object({ isApprovalRequired: z.boolean() }).strict(),
    hotels: z
      .object({
        policies: list(z.object({ allowedStarRatings: list(word, 10), maxPricePerNight: cap }).strict(), 10),
      })
      .strict(),
    cars: z.object({ policies: list(z.object({ maxPricePerDay: cap }).strict(), 10) }).strict(),
    flights: z
      .object({
        enableLongFlights: z.boolean(),
        minHoursForLongFlight: z.number(),
        policies: list(
          z
            .object({
              duration: z.enum(['Short', 'Long']),
              maxPriceForOneWay: cap,
              maxPriceForRoundTrip: cap,
              allowedFareClasses: list(word, 10),
            })
            .strict(),
          4,
        ),
      })
      .strict(),
  })
  .strict();

const INPUT_EXAMPLE: z.infer<typeof PolicyTierShape> = standardTravelPolicy();

/** What an admin sends to create or replace a tier: spec §3 "Policy tier" with its name. */
export const PolicyTierInput = PolicyTierShape.meta({ id: 'PolicyTierRequest', examples: [INPUT_EXAMPLE] });
export type PolicyTierInput = z.infer<typeof PolicyTierInput>;

/** A tier as the admin portal shows it: the tier, how many members use it, and whether it restricts at all. */
export const AdminPolicyTier = PolicyTier.extend({
  memberCount: z.number().int(),
  /** Spec §5: false when everything is allowed ("not restrictive"): travelers see no policy badges. */
  isRestrictive: z.boolean(),
}).meta({
  id: 'AdminPolicyTier',
  examples: [
    { id: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b', ...INPUT_EXAMPLE, memberCount: 12, isRestrictive: true },
  ],
});
export type AdminPolicyTier = z.infer<typeof AdminPolicyTier>;

/** The business in use's tiers, by name. */
export const AdminPoliciesAnswer = z.object({ tiers: z.array(AdminPolicyTier) }).meta({
  id: 'AdminPoliciesAnswer',
  examples: [
    {
      tiers: [
        {
          id: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b',
          ...INPUT_EXAMPLE,
          memberCount: 12,
          isRestrictive: true,
        },
      ],
    },
  ],
});
export type AdminPoliciesAnswer = z.infer<typeof AdminPoliciesAnswer>;

/** DELETE answers the tier that is gone, so the screen can say which. */
export const DeletedPolicyTier = z.object({ id: z.string(), name: z.string() }).meta({
  id: 'DeletedPolicyTier',
  examples: [{ id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Interns' }],
});
export type DeletedPolicyTier = z.infer<typeof DeletedPolicyTier>;

export const PolicyTierParams = z.object({ tierId: z.uuid() });
