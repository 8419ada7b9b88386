import { z } from 'zod';
import { FIRST_USE_MODALS } from '@portal/domain/corporate';
import { CorporateInfo } from './session.ts';

// Spec §7 corporate calls: cotb (the user's businesses), cotb/changeBusinessInUse, users/list,
// users/modalEligibility and users/seenModal, cotbFintech/isOptinEligible and optInToSubscription.

const BUSINESS_ID = 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607';

export const UserBusiness = z.object({
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.string(),
  roles: z.array(z.string()),
  inUse: z.boolean(),
});

export const BusinessesAnswer = z.object({ businesses: z.array(UserBusiness) }).meta({
  id: 'BusinessesAnswer',
  examples: [
    {
      businesses: [
        {
          businessId: BUSINESS_ID,
          businessName: 'Acme Outdoor Co.',
          accountReferenceId: 'acct-biz-acme-spark-miles',
          roles: ['Admin'],
          inUse: true,
        },
      ],
    },
  ],
});
export type BusinessesAnswer = z.infer<typeof BusinessesAnswer>;

export const ChangeBusinessRequest = z
  .object({ businessId: z.uuid() })
  .meta({ id: 'ChangeBusinessRequest', examples: [{ businessId: BUSINESS_ID }] });

/** The corporate info of the business now in use (what userInfo answers next). */
export const ChangeBusinessAnswer = z
  .object({ corporateInfo: CorporateInfo })
  .meta({ id: 'ChangeBusinessAnswer' });

export const CompanyUser = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});

export const UsersListAnswer = z.object({ users: z.array(CompanyUser) }).meta({
  id: 'UsersListAnswer',
  examples: [
    {
      users: [
        {
          userId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
          firstName: 'Jordan',
          lastName: 'Patel',
          email: 'corp-traveler@demo.test',
          roles: ['Traveler'],
        },
      ],
    },
  ],
});
export type UsersListAnswer = z.infer<typeof UsersListAnswer>;

export const ModalRequest = z
  .object({ modalName: z.enum(FIRST_USE_MODALS) })
  .meta({ id: 'ModalRequest', examples: [{ modalName: 'corporateWelcome' }] });

export const ModalEligibilityAnswer = z
  .object({ modalName: z.enum(FIRST_USE_MODALS), isEligible: z.boolean() })
  .meta({ id: 'ModalEligibilityAnswer', examples: [{ modalName: 'corporateWelcome', isEligible: true }] });

export const SeenModalAnswer = z
  .object({ hasSeenModalMap: z.record(z.string(), z.boolean()) })
  .meta({ id: 'SeenModalAnswer', examples: [{ hasSeenModalMap: { corporateWelcome: true } }] });

export const FintechEligibilityAnswer = z
  .object({
    isEligible: z.boolean(),
    reason: z.enum(['Eligible', 'NotCorporate', 'NotAdmin', 'BusinessNotLive', 'AlreadySubscribed']),
  })
  .meta({ id: 'FintechEligibilityAnswer', examples: [{ isEligible: true, reason: 'Eligible' }] });

export const FintechOptInAnswer = z.object({ businessId: z.string(), optedInAt: z.string() }).meta({
  id: 'FintechOptInAnswer',
  examples: [{ businessId: BUSINESS_ID, optedInAt: '2026-11-24T15:04:05.000Z' }],
});
