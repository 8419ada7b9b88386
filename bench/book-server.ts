/**
 * The real app for the booking benchmark, in its own process: production config from the environment
 * (NODE_ENV=production, DATABASE_URL, SIGNIN_RATE_LIMIT_MAX...) and the real bootstrap and clock, without the
 * web app or demo seeding (book.ts seeds the database itself). It prints one JSON line {port} when it listens and
 * stops when its stdin closes (so it also stops if the parent dies) or on SIGTERM.
 *
 * Server-side timings of the fulfilment: hooks record, per buyer (bearer token), when the fulfill/schedule request
 * arrived and its answer left, and when the fulfill/poll request arrived and its answer left. The parent asks for
 * them over IPC ('timings'), which also clears them for the next run.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@portal/api/app';
import { createDeps } from '@portal/api/deps';
import { openDatabase } from '@portal/api/bootstrap';
import { loadConfig } from '@portal/api/config';
import type { FulfilTiming } from './book-timings.ts';

const config = { ...loadConfig(), webDist: undefined, seedListings: 0, host: '127.0.0.1', port: 0 };
const handle = await openDatabase(config, () => {});
const app = await buildApp(createDeps(config, handle));

const SCHEDULE = '/api/v0/purchase/fulfill/schedule';
const POLL = '/api/v0/purchase/fulfill/poll';
const timings = new Map<string, FulfilTiming>();
const arrivals = new WeakMap<object, number>();
// performance.timeOrigin + now() is an epoch time in ms with sub-ms precision, comparable with the parent's.
const epochMs = () => performance.timeOrigin + performance.now();

app.addHook('onRequest', async (request) => {
  if (request.url === SCHEDULE || request.url === POLL) arrivals.set(request, epochMs());
});
app.addHook('onSend', async (request, reply, payload) => {
  const arrived = arrivals.get(request);
  if (arrived === undefined) return payload;
  const buyer = request.headers.authorization ?? '';
  const t = timings.get(buyer) ?? {};
  if (request.url === SCHEDULE) {
    t.scheduleIn = arrived;
    t.scheduleOut = epochMs();
  } else {
    t.pollIn = arrived;
    t.pollOut = epochMs();
    const text = typeof payload === 'string' ? payload : '';
    t.outcome =
      reply.statusCode !== 200
        ? `HTTP ${reply.statusCode}`
        : (/"FulfillResponse":"(\w+)"/.exec(text)?.[1] ?? '?');
  }
  timings.set(buyer, t);
  return payload;
});

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

process.on('message', (message) => {
  if (message !== 'timings') return;
  const all = [...timings.values()];
  timings.clear();
  process.send?.(all);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ port, poolSize: 10 })}\n`);
