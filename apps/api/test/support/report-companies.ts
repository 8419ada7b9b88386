import { randomUUID } from 'node:crypto';
import { createBusiness } from '@portal/db/factories/corporate';
import { memberDetails } from '@portal/db/schema/member-details';
import { signedInMember } from './passengers.ts';
import type { TestApp } from './test-app.ts';

/**
 * The Reports tests' companies: a business with an admin (Ada Adams) and a traveler (Ben Brooks, with a phone for
 * duty of care) in one department. `businessOf` is each test user's business: what their bookings are made for
 * unless a test says otherwise.
 */
export function reportCompanies(app: () => TestApp) {
  const businessOf = new Map<string, string>();

  async function company(department: string) {
    const business = await createBusiness(app().db, { name: `Acme ${randomUUID().slice(0, 4)}` });
    const { signedIn: admin } = await signedInMember(
      app(),
      business.id,
      { firstName: 'Ada', lastName: 'Adams' },
      'Admin',
    );
    const { signedIn: traveler, membership } = await signedInMember(app(), business.id, {
      firstName: 'Ben',
      lastName: 'Brooks',
      phoneNumber: '+1 206 555 0142',
    });
    await app().db.insert(memberDetails).values({ membershipId: membership.id, department });
    businessOf.set(admin.user.id, business.id);
    businessOf.set(traveler.user.id, business.id);
    return { business, admin, traveler };
  }

  return { company, businessOf };
}
