import fc from 'fast-check';
import type { JsonSchema } from './route-inventory.ts';
import { nastyDates, nastyValue } from './nasty-values.ts';

// A small JSON-schema -> fast-check generator for the request schemas of the OpenAPI document (which zod 4's
// toJSONSchema wrote, with $refs already inlined). It covers what the contracts use: objects, arrays, strings
// with lengths, patterns and formats, numbers with bounds, enums, consts, unions and nullables. Values are
// mostly valid, so the fuzz reaches the services, with edge values (bounds, off-by-one, nasties) mixed in.

const MAX_DEPTH = 6;

/** fast-check generates from plain patterns only (no lookarounds or back references). */
function matchable(pattern: string): boolean {
  try {
    fc.sample(fc.stringMatching(new RegExp(pattern)), 1);
    return true;
  } catch {
    return false;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 300) : 60;
  const edges: unknown[] = [
    'x'.repeat(min),
    'x'.repeat(Math.max(0, min - 1)),
    'x'.repeat(max),
    'x'.repeat(max + 1),
  ];
  const valid: fc.Arbitrary<unknown>[] = [];
  if (schema.format === 'email') valid.push(fc.emailAddress());
  else if (schema.format === 'uuid') valid.push(fc.uuid());
  else if (typeof schema.pattern === 'string' && /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(schema.pattern)) {
    valid.push(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(...nastyDates),
    );
  } else if (typeof schema.pattern === 'string' && matchable(schema.pattern)) {
    valid.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max));
  } else {
    valid.push(fc.string({ minLength: min, maxLength: max }));
    valid.push(fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }));
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
  const lo = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : min;
  const hi = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : max;
  const bounded = integer
    ? fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 31))), max: Math.floor(Math.min(hi, 2 ** 31)) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 6, arbitrary: bounded },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1, lo + 0.5, -0) },
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = arbitraryOf(property, depth + 1);
  const names = Object.keys(record);
  const shaped = fc.record(record, { requiredKeys: names.filter((n) => required.has(n)) });
  // Extra keys, the prototype-pollution ones among them, on objects of any strictness.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'id', 'userId'),
    nastyValue,
    { maxKeys: 2 },
  );
  const withExtras = fc.tuple(shaped, extra).map(([value, more]) => {
    const out = { ...(value as object) } as Record<string, unknown>;
    for (const [k, v] of Object.entries(more)) Object.defineProperty(out, k, { value: v, enumerable: true });
    return out;
  });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = arbitraryOf(schema.additionalProperties as JsonSchema, depth + 1);
    const dictionary = fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: 4 });
    return fc.oneof(shaped, dictionary, withExtras);
  }
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: withExtras });
}

/** An arbitrary of values for `schema`: mostly valid, some edge values, and a few hostile ones. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.oneof(fc.constant({}), nastyValue);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    return fc.oneof(...variants.map((v) => arbitraryOf(v, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return arbitraryOf(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema, depth + 1);
  }
  let core: fc.Arbitrary<unknown>;
  if ('const' in schema) core = fc.constant(schema.const);
  else if (Array.isArray(schema.enum)) core = fc.constantFrom(...(schema.enum as unknown[]));
  else {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const options = types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectArbitrary(schema, depth);
        case 'array': {
          const items = arbitraryOf(schema.items as JsonSchema | undefined, depth + 1);
          const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
          const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 8);
          return fc.array(items, { minLength, maxLength });
        }
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyValue);
      }
    });
    core = options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
  }
  // At every level a small chance of a hostile value instead of a shaped one.
  return fc.oneof({ weight: 12, arbitrary: core }, { weight: 1, arbitrary: nastyValue });
}

/** Query strings for a query schema: its parameters from the schema (strings), sometimes hostile. */
export function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.constant('');
  return arbitraryOf(schema).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return `q=${encodeURIComponent(String(value))}`;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) {
      params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    return params.toString();
  });
}
