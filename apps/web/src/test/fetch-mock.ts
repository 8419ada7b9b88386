import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Route = (url: string, init: RequestInit) => Reply | undefined;

/** Stubs fetch with a router function; unmatched calls answer 404. Returns the mock for call assertions. */
export function mockFetch(route: Route) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const reply = route(url, init) ?? { status: 404, body: { code: 40400, message: 'Not found' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      statusText:
        status === 200 ? 'OK' : status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Error',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
