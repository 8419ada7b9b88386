/** A business whose tier requires approval, its admin and traveler, and another business's admin. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createBusiness,
  createMembership,
  createPolicyTier,
  samplePolicy,
} from '@portal/db/factories/corporate';
import { count, rowsOf } from './purchase-flow.ts';
import type { SignedIn, TestApp } from './test-app.ts';

export type ApprovalsWorld = {
  businessId: string;
  traveler: SignedIn & { user: { id: string; email: string } };
  admin: SignedIn & { user: { id: string; email: string } };
  otherAdmin: SignedIn;
};

export async function approvalsWorld(
  t: TestApp,
  settings: Record<string, boolean> = { isApprovalRequired: true },
): Promise<ApprovalsWorld> {
  const business = await createBusiness(t.db, { name: 'Northwind Outfitters' });
  const other = await createBusiness(t.db, { name: 'Contoso Freight' });
  const tier = await createPolicyTier(t.db, {
    businessId: business.id,
    // Every hotel in policy (all five star ratings, no cap): these tests are about approval, and the policy
    // validator would refuse the test hotels' out-of-policy stays without a reason.
    policy: {
      ...samplePolicy,
      hotels: {
        policies: [{ allowedStarRatings: ['One', 'Two', 'Three', 'Four', 'Five'], maxPricePerNight: null }],
      },
      settings: { isApprovalRequired: false, ...settings },
    },
  });
  const traveler = await t.signedInUser({ tenant: 'capone-corporate' });
  const admin = await t.signedInUser({ tenant: 'capone-corporate' });
  const otherAdmin = await t.signedInUser({ tenant: 'capone-corporate' });
  const member = { roles: [] as string[], permissions: [] as string[], inUse: true };
  const adminRights = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'], inUse: true };
  await createMembership(t.db, {
    ...member,
    userId: traveler.user.id,
    businessId: business.id,
    policyTierId: tier.id,
  });
  await createMembership(t.db, { ...adminRights, userId: admin.user.id, businessId: business.id });
  await createMembership(t.db, { ...adminRights, userId: otherAdmin.user.id, businessId: other.id });
  return { businessId: business.id, traveler, admin, otherAdmin };
}

export const adminApi = (t: TestApp, s: SignedIn) => ({
  list: (query = '') => t.request('GET', `/admin/api/v0/approvals${query}`, { session: s }),
  get: (id: string) => t.request('GET', `/admin/api/v0/approvals/${id}`, { session: s }),
  approve: (id: string, comment?: string) =>
    t.request('POST', `/admin/api/v0/approvals/${id}/approve`, {
      session: s,
      body: comment ? { comment } : {},
    }),
  deny: (id: string, comment: string) =>
    t.request('POST', `/admin/api/v0/approvals/${id}/deny`, { session: s, body: { comment } }),
});

/** The approval request of a booking (by its confirmation code). */
export async function approvalIdOf(t: TestApp, confirmationCode: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select a.id from approval_requests a join bookings b on b.id = a.booking_id
      where b.confirmation_code = ${confirmationCode}`),
  );
  expect(row, `approval request of ${confirmationCode}`).toBeDefined();
  return row?.id ?? '';
}

/** The card charges of a user's bookings by status (the embedded processor's table). */
export async function chargesOf(t: TestApp, userId: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; n: string | number }>(
    await t.db.execute(sql`select c.status, count(*) as n from sim_card_payments c
      join payment_intents i on i.idempotency_key = c.idempotency_key
      join fulfil_sessions f on f.id = i.fulfil_session_id where f.user_id = ${userId} group by c.status`),
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export const emailsTo = (t: TestApp, address: string, subject: string) =>
  count(
    t,
    sql`select count(*) as n from email_outbox where to_address = ${address} and subject like ${`${subject}%`}`,
  );
