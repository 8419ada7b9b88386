import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@portal/db/client';
import type { AppPage } from './web-page.ts';

/** An error a service raises on purpose; it becomes `{code, message, ...extra}` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

// Text PostgreSQL cannot store (a NUL character; a lone UTF-16 surrogate, which jsonb refuses): a request
// carrying it anywhere is bad input, refused before a service turns it into a database fault.
// With the u flag a valid surrogate pair is one code point, so the class matches lone surrogates only.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;
function unstorablePath(root: unknown, rootPath: string): string | undefined {
  // Walked with an explicit stack, not recursion: the value is client input and may nest arbitrarily deep.
  const pending: Array<[unknown, string]> = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i]!;
      const where = `${path}.${key}`;
      if (UNSTORABLE.test(key)) return where;
      pending.push([inner, where]);
    }
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: a malformed path (bad percent-encoding) or a path parameter over the router's
 * limit is answered before any route, by default with a string code and the path echoed back. Answer it like
 * every other client error instead.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? 'A path parameter is too long' : 'The request path is not valid';
  void reply.status(status).send({ code: status * 100, message });
}

export const notFound = (what = 'Resource') => new ApiError(404, 40400, `${what} not found`);
export const unauthorized = () => new ApiError(401, 40100, 'Not signed in');

// JSON errors as api.md says: 400 lists the offending fields, known errors keep their code, and a fault
// never leaks its stack or message to the client.
export function registerErrorHandling(app: FastifyInstance, options: { appPage?: AppPage }): void {
  app.addHook('preValidation', async (request) => {
    const field = (['body', 'query', 'params'] as const)
      .map((part) => unstorablePath(request[part], part))
      .find(Boolean);
    if (field) {
      throw new ApiError(400, 40000, 'Invalid request', {
        fields: [{ field, message: 'Contains a character that cannot be stored' }],
      });
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ code: 40000, message: 'Invalid request', fields });
    }
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, rate limit, unsupported media type.
      return reply.status(status).send({ code: status * 100, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a retry shortly will work, so say so (not a 500 fault).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ code: 50300, message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 50000, message: 'Something went wrong on our side' });
  });
  // One not-found handler: unknown API paths answer JSON; when the web app is served, every other GET is a
  // client route and gets the app's page.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path.startsWith('/admin/api/');
    // A missing file (an old hashed asset after a deploy) is a 404, not the app's page with a wrong MIME type.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (options.appPage && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      const { html, br } = await options.appPage.render(request.url);
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('Content-Encoding', 'br').send(br);
      }
      return reply.send(html);
    }
    return reply.status(404).send({ code: 40400, message: `No route for ${request.method} ${path}` });
  });
}
