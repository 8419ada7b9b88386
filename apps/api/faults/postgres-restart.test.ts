/**
 * PostgreSQL restarted under load: the API keeps running on a private cluster while search and shop requests
 * flow, the cluster is stopped (pg_ctl stop -m fast) and started again, and the same API process answers again
 * (its health check says when the database is away) without being restarted itself.
 */
import { addDays } from '@portal/domain/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, until, wait, type ApiProcess } from './support/api-process.ts';
import { BookingClient } from './support/booking-client.ts';
import { freshDatabase, realToday, seedFaultData, type Buyer } from './support/databases.ts';
import { skipReason } from './support/fault-env.ts';
import {
  privatePostgresMissing,
  startPrivateCluster,
  type PrivateCluster,
} from './support/private-postgres.ts';

const skip = skipReason() ?? privatePostgresMissing();
if (skip) console.log(`postgres-restart faults skipped: ${skip}`);

type Health = { status: string; database: string; databaseState: string };

async function health(port: number): Promise<{ status: number; body: Health | null }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v0/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json().catch(() => null)) as Health | null };
}

describe.skipIf(skip)('PostgreSQL restarted under load', () => {
  let cluster: PrivateCluster | undefined;
  let api: ApiProcess | undefined;
  let buyer: Buyer | undefined;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    const url = await freshDatabase(cluster.serverUrl, 'portal');
    [buyer] = await seedFaultData(url, { listings: 8, buyers: 1 });
    api = await startApi({ databaseUrl: url });
  });

  afterAll(async () => {
    await api?.stop();
    await cluster?.destroy();
  });

  it('the same API process answers again once the database is back, and its health says when it is not', async () => {
    if (!api || !cluster || !buyer) throw new Error('setup failed');
    const server = api;
    const session = buyer;
    await new BookingClient(() => server.port, Date.now() + 60_000).signIn(session);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token ?? ''}`,
      'h-csrf-token': session.csrf ?? '',
    };
    const stay = { from: addDays(realToday(), 25), until: addDays(realToday(), 28) };
    const guests = { adults: 2, children: 0, infants: 0, petsIncluded: false };
    const requests = [
      {
        path: '/api/v0/homes/availability',
        body: {
          location: { kind: 'Place', term: 'Asheville, NC' },
          stayDates: stay,
          guests,
          page: { offset: 0, limit: 20 },
        },
      },
      {
        path: '/api/v0/homes/shop',
        body: {
          listingId: 'vr-demo-open',
          stayDetails: { dateRange: stay, guestDetails: guests },
          distributionChannels: ['General'],
        },
      },
    ];
    const send = async (i: number) => {
      const { path, body } = requests[i % requests.length] ?? requests[0]!;
      try {
        const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    };

    // Load: four clients sending search and shop requests back to back; every answer is logged in order.
    const answers: { at: number; status: number }[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let i = w; loading; i++) answers.push({ at: Date.now(), status: await send(i) });
      }),
    );
    const okCount = () => answers.filter((a) => a.status === 200).length;
    await until('the first answers under load', async () => okCount() >= 20, { timeoutMs: 60_000 });
    const pid = server.pid();
    expect((await health(server.port)).body).toMatchObject({ status: 'ok', databaseState: 'up' });

    await cluster.stop();
    const down = await health(server.port);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', database: 'postgres', databaseState: 'down' });
    // Requests while the database is away fail cleanly (503), without taking the process down.
    const whileDown = await send(0);
    expect(whileDown).toBe(503);
    expect(server.alive()).toBe(true);
    await wait(500);

    await cluster.start();
    const backAt = Date.now();
    await until(
      'the health check to see the database again',
      async () => (await health(server.port)).status === 200,
      {
        timeoutMs: 60_000,
      },
    );
    expect(await send(0)).toBe(200);
    const okBefore = okCount();
    await until('40 more answers after the restart', async () => okCount() >= okBefore + 40, {
      timeoutMs: 60_000,
    });
    loading = false;
    await load;

    expect(server.alive(), server.output()).toBe(true);
    expect(server.pid()).toBe(pid);
    // Once healthy again, every request answers 200: no broken pooled connection is handed out again.
    const healthyAt = answers.findIndex((a) => a.at >= backAt && a.status === 200);
    const after = answers.slice(healthyAt + 8).map((a) => a.status);
    expect(
      after.filter((s) => s !== 200),
      JSON.stringify(after),
    ).toEqual([]);
    const statuses = new Set(answers.map((a) => a.status));
    console.log(`postgres-restart: ${answers.length} requests, statuses ${[...statuses].join(', ')}`);
  });
});
