import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership, createPolicyTier } from '@portal/db/factories/corporate';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { rowsOf } from './support/purchase-flow.ts';

// Issue 15, the admin portal's Users screen: list, invite, deactivate and reactivate, make and unmake Admin,
// change tier; every change audit-logged; the last admin stays; another business's admin sees nothing of ours.

let t: TestApp;
type Person = SignedIn & { user: { id: string; email: string; password: string } };
let admin: Person;
let traveler: Person;
let otherAdmin: Person;
let tiers: { standard: string; executive: string; theirs: string };

const ADMIN = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'], inUse: true };

beforeAll(async () => {
  t = await createTestApp({
    now: '2025-06-02T12:00:00Z',
    config: { signInRateLimit: { max: 1000, windowMs: 1 } },
  });
  const ours = await createBusiness(t.db, { name: 'Northwind Outfitters' });
  const theirs = await createBusiness(t.db, { name: 'Contoso Freight' });
  tiers = {
    standard: (await createPolicyTier(t.db, { businessId: ours.id, name: 'Standard' })).id,
    executive: (await createPolicyTier(t.db, { businessId: ours.id, name: 'Executive' })).id,
    theirs: (await createPolicyTier(t.db, { businessId: theirs.id, name: 'Contoso policy' })).id,
  };
  admin = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Morgan', lastName: 'Reyes' });
  traveler = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Avery', lastName: 'Chen' });
  otherAdmin = await t.signedInUser({ tenant: 'capone-corporate' });
  await createMembership(t.db, {
    userId: admin.user.id,
    businessId: ours.id,
    policyTierId: tiers.standard,
    ...ADMIN,
  });
  await createMembership(t.db, {
    userId: traveler.user.id,
    businessId: ours.id,
    policyTierId: tiers.standard,
    inUse: true,
  });
  await createMembership(t.db, { userId: otherAdmin.user.id, businessId: theirs.id, ...ADMIN });
});
afterAll(async () => {
  await t?.close();
});

// A second between changes, so the audit log's newest entry is the last change.
const patch = (who: SignedIn, userId: string, body: unknown) => {
  t.clock.advance(1000);
  return t.request('PATCH', `/admin/api/v0/users/${userId}`, { session: who, body });
};

async function lastAudit() {
  const res = await t.request('GET', '/admin/api/v0/audit-log?limit=1', { session: admin });
  return res.json().entries[0];
}

describe('the Users screen API', () => {
  it("lists the business's people with role, tier, status and department, and its tiers", async () => {
    const res = await t.request('GET', '/admin/api/v0/users', { session: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().users.map((u: { lastName: string }) => u.lastName)).toEqual(['Chen', 'Reyes']);
    expect(res.json().users[1]).toMatchObject({
      email: admin.user.email,
      isAdmin: true,
      status: 'active',
      department: null,
      policyTier: { id: tiers.standard, name: 'Standard' },
    });
    expect(res.json().tiers.map((x: { name: string }) => x.name)).toEqual(['Executive', 'Standard']);
  });

  it('invites someone: an invited member, an email in the outbox and an audit entry', async () => {
    const body = {
      email: ' Dana.Okafor@Northwind.test ',
      firstName: 'Dana',
      lastName: 'Okafor',
      role: 'Traveler',
      policyTierId: tiers.executive,
      department: 'Finance',
    };
    const res = await t.request('POST', '/admin/api/v0/users', { session: admin, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'dana.okafor@northwind.test',
      status: 'invited',
      department: 'Finance',
      isAdmin: false,
      policyTier: { name: 'Executive' },
    });
    const mail = rowsOf<{ subject: string; text: string }>(
      await t.db.execute(
        sql`select subject, text from email_outbox where to_address = 'dana.okafor@northwind.test'`,
      ),
    );
    expect(mail[0]?.subject).toBe("You're invited to travel with Northwind Outfitters");
    expect(await lastAudit()).toMatchObject({
      action: 'user.invite',
      before: null,
      after: { status: 'invited' },
    });

    const again = await t.request('POST', '/admin/api/v0/users', { session: admin, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already belongs to a member/);
  });

  it.each([
    [
      { email: 'not-an-email', firstName: 'A', lastName: 'B', role: 'Traveler' },
      'Enter a valid email address.',
    ],
    [{ email: 'a@b.test', firstName: ' ', lastName: 'B', role: 'Traveler' }, 'First name is required.'],
    [{ email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'Owner' }, ''],
  ])('refuses an invite %j with 400', async (body, message) => {
    const res = await t.request('POST', '/admin/api/v0/users', { session: admin, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it("refuses another business's tier with 404", async () => {
    const body = {
      email: 'x@northwind.test',
      firstName: 'X',
      lastName: 'Y',
      role: 'Traveler',
      policyTierId: tiers.theirs,
    };
    const res = await t.request('POST', '/admin/api/v0/users', { session: admin, body });
    expect(res.statusCode, res.body).toBe(404);
    expect((await patch(admin, traveler.user.id, { policyTierId: tiers.theirs })).statusCode).toBe(404);
  });

  it('changes a tier, audit-logged with before and after', async () => {
    const res = await patch(admin, traveler.user.id, { policyTierId: tiers.executive });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().policyTier.name).toBe('Executive');
    expect(await lastAudit()).toMatchObject({
      action: 'user.change_tier',
      targetId: traveler.user.id,
      before: { policyTier: 'Standard' },
      after: { policyTier: 'Executive' },
    });
  });

  it('deactivates a member, who is signed out and cannot sign in, and reactivates them', async () => {
    const off = await patch(admin, traveler.user.id, { status: 'deactivated' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('deactivated');
    expect((await t.request('GET', '/api/v0/userInfo', { session: traveler })).statusCode).toBe(401);
    await expect(t.signIn(traveler.user.email, traveler.user.password)).rejects.toThrow();
    expect(await lastAudit()).toMatchObject({ action: 'user.deactivate', after: { status: 'deactivated' } });

    const on = await patch(admin, traveler.user.id, { status: 'active' });
    expect(on.json().status).toBe('active');
    await expect(t.signIn(traveler.user.email, traveler.user.password)).resolves.toMatchObject({});
  });

  it('makes and unmakes an Admin, but never removes the last admin (409)', async () => {
    const alone = await patch(admin, admin.user.id, { isAdmin: false });
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json().message).toMatch(/at least one active admin/);
    expect((await patch(admin, admin.user.id, { status: 'deactivated' })).statusCode).toBe(409);

    const made = await patch(admin, traveler.user.id, { isAdmin: true });
    expect(made.json()).toMatchObject({ isAdmin: true, roles: ['Admin'] });
    const newAdmin = await t.signIn(traveler.user.email, traveler.user.password);
    expect((await t.request('GET', '/admin/api/v0/users', { session: newAdmin })).statusCode).toBe(200);

    const unmade = await patch(admin, traveler.user.id, { isAdmin: false });
    expect(unmade.json()).toMatchObject({ isAdmin: false, roles: ['Traveler'] });
    expect(await lastAudit()).toMatchObject({ action: 'user.unmake_admin', before: { roles: ['Admin'] } });
    expect((await t.request('GET', '/admin/api/v0/users', { session: newAdmin })).statusCode).toBe(403);
  });

  it.each([{}, { status: 'deleted' }, { isAdmin: true, status: 'active' }, { isAdmin: 'yes' }])(
    'refuses the change %j with 400',
    async (body) => {
      expect((await patch(admin, traveler.user.id, body)).statusCode).toBe(400);
    },
  );

  it("never shows or changes another business's people: 404", async () => {
    const list = await t.request('GET', '/admin/api/v0/users', { session: otherAdmin });
    expect(list.json().users.map((u: { email: string }) => u.email)).toEqual([otherAdmin.user.email]);
    for (const body of [{ status: 'deactivated' }, { isAdmin: true }, { policyTierId: tiers.theirs }]) {
      const res = await patch(otherAdmin, traveler.user.id, body);
      expect(res.statusCode, res.body).toBe(404);
    }
    const still = await t.request('GET', '/admin/api/v0/users', { session: admin });
    const chen = still.json().users.find((u: { userId: string }) => u.userId === traveler.user.id);
    expect(chen).toMatchObject({ status: 'active', isAdmin: false, policyTier: { name: 'Executive' } });
  });
});
