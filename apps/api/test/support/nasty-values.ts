import fc from 'fast-check';

/**
 * Hand-picked hostile inputs for the fuzz tests. JSON cannot carry NaN or Infinity, so a raw number literal is
 * written as a marker string that `toJsonBody` turns into the bare literal (`1e999` parses to Infinity).
 */
export const RAW_NUMBER = '\u0000raw-number:';

export const nastyNumbers: unknown[] = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  Number.MAX_SAFE_INTEGER,
  -0,
  -1,
  -100,
  0.1 + 0.2,
  5e-324,
  123.456789,
  1e21,
  `${RAW_NUMBER}1e999`,
  `${RAW_NUMBER}-1e999`,
  `${RAW_NUMBER}1.0e+400`,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  ' 12 ',
  '',
];

export const nastyDates = [
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '2025-13-01',
  '2025-00-10',
  '1900-01-01',
  '0001-01-01',
  '2025-06-02T00:00:00Z',
  '2025-6-2',
  '+275760-09-13',
  '2024-02-29',
  '2025-06-01',
];

export const nastyStrings = [
  '\u202Eevil\u202C',
  '\u200F\u200Eمرحبا',
  '😀'.repeat(40),
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u200B\uFEFF',
  'Ω≈ç√∫˜µ≤≥÷',
  "'; drop table users; --",
  '" or 1=1 --',
  '%00%2e%2e%2f',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'H-AAAAAAAA',
  '00000000-0000-0000-0000-000000000000',
  ' ',
  '\n\r\t',
];

/** About 1 MB: under the app's 2 MB body limit, so it reaches the validators. */
export const MEGABYTE_STRING = 'x'.repeat(1_048_000);

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  // fast-check would recurse 2000 levels to print a counterexample; a symbol key is not part of the JSON.
  Object.defineProperty(value, fc.toStringMethod, {
    value: () => `nested ${asArray ? 'array' : 'object'} ×${depth}`,
  });
  return value;
}

export const pollutionPayloads: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  { constructor: { prototype: { polluted: 'yes' } } },
  { prototype: { polluted: 'yes' } },
  JSON.parse('{"a": {"__proto__": {"polluted": "yes"}}}'),
];

/** A hostile value of any JSON type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyDates) },
  { weight: 2, arbitrary: fc.constantFrom(...pollutionPayloads) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [null], ['a', 1, null]) },
  { weight: 1, arbitrary: fc.constantFrom(nested(2000, 1, false), nested(2000, 1, true)) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
);

/** JSON text of a body, with the raw number markers written as bare literals. */
export function toJsonBody(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(new RegExp(`"\\\\u0000raw-number:([^"]*)"`, 'g'), '$1');
}

/** Hostile query strings for any GET route (appended after `?`). */
export const nastyQueries = [
  'query[]=a&query[]=b',
  'query[__proto__][polluted]=yes',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'query=%00',
  'query=%E0%A4%A',
  'query=%',
  'query=%F0%9F%98%80%E2%80%AE',
  `query=${'a'.repeat(100_000)}`,
  'agent=true&agent=false',
  'includeHidden=TRUE',
  'includeHidden[]=true',
  'a=1&'.repeat(2000),
];
