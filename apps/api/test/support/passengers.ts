import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Person } from '@portal/contracts/travelers';
import { TravelerList } from '@portal/contracts/travelers';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createTraveler } from '@portal/db/factories/travelers';
import { createUser, type UserOverrides } from '@portal/db/factories/users';
import { corporateMemberships } from '@portal/db/schema/users';
import type { SignedIn, TestApp } from './test-app.ts';

/** A traveler payload with what spec §5 requires (travelers/update and PUT /passengers take the same). */
export const person = (overrides: Record<string, unknown> = {}) => ({
  givenName: 'Mary-Jane',
  surname: "O'Neil",
  gender: 'F',
  dateOfBirth: '1990-03-04',
  ...overrides,
});

/**
 * A signed-in user of the corporate portal and their membership of the business, in use. An Admin's may view the
 * admin pages and the business's users; a Traveler's has the factory's defaults.
 */
export async function signedInMember(
  t: TestApp,
  businessId: string,
  user: UserOverrides,
  role: 'Admin' | 'Traveler' = 'Traveler',
) {
  const signedIn = await t.signedInUser({ tenant: 'capone-corporate', ...user });
  const admin = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'] };
  const membership = await createMembership(t.db, {
    userId: signedIn.user.id,
    businessId,
    ...(role === 'Admin' ? admin : {}),
    inUse: true,
  });
  return { signedIn, membership };
}

/** Calls and fixtures of the passengers tests, on the test app that `app()` answers once it has started. */
export function passengerCalls(app: () => TestApp) {
  const list = async (session: SignedIn, includeHidden = false) => {
    const res = await app().request(
      'GET',
      `/api/v0/passengers${includeHidden ? '?includeHidden=true' : ''}`,
      {
        session,
      },
    );
    expect(res.statusCode).toBe(200);
    return TravelerList.parse(res.json()).value;
  };
  const names = (people: Person[]) => people.map((p) => `${p.givenName} ${p.surname}`);
  const save = (session: SignedIn, body: Record<string, unknown>) =>
    app().request('PUT', '/api/v0/passengers', { session, body });
  const choose = (session: SignedIn, action: 'assign_default' | 'hide' | 'show', travelerId: string) =>
    app().request('PUT', `/api/v0/passengers/${action}`, { session, body: { travelerId } });

  /** A business with an admin (canViewUsers), a plain member with one traveler, and a member with none. */
  async function company() {
    const business = await createBusiness(app().db);
    const { signedIn: admin } = await signedInMember(
      app(),
      business.id,
      { firstName: 'Ada', lastName: 'Admin' },
      'Admin',
    );
    const { signedIn: member } = await signedInMember(app(), business.id, {
      firstName: 'Milo',
      lastName: 'Member',
    });
    const newcomer = await createUser(app().db, {
      tenant: 'capone-corporate',
      firstName: 'Nia',
      lastName: 'New',
    });
    await createMembership(app().db, { userId: newcomer.id, businessId: business.id, inUse: true });
    const adminSelf = await createTraveler(app().db, admin.user.id, { givenName: 'Ada', surname: 'Admin' });
    const adminKid = await createTraveler(app().db, admin.user.id, { givenName: 'Kit', surname: 'Admin' });
    const memberSelf = await createTraveler(app().db, member.user.id, {
      givenName: 'Milo',
      surname: 'Member',
    });
    return { business, admin, member, newcomer, adminSelf, adminKid, memberSelf };
  }

  const membershipOf = async (userId: string) => {
    const [row] = await app()
      .db.select()
      .from(corporateMemberships)
      .where(eq(corporateMemberships.userId, userId));
    return row;
  };

  return { list, names, save, choose, person, company, membershipOf };
}
