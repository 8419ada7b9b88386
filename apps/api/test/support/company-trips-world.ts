/** A business with an admin and two travelers and their trips, and another business's traveler with one. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { approvalRequests } from '@portal/db/schema/approvals';
import { bookings } from '@portal/db/schema/bookings';
import { memberDetails } from '@portal/db/schema/member-details';
import { checkoutPolicyChecks } from '@portal/db/schema/policy';
import { quoteSessions } from '@portal/db/schema/quote-sessions';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { createReservation, type ReservationOverrides } from '@portal/db/factories/reservations';
import type { BookingStatus } from '@portal/domain/enums';
import type { SignedIn, TestApp } from './test-app.ts';

type Extra = {
  /** The business it was booked for: default the booker's in this world; null for a personal booking. */
  businessId?: string | null;
  approval?: 'Pending' | 'Approved' | 'Denied' | 'Expired';
  outOfPolicy?: { reason: string; violations: string[] };
};

export async function companyTripsWorld(t: TestApp) {
  const business = await createBusiness(t.db, { name: 'Northwind Outfitters' });
  const other = await createBusiness(t.db, { name: 'Contoso Freight' });
  const admin = await t.signedInUser({ tenant: 'capone-corporate' });
  // A name with a comma and a quote: the CSV must keep it in one field.
  const quoted = await t.signedInUser({
    tenant: 'capone-corporate',
    firstName: 'Jo "JJ"',
    lastName: 'Smith, Jr.',
  });
  const plain = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Ana', lastName: 'Lima' });
  const outsider = await t.signedInUser({ tenant: 'capone-corporate', firstName: 'Otto', lastName: 'Else' });
  const adminRights = { roles: ['Admin'], permissions: ['canViewAdmin', 'canViewUsers'], inUse: true };
  await createMembership(t.db, { ...adminRights, userId: admin.user.id, businessId: business.id });
  const m = await createMembership(t.db, { userId: quoted.user.id, businessId: business.id, inUse: true });
  await t.db.insert(memberDetails).values({ membershipId: m.id, department: 'Sales', status: 'active' });
  await createMembership(t.db, { userId: plain.user.id, businessId: business.id, inUse: true });
  await createMembership(t.db, { userId: outsider.user.id, businessId: other.id, inUse: true });
  const otherAdmin = await t.signedInUser({ tenant: 'capone-corporate' });
  await createMembership(t.db, { ...adminRights, userId: otherAdmin.user.id, businessId: other.id });

  /** A homes trip of `userId`, booked `createdAt`, with its approval request and policy check when given. */
  async function trip(
    userId: string,
    stay: { from: string; until: string; status?: BookingStatus; createdAt: string },
    extra: Extra = {},
  ): Promise<string> {
    const overrides: ReservationOverrides = {
      businessId:
        extra.businessId !== undefined
          ? extra.businessId
          : userId === outsider.user.id
            ? other.id
            : business.id,
      from: stay.from,
      until: stay.until,
      status: stay.status ?? 'Confirmed',
      createdAt: new Date(stay.createdAt),
      hold: false,
    };
    const { reservation } = await createReservation(t.db, userId, overrides);
    if (extra.approval || extra.outOfPolicy) {
      const [quote] = await t.db
        .insert(quoteSessions)
        .values({
          tokenHash: randomBytes(16).toString('hex'),
          userId,
          request: {},
          email: 'guest@example.test',
          expiresAt: new Date(stay.createdAt),
        })
        .returning();
      if (!quote) throw new Error('quote session insert returned no row');
      await t.db.update(bookings).set({ quoteSessionId: quote.id }).where(eq(bookings.id, reservation.id));
      if (extra.approval) {
        await t.db.insert(approvalRequests).values({
          quoteSessionId: quote.id,
          bookingId: reservation.id,
          businessId: business.id,
          userId,
          status: extra.approval,
          requestedAt: new Date(stay.createdAt),
        });
      }
      if (extra.outOfPolicy) {
        await t.db.insert(checkoutPolicyChecks).values({
          quoteSessionId: quote.id,
          userId,
          policyTierName: 'Standard',
          inPolicy: false,
          violations: extra.outOfPolicy.violations,
          outOfPolicyReason: extra.outOfPolicy.reason,
          checkedAt: new Date(stay.createdAt),
        });
      }
    }
    return reservation.confirmationCode;
  }

  return { business, other, admin, quoted, plain, outsider, otherAdmin: otherAdmin as SignedIn, trip };
}
