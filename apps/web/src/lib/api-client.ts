import { AnswerSchema, type AnswerParser } from './answer-schema.ts';
import { API_BASE, requestHeaders } from './http.ts';
import { routeAuthFailure } from './auth-redirect.ts';
import { TRACKING_EVENT_PATH, trackEvent } from './tracking.ts';

export const API_FAILURE_EVENT = 'api_call_failed';

/** A non-2xx answer: the HTTP status and the `{code, message}` body of api.md "Conventions". */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly body: unknown;

  constructor(status: number, code: number | undefined, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export interface RequestOptions<T> {
  body?: unknown;
  /**
   * The answer's contract: an AnswerSchema (lib/contract-answers.ts) is checked in development and tests and
   * trusted in production; any other parser (a zod schema) always runs.
   */
  schema?: AnswerSchema<T> | AnswerParser<T>;
  /** Skip the 401 routing: the sign-in page handles its own 401 answers. */
  handleAuth?: boolean;
  signal?: AbortSignal;
  /** Another API prefix than /api/v0: the admin portal's calls go to /admin/api/v0 (spec §7). */
  base?: string;
}

/** spec §7: failures of these calls are not tracked (userInfo fails for every signed-out visitor). */
const UNTRACKED = [TRACKING_EVENT_PATH, 'userInfo'];

function stripSlashes(path: string): string {
  return path.replace(/^\/+/, '');
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function codeOf(body: unknown): number | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'number') return body.code;
  return undefined;
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return fallback;
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const endpoint = stripSlashes(path);
  const url = `${options.base ?? API_BASE}/${endpoint}`;
  const res = await fetch(url, {
    method,
    headers: requestHeaders(method),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  const body = parseBody(text);

  if (!res.ok) {
    const code = codeOf(body);
    const endpointName = endpoint.split('?')[0] ?? endpoint;
    if (!UNTRACKED.includes(endpointName)) {
      void trackEvent(API_FAILURE_EVENT, {
        url,
        endpoint: endpointName,
        status: res.status,
        text: res.statusText,
        body: text,
      });
    }
    if (res.status === 401 && options.handleAuth !== false) routeAuthFailure(code);
    throw new ApiError(res.status, code, messageOf(body, res.statusText || `HTTP ${res.status}`), body);
  }
  if (!options.schema) return body as T;
  return options.schema instanceof AnswerSchema ? options.schema.read(body) : options.schema.parse(body);
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body: unknown = {}, options?: RequestOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body: unknown = {}, options?: RequestOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body: unknown = {}, options?: RequestOptions<T>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => apiRequest<T>('DELETE', path, options),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
