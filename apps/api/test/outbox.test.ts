import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationEmail } from '../src/products/homes/confirmation-email.ts';
import { bookStay as bookStayOf, outboxOf as outboxOfUser } from './support/outbox-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { TODAY } from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

const bookStay = (s: SignedIn & { user: { id: string } }, n: number) => bookStayOf(t, s, n);
const outboxOf = (s: SignedIn) => outboxOfUser(t, s);

describe('GET /outbox', () => {
  it('lists only the signed-in user’s emails, newest first, even when two users book for one address', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const first = await bookStay(a, 40);
    t.clock.advance(60_000);
    const second = await bookStay(a, 41);
    const other = await bookStay(b, 42);
    // The purchase flow of the tests books every stay for guest@example.test.
    expect(new Set([first.email, second.email, other.email]).size).toBe(1);

    const mine = await outboxOf(a);
    expect(mine.map((e) => e.subject)).toEqual([
      expect.stringContaining(second.id.value),
      expect.stringContaining(first.id.value),
    ]);
    expect(mine[0]).toMatchObject({ to: 'guest@example.test', sentAt: null });
    expect(mine[0]?.text).toContain(`Your booking confirmation is #${second.id.value}`);

    const theirs = await outboxOf(b);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.subject).toContain(other.id.value);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('GET', '/api/v0/outbox');
    expect(res.statusCode).toBe(401);
  });
});

describe('confirmationEmail', () => {
  it('spells the listing, dates, guests, confirmation number, total paid and cancellation policy', async () => {
    const s = await t.signedInUser();
    const reservation = await bookStay(s, 44);
    const { subject, text } = confirmationEmail(reservation);
    expect(subject).toBe(`Confirmed, your stay is booked. (${reservation.id.value})`);
    expect(text).toContain(`Your booking confirmation is #${reservation.id.value}`);
    expect(text).toContain(reservation.listing.content.name);
    expect(text).toMatch(/Check-in: \w{3}, \w{3} \d{1,2}, \d{4}/);
    expect(text).toContain('Guests: 2 adults');
    expect(text).toMatch(/Total paid: \$[\d,]+\.\d{2}/);
    expect(text).toContain(reservation.cancellationPolicy.description);
    expect(text).toContain('Full payment is due at the time of booking.');
  });
});
