import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverEmail, queueEmail } from '../src/modules/outbox/outbox.service.ts';
import type { EmailSender, OutgoingEmail } from '../src/providers/email/email-sender.ts';
import { bookStay as bookStayOf, outboxOf as outboxOfUser } from './support/outbox-flow.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { rowsOf, TODAY } from './support/purchase-flow.ts';

// The mail server of this file: records what it accepted, and refuses while `refusing` is set.
const accepted: Array<Record<string, unknown>> = [];
let refusing = false;
const transport = nodemailer.createTransport({ jsonTransport: true });
const mailServer: EmailSender = {
  send: async (email: OutgoingEmail) => {
    if (refusing) throw new Error('451 try again later');
    const info = await transport.sendMail({ from: 'Card Travel <no-reply@test>', ...email });
    accepted.push(JSON.parse(String(info.message)) as Record<string, unknown>);
  },
  close: () => transport.close(),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    demoData: { listings: 20, today: TODAY },
    providers: { email: mailServer },
    jobs: true,
  });
  // Jobs other files of a PostgreSQL run left in the shared database are not this file's.
  await t.deps.jobs.runDue('email');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  accepted.length = 0;
  refusing = false;
  t.jobErrors.length = 0;
});

const bookStay = (s: SignedIn & { user: { id: string } }, n: number) => bookStayOf(t, s, n);
const outboxOf = (s: SignedIn) => outboxOfUser(t, s);

const jobsKeyed = async (key: string) =>
  rowsOf<{ state: string; retry_count: number; later: boolean }>(
    await t.db.execute(
      sql`select state, retry_count, start_after > now() as later from pgboss.job
          where name = 'email' and singleton_key = ${key}`,
    ),
  );

const outboxIdOf = async (subjectPart: string) =>
  rowsOf<{ id: string }>(
    await t.db.execute(sql`select id from email_outbox where strpos(subject, ${subjectPart}) > 0`),
  )[0]?.id;

describe('email jobs', () => {
  it('a booking queues its confirmation; the job sends it once and /outbox shows it sent', async () => {
    const s = await t.signedInUser();
    const reservation = await bookStay(s, 40);
    const id = await outboxIdOf(reservation.id.value);
    if (!id) throw new Error('no outbox row');
    expect(await jobsKeyed(id)).toEqual([expect.objectContaining({ state: 'created' })]);
    expect((await outboxOf(s))[0]?.sentAt).toBeNull();

    expect(await t.deps.jobs.runDue('email')).toBe(1);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      subject: `Confirmed, your stay is booked. (${reservation.id.value})`,
      to: [{ address: 'guest@example.test' }],
    });
    expect((await outboxOf(s))[0]?.sentAt).toBe(t.clock.now().toISOString());

    // Idempotent: nothing left to run, and the same row delivered again sends nothing.
    expect(await t.deps.jobs.runDue('email')).toBe(0);
    expect(await deliverEmail(t.db, mailServer, id, t.clock.now())).toBe('AlreadySent');
    expect(accepted).toHaveLength(1);
  });

  it('a refused email is retried later with backoff, logged with its job and attempt, then sent', async () => {
    const s = await t.signedInUser();
    const reservation = await bookStay(s, 41);
    const id = await outboxIdOf(reservation.id.value);
    if (!id) throw new Error('no outbox row');
    refusing = true;
    expect(await t.deps.jobs.runDue('email')).toBe(1);
    expect(accepted).toHaveLength(0);
    expect(t.jobErrors).toEqual([
      {
        error: expect.objectContaining({ message: '451 try again later' }),
        context: expect.objectContaining({ job: 'email', attempt: 1 }),
      },
    ]);
    expect(await jobsKeyed(id)).toEqual([{ state: 'retry', retry_count: 0, later: true }]);
    // Not due before its backoff has passed.
    expect(await t.deps.jobs.runDue('email')).toBe(0);
    expect((await outboxOf(s))[0]?.sentAt).toBeNull();

    refusing = false;
    await t.db.execute(sql`update pgboss.job set start_after = now() where singleton_key = ${id}`);
    expect(await t.deps.jobs.runDue('email')).toBe(1);
    expect(accepted).toHaveLength(1);
    expect(await jobsKeyed(id)).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('an email and its job are written with the transaction, or not at all', async () => {
    const email = { toAddress: 'rolled-back@example.test', subject: 'Never sent', text: 'x' };
    let rolledBack = '';
    await expect(
      t.db.transaction(async (tx) => {
        rolledBack = await queueEmail(tx, t.deps.jobs, email);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await outboxIdOf('Never sent')).toBeUndefined();
    expect(await jobsKeyed(rolledBack)).toEqual([]);

    const committed = await t.db.transaction((tx) =>
      queueEmail(tx, t.deps.jobs, { ...email, subject: 'Sent once' }),
    );
    expect(await jobsKeyed(committed)).toHaveLength(1);
    expect(await t.deps.jobs.runDue('email')).toBe(1);
    expect(accepted.map((m) => m.subject)).toEqual(['Sent once']);
  });

  it('a job whose row is gone has nothing to send', async () => {
    expect(await deliverEmail(t.db, mailServer, crypto.randomUUID(), t.clock.now())).toBe('Missing');
    expect(accepted).toHaveLength(0);
  });
});

describe('the fulfil-recovery job', () => {
  it('runs each queued run (a sweep is safe in several processes at once)', async () => {
    await t.deps.jobs.send('fulfil-recovery', {});
    await t.deps.jobs.send('fulfil-recovery', {});
    expect(await t.deps.jobs.runDue('fulfil-recovery')).toBe(2);
    expect(t.jobErrors).toEqual([]);
  });
});
