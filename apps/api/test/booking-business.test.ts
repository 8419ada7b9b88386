// Issue 15: a booking records the business it was made for, once, in the checkout engine (fulfil-booking.ts):
// the business in use on the corporate portal, whichever of the user's businesses that is; none on the
// consumer portal, even for a member of a business. The admin's Trips and Reports go by it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createMembership } from '@portal/db/factories/corporate';
import { corporateMemberships } from '@portal/db/schema/users';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import { pollHotelFulfil, readyHotelQuote } from './support/hotels-checkout.ts';
import { card, rowsOf } from './support/purchase-flow.ts';
import type { SignedIn } from './support/test-app.ts';
import { sha256 } from '../src/lib/secrets.ts';

let t: HotelsTestApp;
let acme: { id: string };
let globex: { id: string };

beforeAll(async () => {
  t = await createHotelsTestApp();
  acme = await createBusiness(t.db, { name: 'Acme Bookings Co' });
  globex = await createBusiness(t.db, { name: 'Globex Bookings Co' });
});
afterAll(async () => {
  await t?.close();
});

/** Books a pay-now hotel stay through the checkout and answers the booking's business_id. */
async function bookHotel(s: SignedIn, userId: string, from: string, until: string) {
  const ready = await readyHotelQuote(t, s, userId, { lodgingId: 'htl_t_river', from, until });
  const res = await t.request('POST', '/api/v0/purchase/fulfill/schedule', {
    session: s,
    body: {
      quoteToken: { value: ready.token },
      payments: [card(ready.cardId, ready.dueNowMinor)],
      ancillaries: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await pollHotelFulfil(t, s, res.json().value)).FulfillResponse).toBe('Success');
  const [row] = rowsOf<{ business_id: string | null }>(
    await t.db
      .execute(sql`select b.business_id from bookings b join quote_sessions q on q.id = b.quote_session_id
      where q.token_hash = ${sha256(ready.token)}`),
  );
  expect(row).toBeDefined();
  return row?.business_id;
}

describe('bookings.business_id', () => {
  it('is the business in use when booked, and follows a change of business in use', async () => {
    const member = await t.signedInUser({ tenant: 'capone-corporate' });
    await createMembership(t.db, { userId: member.user.id, businessId: acme.id, inUse: true });
    const other = await createMembership(t.db, { userId: member.user.id, businessId: globex.id });
    expect(await bookHotel(member, member.user.id, '2025-07-01', '2025-07-03')).toBe(acme.id);

    await t.db
      .update(corporateMemberships)
      .set({ inUse: false })
      .where(eq(corporateMemberships.userId, member.user.id));
    await t.db.update(corporateMemberships).set({ inUse: true }).where(eq(corporateMemberships.id, other.id));
    expect(await bookHotel(member, member.user.id, '2025-07-05', '2025-07-07')).toBe(globex.id);
  });

  it('is none for a booking on the consumer portal, though the user is a member of a business', async () => {
    const consumer = await t.signedInUser({ tenant: 'capone' });
    await createMembership(t.db, { userId: consumer.user.id, businessId: acme.id, inUse: true });
    expect(await bookHotel(consumer, consumer.user.id, '2025-07-08', '2025-07-10')).toBeNull();
  });
});
