import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '@portal/contracts/outbox';
import { createPaymentMethod } from '@portal/db/factories/cards';
import { emailOutbox } from '@portal/db/schema/purchase';
import { confirmationEmail } from '../src/modules/outbox/confirmation-email.ts';
import {
  sendPendingEmails,
  startOutboxLoop,
  startOutboxSender,
} from '../src/modules/outbox/outbox-sender.ts';
import {
  nodemailerSender,
  type EmailSender,
  type OutgoingEmail,
} from '../src/providers/email/email-sender.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { book, card, readyQuote, rowsOf, stayFor, TODAY } from './support/purchase-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
});
afterAll(async () => {
  await t?.close();
});

async function bookStay(s: SignedIn & { user: { id: string } }, n: number) {
  const quoted = await readyQuote(t, s, stayFor(n));
  const cardRow = await createPaymentMethod(t.db, s.user.id);
  const answer = await book(t, s, quoted.token, [card(cardRow.id, quoted.totalMinor)]);
  expect(answer.FulfillResponse, JSON.stringify(answer)).toBe('Success');
  const reservation = answer.fulfillment?.value.reservation;
  if (!reservation) throw new Error('no reservation');
  return reservation;
}

const outboxOf = async (s: SignedIn) => {
  const res = await t.request('GET', '/api/v0/outbox', { session: s });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutboxAnswer>().emails;
};

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

describe('the outbox sender', () => {
  async function queue(n: number, prefix: string) {
    await t.db.insert(emailOutbox).values(
      Array.from({ length: n }, (_, i) => ({
        toAddress: `${prefix}${i}@example.test`,
        subject: `S${i}`,
        text: `Body ${i}`,
      })),
    );
  }
  const unsentTo = async (prefix: string) =>
    rowsOf<{ n: string }>(
      await t.db.execute(
        sql`select count(*) as n from email_outbox where sent_at is null and to_address like ${`${prefix}%`}`,
      ),
    )[0]?.n;

  it('sends every unsent row through a nodemailer transport and marks it sent', async () => {
    // Earlier tests' confirmation emails are in the outbox too; drain them first.
    const messages: Record<string, unknown>[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const base = nodemailerSender(transport, 'Card Travel <no-reply@test>');
    const capture: EmailSender = {
      send: async (email) => {
        const info = await transport.sendMail({ from: 'Card Travel <no-reply@test>', ...email });
        messages.push(JSON.parse(String(info.message)) as Record<string, unknown>);
      },
      close: base.close,
    };
    await sendPendingEmails(t.db, capture, t.clock.now());
    messages.length = 0;

    await queue(25, 'bulk');
    const round = await sendPendingEmails(t.db, capture, t.clock.now());
    expect(round).toEqual({ sent: 25, failed: 0 });
    expect(messages).toHaveLength(25);
    expect(new Set(messages.map((m) => m.subject)).size).toBe(25);
    // Rows queued at one instant have no order among themselves: find the first one by its subject.
    expect(messages.find((m) => m.subject === 'S0')).toMatchObject({
      subject: 'S0',
      text: 'Body 0',
      to: [{ address: 'bulk0@example.test' }],
      from: { address: 'no-reply@test' },
    });
    expect(Number(await unsentTo('bulk'))).toBe(0);
    // Sent rows are not sent again.
    expect(await sendPendingEmails(t.db, capture, t.clock.now())).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a row the mail server refused for the next round', async () => {
    await queue(2, 'refused');
    const sent: OutgoingEmail[] = [];
    const flaky: EmailSender = {
      send: async (email) => {
        if (email.to === 'refused0@example.test') throw new Error('550 mailbox unavailable');
        sent.push(email);
      },
      close: () => undefined,
    };
    const errors: string[] = [];
    const round = await sendPendingEmails(t.db, flaky, t.clock.now(), (_e, id) => errors.push(id));
    expect(round).toEqual({ sent: 1, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(Number(await unsentTo('refused'))).toBe(1);

    const ok: EmailSender = { send: async (email) => void sent.push(email), close: () => undefined };
    t.clock.advance(1000);
    expect(await sendPendingEmails(t.db, ok, t.clock.now())).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((e) => e.to)).toEqual(['refused1@example.test', 'refused0@example.test']);
  });

  it('a confirmation shows as sent on /outbox once the loop has run', async () => {
    const s = await t.signedInUser();
    const reservation = await bookStay(s, 43);
    const streamed: string[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const loop = startOutboxLoop(
      t,
      {
        send: async (email) => {
          const info = await transport.sendMail({ from: 'no-reply@test', ...email });
          streamed.push(String(info.message));
        },
        close: () => transport.close(),
      },
      { intervalMs: 60_000 },
    );
    await loop.runOnce();
    await loop.stop();
    expect(streamed.some((m) => m.includes(reservation.id.value))).toBe(true);
    const [email] = await outboxOf(s);
    expect(email?.sentAt).toBe(t.clock.now().toISOString());
  });

  it('does not start without SMTP_URL', () => {
    expect(startOutboxSender(t.app, t.deps)).toBeNull();
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
