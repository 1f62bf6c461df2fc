// One hostile request for one route of the OpenAPI document, as a fast-check arbitrary: its path
// params, query, body (JSON or multipart) and headers, each mostly plausible (to reach the
// handler) and often hostile. A request is data, so a failing one can be printed and replayed.
import fc from 'fast-check';
import { asText, fieldValue, hostileString, percentEncode, plausible, PROTOTYPE_KEYS, type FuzzWorld } from './hostile-values.ts';
import type { Field, FuzzRoute, Schema } from './openapi-routes.ts';

export type Persona = 'anonymous' | 'student' | 'admin';
/** How a signed-in persona authenticates: bearer, cookie with this site's Origin, cookie without it, or a forged token. */
export type AuthMode = 'bearer' | 'cookie' | 'cookie-no-origin' | 'forged';

export interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  persona: Persona;
  auth: AuthMode;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of hostility the body carries, for the report. */
  shape: string;
}

/** The files a multipart request may carry (made once: a real PDF and PNG, so some uploads succeed). */
export interface FuzzFiles {
  pdf: Buffer;
  png: Buffer;
}

export const JSON_BODY_LIMIT = 64 * 1024;

/** How a field gets its value: `fieldValue` (mostly plausible, often hostile) or `plausible` (all of them, to reach deep). */
type ValueOf = (schema: Schema, world: FuzzWorld) => fc.Arbitrary<unknown>;

export function hostileRequest(route: FuzzRoute, world: FuzzWorld, files: FuzzFiles): fc.Arbitrary<FuzzRequest> {
  // Three in ten requests have only plausible fields, so handlers and the database are reached
  // with the rest of the request's hostility (body shape, headers, stray keys) still in place.
  return fc.oneof({ weight: 7, arbitrary: requestWith(route, world, files, fieldValue) }, { weight: 3, arbitrary: requestWith(route, world, files, plausible) });
}

function requestWith(route: FuzzRoute, world: FuzzWorld, files: FuzzFiles, valueOf: ValueOf): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      persona: fc.constantFrom<Persona>('anonymous', 'student', 'admin'),
      auth: fc.oneof({ weight: 6, arbitrary: fc.constant<AuthMode>('bearer') }, { weight: 1, arbitrary: fc.constantFrom<AuthMode>('cookie', 'cookie-no-origin', 'forged') }),
      path: pathOf(route, world, valueOf),
      query: queryOf(route.query, world, valueOf),
      body: route.body?.kind === 'multipart' ? multipartBody(route.body.schema, world, files, valueOf) : jsonBody(route.body?.schema ?? null, world, valueOf),
      headers: extraHeaders(),
    })
    .map(({ persona, auth, path, query, body, headers }) => ({
      route: `${route.method} ${route.path}`,
      method: route.method,
      url: query ? `${path}?${query}` : path,
      persona,
      auth,
      headers: { ...headers, ...body.headers },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      shape: body.shape,
    }));
}

function pathOf(route: FuzzRoute, world: FuzzWorld, valueOf: ValueOf): fc.Arbitrary<string> {
  if (route.params.length === 0) return fc.constant(route.path);
  const values = route.params.map((param) =>
    fc.oneof(
      { weight: 6, arbitrary: valueOf(param.schema, world).map((v) => percentEncode(asText(v))) },
      ...(param.name === 'code' && world.courseCodes.length ? [{ weight: 3, arbitrary: fc.constantFrom(...world.courseCodes).map(percentEncode) }] : []),
      // Broken escapes and raw bytes no encoder would write.
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '%C0%80', '%FF', 'a%2Fb', '..', '%2e%2e') },
    ),
  );
  return fc.tuple(...values).map((encoded) => route.params.reduce((path, param, i) => path.replace(`{${param.name}}`, encoded[i] || 'x'), route.path));
}

function queryOf(fields: Field[], world: FuzzWorld, valueOf: ValueOf): fc.Arbitrary<string> {
  const known = fields.map((field) =>
    fc.option(
      fc.oneof(
        { weight: 8, arbitrary: valueOf(field.schema, world).map((v) => `${field.name}=${percentEncode(asText(v))}`) },
        // The same key twice (an array to the parser), a key with no value.
        { weight: 1, arbitrary: fc.tuple(plausible(field.schema, world), hostileString()).map(([a, b]) => `${field.name}=${percentEncode(asText(a))}&${field.name}=${percentEncode(b)}`) },
        { weight: 1, arbitrary: fc.constantFrom(field.name, `${field.name}=`, `${field.name}=%`, `${field.name}=%ED%A0%80`, `${field.name}[]=1`, `${field.name}[a]=1`) },
      ),
      { freq: 2 },
    ),
  );
  const unknown = fc.option(
    fc.oneof(
      fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'x', 'a\u0000', '\uD800'), hostileString()).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
      fc.constantFrom('&&&', '=', '==', '%=%', 'a=1=2', '__proto__[admin]=1'),
    ),
    { freq: 3 },
  );
  return fc.tuple(fc.tuple(...known), unknown).map(([parts, extra]) => [...parts, extra].filter((p): p is string => p !== null).join('&'));
}

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
  shape: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function jsonBody(schema: Schema | null, world: FuzzWorld, valueOf: ValueOf): fc.Arbitrary<Body> {
  const fields = schema ? objectOf(schema, world, valueOf) : fc.constant({} as Record<string, unknown>);
  const hostile: Array<fc.WeightedArbitrary<Body>> = [
    {
      weight: 1,
      // Prototype keys as the text carries them (JSON.parse makes them own properties).
      arbitrary: fields.map((object) => ({
        headers: JSON_TYPE,
        payload: `{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(object).slice(1).replace(/^}$/, '"x":1}')}`,
        shape: 'prototype keys',
      })),
    },
    {
      weight: 1,
      // As deep as fits under the body limit: a stack-hungry walker would overflow on it.
      arbitrary: fc.tuple(fc.integer({ min: 100, max: 30_000 }), fc.constantFrom('[', '{"a":')).map(([wanted, open]) => {
        const depth = Math.min(wanted, Math.floor((JSON_BODY_LIMIT - 16) / (open.length + 1)));
        const payload = open === '[' ? '['.repeat(depth) + ']'.repeat(depth) : `${open.repeat(depth)}1${'}'.repeat(depth)}`;
        return { headers: JSON_TYPE, payload, shape: `nested ${depth} deep` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: JSON_BODY_LIMIT + 1, max: 300 * 1024 }).map((n) => ({ headers: JSON_TYPE, payload: `{"a":"${'x'.repeat(n)}"}`, shape: `huge (${n} bytes)` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom('', '{', '{"a":', 'null', 'true', '1', '"text"', '[]', '[1,2]', "{'a':1}", '{"a":1,}', '<xml/>', "'; DROP TABLE users; --", '\u0000', '{"a":"\\ud800"}', '{"a":1}{"b":2}', 'NaN', '\uFEFF{}'),
          fc.string({ unit: 'binary', maxLength: 50 }),
        )
        .map((payload) => ({ headers: JSON_TYPE, payload, shape: 'not JSON, or not an object' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/xml', 'multipart/form-data', 'application/jsonx', ''))
        .map(([object, type]): Body => ({ headers: type ? { 'content-type': type } : {}, payload: JSON.stringify(object), shape: `content type ${type || 'missing'}` })),
    },
  ];
  if (!schema) {
    return fc.oneof({ weight: 12, arbitrary: fc.constant<Body>({ headers: {}, shape: 'no body' }) }, ...hostile);
  }
  return fc.oneof(
    { weight: 10, arbitrary: fields.map((object) => ({ headers: JSON_TYPE, payload: JSON.stringify(object), shape: 'fields' })) },
    ...hostile,
  );
}

/** The schema's fields (each plausible or hostile, some left out), plus now and then a stray key. */
function objectOf(schema: Schema, world: FuzzWorld, valueOf: ValueOf): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const entries = properties.map(([name, property]) =>
    (required.has(name) ? fc.oneof({ weight: 9, arbitrary: valueOf(property, world).map((v) => [name, v] as const) }, { weight: 1, arbitrary: fc.constant(null) }) : fc.option(valueOf(property, world).map((v) => [name, v] as const))),
  );
  const stray = fc.option(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'role', 'id', 'reviewStatus', 'x\u0000', '\uDC00'), fc.oneof(hostileString(), fc.constant({ role: 'admin' }))), { freq: 4 });
  return fc.tuple(fc.tuple(...entries), stray).map(([pairs, extra]) => {
    const object: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) Object.defineProperty(object, pair[0], { value: pair[1], enumerable: true, writable: true, configurable: true });
    if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
    return object;
  });
}

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type: string };

function multipartBody(schema: Schema, world: FuzzWorld, files: FuzzFiles, valueOf: ValueOf): fc.Arbitrary<Body> {
  const properties = Object.entries(schema.properties ?? {});
  const parts = properties.map(([name, property]) => {
    if (property.format === 'binary') {
      return fc.option(
        fc.record({
          filename: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('notes.pdf', 'cover.png', 'x.docx', '') }, { weight: 2, arbitrary: hostileString().map((s) => s.slice(0, 300)) }),
          content: fc.oneof(
            fc.integer({ min: 0, max: 1_000_000 }).map((n) => Buffer.concat([files.pdf, Buffer.from(`%${n}\n`)])),
            fc.constant(files.png),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
            fc.constantFrom(Buffer.from('%PDF-1.4\n'), Buffer.from('PK\u0003\u0004'), Buffer.alloc(0)),
          ),
          type: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/html', ''),
        }).map((file): Part => ({ name, ...file })),
        { freq: 3 },
      );
    }
    return fc.option(valueOf(property, world).map((v): Part => ({ name, value: asText(v).slice(0, 20_000) })), { freq: (schema.required ?? []).includes(name) ? 10 : 2 });
  });
  const extra = fc.option(
    fc.oneof(
      fc.tuple(fc.constantFrom('x', 'a\u0000', '\uD800', '__proto__', 'label', 'file', 'image'), hostileString()).map(([name, value]): Part => ({ name, value: value.slice(0, 20_000) })),
      fc.constantFrom<Part>({ name: 'other', filename: 'evil.exe', content: Buffer.from('MZ'), type: 'application/octet-stream' }, { name: 'description', value: 'd'.repeat(20_000) }),
    ),
    { freq: 3 },
  );
  const wellFormed = fc.tuple(fc.tuple(...parts), extra, fc.boolean()).map(([chosen, stray, textFirst]): Body => {
    const list = [...chosen, stray].filter((p): p is Part => p !== null);
    // Mostly as a browser sends it (text before files); sometimes files first.
    list.sort((a, b) => (textFirst ? Number('content' in a) - Number('content' in b) : 0));
    return encodeMultipart(list, 'multipart');
  });
  const broken = fc.constantFrom<Body>(
    { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\nContent-Disposition: form-data; name="label"\r\n\r\nx\r\n--x--\r\n', shape: 'multipart without a boundary' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="label"\r\n\r\nunfinished', shape: 'multipart cut short' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'garbage\r\n\r\n', shape: 'multipart garbage' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n', shape: 'multipart part without a name' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4', shape: 'multipart file cut short' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '', shape: 'multipart empty' },
    { headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` }, payload: `--${'b'.repeat(300)}--\r\n`, shape: 'multipart boundary too long' },
    { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--\r\n', shape: 'multipart empty boundary' },
    { headers: { 'content-type': 'multipart/mixed; boundary=x' }, payload: '--x--\r\n', shape: 'multipart/mixed' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG', shape: 'multipart image cut short' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="label"\r\n\r\nx\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n', shape: 'multipart file after a field, cut short' },
    { headers: JSON_TYPE, payload: '{"label":"x","classification":"other"}', shape: 'JSON instead of multipart' },
  );
  return fc.oneof({ weight: 8, arbitrary: wellFormed }, { weight: 2, arbitrary: broken });
}

function encodeMultipart(parts: Part[], shape: string): Body {
  const boundary = '----lecternfuzz7MA4YWxkTrZu0gW';
  const quote = (s: string) => s.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"; filename="${quote(part.filename)}"\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks), shape: `${shape} (${parts.map((p) => p.name).join(', ') || 'no parts'})` };
}

/** Headers the server reads, now and then hostile. */
function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  const header = (name: string, values: string[]) => fc.option(fc.oneof(fc.constantFrom(...values), hostileString().map((s) => s.slice(0, 200))).map((v) => [name, v] as const), { freq: 8 });
  return fc
    .tuple(
      header('range', ['bytes=0-10', 'bytes=-0', 'bytes=abc', 'bytes=999999999999-', 'bytes=5-1', 'bytes=0-1,2-3', 'items=0-1']),
      header('if-none-match', ['*', '"abc"', 'W/"x"', '"' + 'a'.repeat(5000) + '"']),
      header('x-forwarded-for', ['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '']),
      header('accept-language', ['*', 'xx', '']),
      header('user-agent', ['', 'Mozilla/5.0']),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((p): p is readonly [string, string] => p !== null)));
}
