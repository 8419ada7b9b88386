/**
 * The durable job queue across two API processes on one PostgreSQL database, with a process killed mid-way:
 * every confirmation email reaches the mail server exactly once (refusals retried with backoff, the killed
 * process's work finished by the other), and scheduled jobs run once per tick whatever the number of processes.
 */
import { addDays } from '@portal/domain/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, until, wait, type ApiProcess } from './support/api-process.ts';
import { BookingClient } from './support/booking-client.ts';
import { confirmationCodes } from './support/books.ts';
import {
  dropDatabase,
  freshDatabase,
  realToday,
  rows,
  seedFaultData,
  type Buyer,
} from './support/databases.ts';
import { dbName, serverUrl, skipReason } from './support/fault-env.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

const skip = skipReason();
if (skip) console.log(`job faults skipped: ${skip}`);

const BOOKINGS = 6;

describe.skipIf(skip)('durable jobs on two API processes', () => {
  const name = dbName('jobs');
  let url = '';
  let buyers: Buyer[] = [];
  let sink: SmtpSink | undefined;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  beforeAll(async () => {
    url = await freshDatabase(serverUrl ?? '', name);
    buyers = await seedFaultData(url, { listings: 8, buyers: BOOKINGS });
    // The first two deliveries are refused: the jobs must retry them.
    sink = await startSmtpSink({ port: await freePort(), refuseFirst: 2 });
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PORTAL_EMAIL_JOB_RETRY_SECONDS: '1',
      PORTAL_EMAIL_JOB_EXPIRE_SECONDS: '5',
      PORTAL_JOBS_MAINTENANCE_SECONDS: '1',
    };
    a = await startApi({ databaseUrl: url, env });
    b = await startApi({ databaseUrl: url, env });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.close();
    if (serverUrl) await dropDatabase(serverUrl, name);
  });

  it('sends each confirmation exactly once, through refusals and a SIGKILL of one process', async () => {
    if (!a || !b || !sink) throw new Error('not started');
    const first = a;
    const second = b;
    let killed = false;
    const client = new BookingClient(
      (step) => (killed || step.startsWith('fulfil') ? second.port : first.port),
      Date.now() + 150_000,
    );
    const codes: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const stay = { from: addDays(realToday(), 30 + i * 4), until: addDays(realToday(), 32 + i * 4) };
      await client.signIn(buyer);
      const outcome = await client.book(buyer, 'vr-demo-open', stay, 'card');
      expect(outcome.kind, JSON.stringify(outcome)).toBe('Success');
      if (outcome.kind === 'Success') codes.push(outcome.confirmation);
      if (i === BOOKINGS / 2 - 1) {
        // Mid-way, while the first emails are being delivered or retried: the first process dies.
        await first.kill('SIGKILL');
        killed = true;
      }
    }
    expect(await confirmationCodes(url)).toHaveLength(BOOKINGS);

    await until(
      'every confirmation email delivered',
      async () => codes.every((code) => sink?.messages.some((m) => m.subject.includes(code))),
      { timeoutMs: 90_000, everyMs: 250 },
    );
    // Long enough for a duplicate to show: expired jobs are retried after 5 s, maintenance runs every second.
    await wait(8_000);
    for (const code of codes) {
      expect(
        sink.messages.filter((m) => m.subject.includes(code)),
        code,
      ).toHaveLength(1);
    }
    expect(sink.refused).toBe(2);
    const emailJobs = await rows<{ state: string; n: string }>(
      url,
      `select state, count(*) as n from pgboss.job where name = 'email' group by state`,
    );
    expect(emailJobs).toEqual([{ state: 'completed', n: String(BOOKINGS) }]);
    const retried = await rows<{ n: string }>(
      url,
      `select count(*) as n from pgboss.job where name = 'email' and retry_count > 0`,
    );
    expect(Number(retried[0]?.n)).toBeGreaterThanOrEqual(1);
    const unsent = await rows<{ n: string }>(
      url,
      `select count(*) as n from email_outbox where sent_at is null`,
    );
    expect(unsent[0]?.n).toBe('0');
    await first.start();
  });

  it('runs the scheduled fulfil recovery once per minute across processes', async () => {
    // Both processes schedule it every minute; the queue keeps one send per minute slot, and a worker of either
    // process runs the job it sends.
    const sends = () =>
      rows<{ slot: string; n: string }>(
        url,
        `select singleton_on::text as slot, count(*) as n from pgboss.job
         where name = '__pgboss__send-it' and data->>'name' = 'fulfil-recovery' group by singleton_on`,
      );
    await until('a scheduled recovery run', async () => (await sends()).length > 0, {
      timeoutMs: 100_000,
      everyMs: 1_000,
    });
    for (const slot of await sends()) expect(slot.n, slot.slot).toBe('1');
    await until(
      'the recovery job completed',
      async () =>
        (
          await rows<{ n: string }>(
            url,
            `select count(*) as n from pgboss.job where name = 'fulfil-recovery' and state = 'completed'`,
          )
        )[0]?.n !== '0',
      { timeoutMs: 30_000, everyMs: 500 },
    );
  });
});
