// The routes the fuzzer drives, read from the app's own OpenAPI document (`app.swagger()`), so a
// new route is fuzzed the day it is added: its method and path, the schemas of its path params,
// query, JSON or multipart body, and whether its 2xx answers are JSON envelopes or a stream.

/** The subset of JSON Schema the route schemas use (TypeBox output, as @fastify/swagger prints it). */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  default?: unknown;
}

export interface Field {
  name: string;
  schema: Schema;
  required: boolean;
}

export interface FuzzRoute {
  method: string;
  /** The OpenAPI template, e.g. /api/courses/{id}. */
  path: string;
  params: Field[];
  query: Field[];
  body: { kind: 'json' | 'multipart'; schema: Schema } | null;
  /** Its 2xx answers are `{status:'success',data}` JSON (false: a file, an image, a redirect). */
  jsonSuccess: boolean;
  /** Its 2xx answer is an event stream (text/event-stream) that stays open. */
  eventStream: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const resolve = resolverFor(document);
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const fieldsIn = (place: string) =>
        parameters.filter((p) => p.in === place).map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}), required: p.required === true || place === 'path' }));
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      const body = multipart ? { kind: 'multipart' as const, schema: resolve(multipart) } : json ? { kind: 'json' as const, schema: resolve(json) } : null;
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      const jsonSuccess = successes.length > 0 && successes.every(([, response]) => Object.keys(response.content ?? {}).every((type) => type === 'application/json'));
      const eventStream = successes.some(([, response]) => Object.keys(response.content ?? {}).includes('text/event-stream'));
      routes.push({ method: method.toUpperCase(), path, params: fieldsIn('path'), query: fieldsIn('query'), body, jsonSuccess, eventStream });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Inlines `$ref`s to components (the error envelope is the only shared one today). */
function resolverFor(document: OpenApiDocument): (schema: Schema) => Schema {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema, depth = 0): Schema => {
    if (depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? '';
      return resolve(components[name] ?? {}, depth + 1);
    }
    const out: Schema = { ...schema };
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key].map((s) => resolve(s, depth + 1));
    return out;
  };
  return (schema) => resolve(schema);
}
