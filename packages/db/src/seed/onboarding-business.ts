import type { PeopleRows } from './people-builder.ts';

// onboarding@demo.test is the admin of a business that has not finished onboarding (spec §6, auth code 40105):
// signing in lands on the onboarding page, where they choose who books for whom and the business goes live.
// Fixed ids rather than the seed's faker, so adding it left every other demo row as it was.
const BUSINESS_ID = '7a6c1b52-3f4e-4d8a-9b0c-1e2f3a4b5c6d';
const MEMBERSHIP_ID = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';

export function addOnboardingBusiness(rows: PeopleRows, idByEmail: Map<string, string>): void {
  const admin = idByEmail.get('onboarding@demo.test');
  if (!admin) return;
  rows.businesses.push({
    id: BUSINESS_ID,
    tenant: 'capone-corporate',
    name: 'Kim Architecture Studio',
    accountReferenceId: 'acct-biz-kim-spark-cash',
    isLive: false,
    loyaltyPrograms: {},
  });
  rows.corporateMemberships.push({
    id: MEMBERSHIP_ID,
    userId: admin,
    businessId: BUSINESS_ID,
    roles: ['Admin'],
    permissions: ['canViewAdmin', 'canViewUsers'],
    cap1Role: 'Primary',
    inUse: true,
  });
}
