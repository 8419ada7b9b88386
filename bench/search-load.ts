/**
 * A closed-loop load generator: N clients on keep-alive sockets, each sending its next request when answered.
 * It runs in the bench's own process; the server is a child process (search-server.ts), so the two never share an
 * event loop and a slow client cannot show up as server latency.
 */
import http from 'node:http';

export type LoadResult = { latenciesMs: number[]; errors: number; meanListings: number; wallMs: number };
export type Percentiles = { p50: number; p95: number; p99: number; max: number };

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

function postJson(
  agent: http.Agent,
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runLoad(opts: {
  port: number;
  path: string;
  requests: number;
  concurrency: number;
  headers: Record<string, string>;
  body: (i: number) => unknown;
  /** Results in one 200 answer (meanListings); counts `"listingId"` unless given. */
  countResults?: (text: string) => number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latenciesMs: number[] = [];
  const bodies = Array.from({ length: opts.requests }, (_, i) => JSON.stringify(opts.body(i)));
  let next = 0;
  let errors = 0;
  let listings = 0;
  const client = async () => {
    while (next < opts.requests) {
      const body = bodies[next++] as string;
      const started = performance.now();
      const res = await postJson(agent, opts.port, opts.path, body, opts.headers);
      latenciesMs.push(performance.now() - started);
      if (res.status !== 200) {
        errors++;
        if (errors === 1) console.error(`  first error: ${res.status} ${res.text.slice(0, 300)}`);
      } else {
        // Counting `"listingId"` instead of JSON.parse keeps the client's own CPU use (same machine) small.
        listings += opts.countResults
          ? opts.countResults(res.text)
          : res.text.split('"listingId"').length - 1;
      }
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: opts.concurrency }, client));
  } finally {
    agent.destroy();
  }
  return {
    latenciesMs,
    errors,
    meanListings: listings / Math.max(1, latenciesMs.length - errors),
    wallMs: performance.now() - started,
  };
}
