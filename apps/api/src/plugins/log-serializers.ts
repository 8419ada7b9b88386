// Request logs keep the method and path but not the query string: searches, listing ids, emails and
// account references travel there. Database faults keep the SQL (parameterised, so value-free) and
// PostgreSQL's code, constraint and table, but not the parameters, nor the detail and messages that echo values.

const REDACTED = '[redacted]';

/** The URL with its query string replaced, so a log shows which route was asked but not with what. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?${REDACTED}`;
}

// Structural, not FastifyRequest: the logger's options are typed before the server kind is known.
type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Properties that carry the values of a failed query (Drizzle: params; pg/PGlite: detail "Key (email)=(…)",
// where, internal query, hint) or the raw request that an error may hold.
const VALUE_BEARING = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint', 'raw']);
// What identifies a database fault without its values.
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
];
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string');

/** An error's message with its values taken out: Drizzle's "params: …" line and a value PostgreSQL quotes. */
function safeMessage(error: ErrorLike): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  // "invalid input syntax for type uuid: "…"", "invalid input value for enum x: "…"": the value is client input.
  return String(error.message).replace(/(\bfor (?:type|enum) [\w ."]+?): ".*"$/s, `$1: "${REDACTED}"`);
}

/** The stack with its first line(s), which repeat the message, replaced by the safe message. */
function safeStack(error: ErrorLike, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.indexOf('\n    at ');
  return `${error.name}: ${message}${frames === -1 ? '' : error.stack.slice(frames)}`;
}

function databaseFields(error: ErrorLike): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of DATABASE_FIELDS) if (error[key] !== undefined) fields[key] = error[key];
  return fields;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * pino's error serializer, minus the values: like pino's own it joins the messages and stacks of the cause
 * chain and copies the error's own properties, but drops VALUE_BEARING ones and rewrites the message and stack
 * of a failed query. The chain is walked in a loop and bounded (an error's cause may be any object).
 */
function serializeError(error: Error): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const chain: ErrorLike[] = [];
  for (
    let e: unknown = error;
    isErrorLike(e) && chain.length < MAX_CAUSES && !chain.includes(e);
    e = e.cause
  ) {
    chain.push(e);
  }
  const messages = chain.map(safeMessage);
  const stacks = chain.map((e, i) => safeStack(e, messages[i]!)).filter(Boolean);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: messages.join(': '),
    stack: stacks.join('\ncaused by: '),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_BEARING.has(key) || key === 'cause' || key in serialized || isErrorLike(value)) continue;
    serialized[key] = value;
  }
  const causes = chain.slice(1).map((e) => ({ type: e.constructor?.name ?? e.name, ...databaseFields(e) }));
  if (causes.length > 0) serialized.causes = causes;
  return serialized;
}

export const logSerializers = { req: serializeRequest, err: serializeError };
