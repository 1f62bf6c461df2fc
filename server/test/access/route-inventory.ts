// The /api routes as the app itself knows them: from Fastify's route table (printRoutes) and
// from the OpenAPI document it publishes (app.swagger()). Keys read `METHOD /api/path/:param`.
import type { FastifyInstance } from 'fastify';

// Served by @fastify/swagger-ui for people, not part of the API the matrix guards.
const DOCS_PREFIX = '/api/docs';
// Fastify answers HEAD with the GET handler: the GET cell covers it.
const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS']);

const isGuarded = (method: string, path: string) =>
  path.startsWith('/api/') && !(path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) && !SKIPPED_METHODS.has(method);

/**
 * Every route of the app's route table. printRoutes draws a tree whose nodes hold the rest of
 * the path after their parent's, four characters of indentation a level deep.
 */
export function routeTableKeys(app: FastifyInstance): string[] {
  const keys = new Set<string>();
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth.length = depth;
    pathAtDepth[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (isGuarded(method, path)) keys.add(`${method} ${path}`);
  }
  return [...keys].sort();
}

/** Every operation of the OpenAPI document, its `{param}` written `:param` as in the route table. */
export function openApiKeys(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const keys = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const routePath = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (isGuarded(upper, routePath)) keys.add(`${upper} ${routePath}`);
    }
  }
  return [...keys].sort();
}
