import type { FastifyInstance } from 'fastify';

export type JsonSchema = { [key: string]: unknown };

/** One route the app serves, with the request schemas its OpenAPI document publishes (absent when hidden). */
export type AppRoute = {
  /** `METHOD /path` with Fastify's `:param` spelling: the key of the abuse tests' route table. */
  key: string;
  method: string;
  url: string;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  /** Listed in the OpenAPI document. */
  documented: boolean;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: OpenApiParameter[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/**
 * Every method and path of the app's router, read from `printRoutes` rather than from the OpenAPI document so
 * that a route hidden from the document (or added without a schema) is still listed. HEAD twins of GET routes
 * are left out.
 */
export function routerRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const found: { method: string; url: string }[] = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = (match[3] ?? '').split(', ').filter(Boolean);
    const url = stack.join('');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      found.push({ method, url });
    }
  }
  return found;
}

/** Inlines `#/components/schemas/...` references (cycles stop at a depth of 12 as `{}`). */
export function resolveRefs(schema: unknown, doc: OpenApiDocument, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(item, doc, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const object = schema as JsonSchema;
  if (typeof object.$ref === 'string') {
    if (depth > 12) return {};
    const name = object.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`OpenAPI $ref ${object.$ref} points at no schema`);
    return resolveRefs(target, doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveRefs(v, doc, depth)]));
}

function parametersSchema(parameters: OpenApiParameter[], place: string, doc: OpenApiDocument) {
  const own = parameters.filter((p) => p.in === place);
  if (own.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, resolveRefs(p.schema ?? {}, doc)])),
    required: own.filter((p) => p.required).map((p) => p.name),
  } satisfies JsonSchema;
}

/** The app's API routes (under /api/ or /admin/api/, docs included) with their published request schemas. */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  return routerRoutes(app)
    .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/admin/api/'))
    .map(({ method, url }) => {
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
      const body = operation?.requestBody?.content?.['application/json']?.schema;
      const parameters = operation?.parameters ?? [];
      const query = parametersSchema(parameters, 'query', doc);
      const params = parametersSchema(parameters, 'path', doc);
      return {
        key: `${method} ${url}`,
        method,
        url,
        documented: Boolean(operation),
        ...(body ? { body: resolveRefs(body, doc) as JsonSchema } : {}),
        ...(query ? { query } : {}),
        ...(params ? { params } : {}),
      };
    });
}

/** Property names anywhere in a request schema (to spot routes that take an id or token). */
export function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, into);
  } else if (schema && typeof schema === 'object') {
    const object = schema as JsonSchema;
    if (object.properties && typeof object.properties === 'object') {
      for (const name of Object.keys(object.properties)) into.add(name);
    }
    for (const value of Object.values(object)) propertyNames(value, into);
  }
  return into;
}
