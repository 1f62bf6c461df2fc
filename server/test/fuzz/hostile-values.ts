// The values the fuzzer puts into fields: plausible ones read from a field's schema (so requests
// get past validation into the handlers and the database) and hostile ones (NUL and lone
// surrogates, SQL and HTML, wrong types, unknown enum values, oversize text, prototype keys).
import fc from 'fast-check';
import type { Schema } from './openapi-routes.ts';

/** Real records of the fuzzed database, so ids in params and bodies sometimes exist. */
export interface FuzzWorld {
  ids: string[];
  courseCodes: string[];
}

const NUL_AND_SURROGATES = ['a\u0000b', '\u0000', 'ok\u0000', '\uD800', '\uDFFF', 'ab\uDBFFc', '\uDC00x', 'x\uD83D', '😀\uD800'];
const SQL = ["' OR '1'='1", "'; DROP TABLE users; --", '1; SELECT pg_sleep(5)', "%' AND 1=1 --", '\\', '$1', "E'\\x00'", '%', '_', '\\%'];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}'];
const PATHS = ['../../etc/passwd', '..%2f..%2f', '/', '//', '.', '..', 'a/b', '?x=1', '#frag', '%zz', '%'];
const ODD_TEXT = ['', ' ', '\t', '\r\n', '\u202E', '\uFEFF', 'İ', 'ǅ', 'e\u0301', '\u200B', 'ÿ', '😀', 'a'.repeat(3) + '\n'.repeat(3)];
const NUMBER_LIKE = ['-1', '0', '1e309', 'NaN', 'Infinity', '9'.repeat(400), '0x10', '1.5', ' 1 ', '-0', '100abc', '2147483648', '9007199254740993'];
const ID_LIKE = ['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', '00000000-0000-4000-8000-000000000000x', 'null', 'undefined', '1'];
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyUnitString = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NUL_AND_SURROGATES) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL, ...HTML, ...PATHS, ...ODD_TEXT, ...NUMBER_LIKE, ...ID_LIKE, ...PROTOTYPE_KEYS) },
    { weight: 2, arbitrary: anyUnitString(20) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    // Oversize: past every field's maxLength, some past the JSON body limit.
    { weight: 1, arbitrary: fc.constantFrom(201, 2049, 10_000, 70_000).map((n) => 'A'.repeat(n)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('A', 'é', '😀'), fc.integer({ min: 0, max: 5000 }), fc.constantFrom('', '\u0000', '\uD800')).map(([c, n, tail]) => c.repeat(n) + tail) },
  );
}

/** A value of the wrong kind for any field. */
export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], [[[]]], { a: 1 }),
    fc.array(hostileString(), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a', 'b\u0000'), hostileString(), { maxKeys: 3 }),
  );
}

/** A value the schema accepts, when it can (the happy path the hostile ones are mixed into). */
export function plausible(schema: Schema, world: FuzzWorld, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, world, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? Math.max(min + 100, 100);
      const step = schema.multipleOf ?? 1;
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(plausible(schema.items ?? {}, world, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(entries.map(([name, property]) => [name, plausible(property, world, depth + 1)]));
      return fc.record(model, { requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)) });
    }
    default:
      return plausibleString(schema, world);
  }
}

function plausibleString(schema: Schema, world: FuzzWorld): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 40;
  const fit = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((s) => s.slice(0, max));
  if (schema.format === 'uuid') return world.ids.length ? fc.oneof(fc.constantFrom(...world.ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'date' || schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, schema.format === 'date' ? 10 : 24));
  return fit(
    fc.oneof(
      fc.constantFrom('notes', 'CSC204', 'csc 204', 'ada@uni.edu', 'Correct-horse-7', 'https://example.edu/x', 'week 3', '["calculus"]', '{}', 'ada_01'),
      ...(world.courseCodes.length ? [fc.constantFrom(...world.courseCodes)] : []),
      fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 30) }),
    ),
  );
}

/** A value for one field: mostly plausible, often hostile, sometimes of the wrong type or an unknown enum member. */
export function fieldValue(schema: Schema, world: FuzzWorld): fc.Arbitrary<unknown> {
  const unknownEnum = schema.enum?.length
    ? fc.constantFrom(...schema.enum.map((v) => `${String(v).toUpperCase()} `), 'unknown', 'pending; DROP', '')
    : hostileString();
  // A plausible value with a NUL or a lone surrogate slipped in: it passes formats and patterns.
  const tainted = fc.tuple(plausible(schema, world), fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.nat()).map(([value, bad, at]) =>
    typeof value === 'string' ? value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)) : value,
  );
  return fc.oneof(
    { weight: 5, arbitrary: plausible(schema, world) },
    { weight: 2, arbitrary: tainted },
    { weight: 3, arbitrary: hostileString() },
    { weight: 1, arbitrary: unknownEnum },
    { weight: 1, arbitrary: wrongType() },
  );
}

/**
 * A query or path value as text. Lone surrogates cannot be percent-encoded as UTF-8, so they
 * go out as the bytes a careless encoder would write (WTF-8), which is what an attacker sends.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** A value as it travels in a query string or path (objects and arrays as JSON, the rest as text). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
