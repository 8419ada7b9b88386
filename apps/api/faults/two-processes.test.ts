/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: each step of a booking lands on
 * the other process than the step before (quote scheduled on A, polled on B, guest added on A, fulfil
 * scheduled on B, polled on A and B...). Quote and fulfil sessions live in the database, so it completes.
 */
import { addDays } from '@portal/domain/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from './support/api-process.ts';
import { BookingClient, pool, type Step } from './support/booking-client.ts';
import { brokenBookRules, confirmationCodes } from './support/books.ts';
import { dropDatabase, freshDatabase, realToday, seedFaultData, type Buyer } from './support/databases.ts';
import { dbName, serverUrl, skipReason } from './support/fault-env.ts';

const skip = skipReason();
if (skip) console.log(`two-process faults skipped: ${skip}`);

describe.skipIf(skip)('two API processes on one database', () => {
  const name = dbName('two');
  let url = '';
  let buyers: Buyer[] = [];
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  beforeAll(async () => {
    url = await freshDatabase(serverUrl ?? '', name);
    buyers = await seedFaultData(url, { listings: 8, buyers: 8 });
    // One after the other: each start runs the (already applied) migrations.
    a = await startApi({ databaseUrl: url });
    b = await startApi({ databaseUrl: url });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (serverUrl) await dropDatabase(serverUrl, name);
  });

  it('a booking whose requests alternate between the processes completes', async () => {
    const ports = [a?.port ?? 0, b?.port ?? 0];
    const visits: string[] = [];
    let turn = 0;
    const client = new BookingClient((step: Step) => {
      const port = ports[turn++ % 2] ?? 0;
      visits.push(`${step}@${port === ports[0] ? 'A' : 'B'}`);
      return port;
    }, Date.now() + 90_000);
    const [buyer] = buyers;
    if (!buyer) throw new Error('no buyer');
    const stay = { from: addDays(realToday(), 30), until: addDays(realToday(), 33) };
    await client.signIn(buyer);
    const outcome = await client.book(buyer, 'vr-demo-open', stay, 'split');
    expect(outcome.kind, JSON.stringify(outcome)).toBe('Success');
    // Every kind of step ran on both processes at least once across the flow.
    expect(visits).toEqual(expect.arrayContaining(['quote-schedule@A', 'quote-poll@B', 'fulfil-schedule@B']));
    expect(visits.some((v) => v.startsWith('fulfil-poll@'))).toBe(true);
    // Polling the finished booking on either process answers the same confirmation.
    if (outcome.kind !== 'Success') return;
    for (let i = 0; i < 2; i++) {
      const again = await client.pollFulfil(buyer, outcome.fulfilToken);
      expect(again.fulfillment?.value.reservation.id.value).toBe(outcome.confirmation);
    }
    expect(client.serverErrors).toEqual([]);
  });

  it('buyers racing for the same nights through both processes: exactly one books', async () => {
    const ports = [a?.port ?? 0, b?.port ?? 0];
    let turn = 0;
    const client = new BookingClient(() => ports[turn++ % 2] ?? 0, Date.now() + 90_000);
    const racers = buyers.slice(1);
    const stay = { from: addDays(realToday(), 40), until: addDays(realToday(), 42) };
    await pool(racers, racers.length, (buyer) => client.signIn(buyer));
    const outcomes = await pool(racers, racers.length, (buyer) =>
      client.book(buyer, 'vr-demo-open', stay, 'card'),
    );
    const won = outcomes.filter((o) => o.kind === 'Success');
    expect(won, JSON.stringify(outcomes)).toHaveLength(1);
    for (const o of outcomes) {
      if (o.kind === 'Failure') expect(o.error).toBe('NoAvailability');
    }
    expect(client.serverErrors).toEqual([]);
    expect((await confirmationCodes(url)).length).toBe(2);
    expect(await brokenBookRules(url)).toEqual({});
  });
});
