import { Faker, en } from '@faker-js/faker';
import type { memberDetails } from '../schema/member-details.ts';
import type { PeopleRows } from './people-builder.ts';

// More people at Acme Outdoor Co. for the admin portal: departments, an invited hire and a deactivated
// former employee, so the Users screen looks like a real company's. They sign in with the demo password.

const STAFF = [
  { firstName: 'Priya', lastName: 'Raman', department: 'Sales', status: 'active' },
  { firstName: 'Marcus', lastName: 'Holloway', department: 'Engineering', status: 'active' },
  { firstName: 'Elena', lastName: 'Vasquez', department: 'Marketing', status: 'active' },
  { firstName: 'Tomás', lastName: 'Okafor', department: 'Sales', status: 'active' },
  { firstName: 'Grace', lastName: 'Whitfield', department: 'Finance', status: 'invited' },
  { firstName: 'Daniel', lastName: 'Brennan', department: 'Operations', status: 'deactivated' },
] as const;

const DEPARTMENTS: Record<string, string> = {
  'corp-admin@demo.test': 'Operations',
  'corp-traveler@demo.test': 'Sales',
};

export function addCompanyStaff(
  rows: PeopleRows & { memberDetails: (typeof memberDetails.$inferInsert)[] },
  idByEmail: Map<string, string>,
  passwordHash: string,
  joinedAt: Date,
): void {
  const acme = rows.businesses.find((b) => b.name === 'Acme Outdoor Co.');
  const tier = rows.policyTiers.find((t) => t.businessId === acme?.id);
  if (!acme?.id || !tier?.id) return;
  // Its own seeded faker: the shared one's sequence (every later demo id) stays as it was before these people.
  const f = new Faker({ locale: [en] });
  f.seed(15);
  for (const [email, department] of Object.entries(DEPARTMENTS)) {
    const membership = rows.corporateMemberships.find(
      (m) => m.userId === idByEmail.get(email) && m.businessId === acme.id,
    );
    if (membership?.id)
      rows.memberDetails.push({ membershipId: membership.id, department, status: 'active' });
  }
  for (const person of STAFF) {
    const userId = f.string.uuid();
    const email = `${person.firstName.toLowerCase().replace('á', 'a')}.${person.lastName.toLowerCase()}@acme-outdoor.test`;
    idByEmail.set(email, userId);
    rows.users.push({
      id: userId,
      email,
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      tenant: 'capone-corporate',
      accessStatus: person.status === 'invited' ? 'onboarding' : 'ok',
      createdAt: joinedAt,
    });
    const membershipId = f.string.uuid();
    rows.corporateMemberships.push({
      id: membershipId,
      userId,
      businessId: acme.id,
      roles: ['Traveler'],
      permissions: [],
      cap1Role: 'AuthorizedUser',
      policyTierId: tier.id,
      inUse: true,
    });
    rows.memberDetails.push({
      membershipId,
      department: person.department,
      status: person.status,
      invitedAt: person.status === 'invited' ? joinedAt : null,
    });
  }
}
