import type { FastifyError, FastifyRequest } from 'fastify';
import type { FieldError } from '@lectern/shared-api/contract';

/**
 * Route schemas carry the words a failed rule answers with, beside the rule itself, so the
 * limits and the messages come from the contract in one place:
 *
 *   Type.String({ minLength: PASSWORD_MIN, 'x-messages': { required: M.passwordRequired, minLength: M.passwordTooShort } })
 *
 * `required` answers a missing or empty value, a keyword name answers that rule, `default`
 * any other. `'x-trim': true` trims a string before it is validated (names, emails).
 * Both keywords are declared to ajv in app.ts; the OpenAPI document shows them as extensions.
 */
export const MESSAGES_KEYWORD = 'x-messages';
export const TRIM_KEYWORD = 'x-trim';

export type FieldMessages = Partial<Record<'required' | 'default' | string, string>>;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];
type JsonSchema = { properties?: Record<string, JsonSchema>; [MESSAGES_KEYWORD]?: FieldMessages; [TRIM_KEYWORD]?: boolean };

export function messages(map: FieldMessages): { [MESSAGES_KEYWORD]: FieldMessages } {
  return { [MESSAGES_KEYWORD]: map };
}

export const trimmed = { [TRIM_KEYWORD]: true } as const;

/**
 * One error per field (the first rule it breaks, in the order the schema lists the
 * fields), worded by the field's x-messages when it has them.
 */
export function toFieldErrors(
  issues: ValidationIssue[],
  request: FastifyRequest,
  context: string | undefined,
): Array<FieldError & { summary: string }> {
  const schema = schemaFor(request, context);
  const data = dataFor(request, context);
  const byField = new Map<string, FieldError & { summary: string }>();
  for (const issue of issues) {
    const params = issue.params as Record<string, unknown>;
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
    const segments = [...issue.instancePath.split('/').filter(Boolean).map(unescapePointer), ...(missing ? [missing] : [])];
    const field = segments.join('.') || 'request';
    if (byField.has(field)) continue;
    const fieldSchema = schemaAt(schema, segments);
    const words = fieldSchema?.[MESSAGES_KEYWORD] ?? {};
    const value = missing ? undefined : valueAt(data, segments);
    const empty = value === undefined || value === null || value === '';
    const worded = empty ? (words.required ?? words.default) : (words[issue.keyword] ?? words.default);
    // Our words are whole sentences; ajv's need the field's name in front.
    const message = worded ?? `${field} ${empty ? 'is required' : (issue.message ?? 'is invalid')}`;
    byField.set(field, { field, message: worded ?? (empty ? 'is required' : (issue.message ?? 'is invalid')), summary: message });
  }
  const order = Object.keys(schema?.properties ?? {});
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? order.length : index;
  };
  return [...byField.values()].sort((a, b) => rank(a.field) - rank(b.field));
}

/** preValidation: trim the string fields whose schema says x-trim (body and query). */
export async function trimMarkedFields(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as Record<string, JsonSchema | undefined> | undefined;
  if (!schema) return;
  for (const [part, data] of [
    ['body', request.body],
    ['querystring', request.query],
  ] as const) {
    const properties = schema[part]?.properties;
    if (!properties || !data || typeof data !== 'object') continue;
    const record = data as Record<string, unknown>;
    for (const [name, property] of Object.entries(properties)) {
      if (property[TRIM_KEYWORD] && typeof record[name] === 'string') record[name] = (record[name] as string).trim();
    }
  }
}

function schemaFor(request: FastifyRequest, context: string | undefined): JsonSchema | undefined {
  const schema = request.routeOptions.schema as Record<string, JsonSchema | undefined> | undefined;
  return context ? schema?.[context] : undefined;
}

function dataFor(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

function schemaAt(schema: JsonSchema | undefined, segments: string[]): JsonSchema | undefined {
  let current = schema;
  for (const segment of segments) current = current?.properties?.[segment];
  return current;
}

function valueAt(data: unknown, segments: string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
