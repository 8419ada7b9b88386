import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  book,
  bookingFootprint,
  card,
  count,
  pollFulfil,
  pollQuote,
  readyQuote,
  rowsOf,
  scheduleFulfil,
  scheduleQuote,
  shopTotalMinor,
  stayFor,
  TODAY,
} from './support/purchase-flow.ts';
import { cardCharge } from './support/simulator-books.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

describe('quote and book with a card', () => {
  it('quotes the server price, books, holds the nights, records the payment and queues the email', async () => {
    const s = await t.signedInUser();
    const stay = stayFor(0);
    const shopMinor = await shopTotalMinor(t, s, 'vr-demo-open', stay);
    const quoted = await readyQuote(t, s, stay, { seenMinor: shopMinor });
    expect(quoted.totalMinor).toBe(shopMinor);
    expect(quoted.poll.quote?.value.priceChange).toBeNull();
    const cardRow = await createPaymentMethod(t.db, s.user.id);

    const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
    expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
    const reservation = answer.fulfillment?.value.reservation;
    expect(reservation?.id.value).toMatch(/^H-[A-Z2-9]{8}$/);
    expect(reservation?.stayDates).toEqual(stay);
    expect(reservation?.status).toBe('Confirmed');
    expect(reservation?.listing.listingId.id).toBe('vr-demo-open');
    expect(reservation?.listing.content.location.address.kind).toBe('Full');
    expect(reservation?.total.value).toBe(quoted.totalMinor / 100);

    expect(await bookingFootprint(t, s.user.id)).toMatchObject({ reservations: 1, holds: 1, payments: 1 });
    const [payment] = rowsOf<{ kind: string; amount_minor: number; provider_reference: string }>(
      await t.db.execute(sql`select p.* from booking_payments p join bookings r on r.id = p.booking_id
        where r.user_id = ${s.user.id}`),
    );
    expect(payment).toMatchObject({ kind: 'UserCard', amount_minor: quoted.totalMinor });
    expect(await cardCharge(t, payment?.provider_reference ?? '')).toEqual({
      status: 'Captured',
      amount_minor: quoted.totalMinor,
    });
    expect(
      await count(
        t,
        sql`select count(*) as n from email_outbox where to_address = 'guest@example.test'
        and text like ${`%${reservation?.id.value}%`}`,
      ),
    ).toBe(1);
  });

  it('answers a poll of the booked session again with the same reservation', async () => {
    const s = await t.signedInUser();
    const quoted = await readyQuote(t, s, stayFor(1));
    const cardRow = await createPaymentMethod(t.db, s.user.id);
    const scheduled = await scheduleFulfil(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
    const token = scheduled.json().value as string;
    const first = await pollFulfil(t, s, token);
    const second = await pollFulfil(t, s, token);
    expect(second).toEqual(first);
  });

  it('answers NoAvailability reasons for a blocked listing at quote time', async () => {
    const s = await t.signedInUser();
    const token = await scheduleQuote(
      t,
      s,
      { from: '2025-06-20', until: '2025-06-22' },
      {
        listingId: 'vr-demo-blocked-60',
      },
    );
    const poll = await pollQuote(t, s, token);
    expect(poll.QuoteResponse).toBe('Failure');
    expect(poll.errors?.[0]).toMatchObject({ Error: 'NoAvailability', code: 'BlockedDates' });
  });
});
