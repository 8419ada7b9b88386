import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

/** Deeper than any request the API defines (its deepest body nests under ten levels), yet far from the stack's limit. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests objects and arrays more than `limit` levels deep, measured in one pass over the
 * characters (brackets inside strings do not count) and stopping as soon as it does. Nothing recurses, so a
 * body of a million brackets costs one loop, not a stack overflow.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser (secure-json-parse, refusing `__proto__` and
 * `constructor` poisoning) behind a depth check: a body nested past MAX_JSON_DEPTH is refused as 400 40000
 * before JSON.parse, the schemas or any hook walk it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new ApiError(400, 40000, 'Invalid request', {
          fields: [{ field: 'body', message: `Nested more than ${MAX_JSON_DEPTH} levels deep` }],
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
