// A fake network for component tests: answers fetch() by method and path with the real
// wire envelope, so components and hooks run unchanged. Never mock our own hooks instead.
//
// Its routes are tied to the contract's map of the API (ApiRoutes): a key names a call,
// `'PATCH /api/user/u-1/role'`, and is matched to its route template, `'PATCH /api/user/:id/role'`
// (a `:param` is any one path segment); a `{ data }` reply, or a function route's return, must
// be that route's answer. A key no route has, or a reply the server would never give, does not
// compile.
import type { ApiRoute, ApiRoutes, FieldError } from '../contract/index.ts';

/** An error answer (any route may give one): the status and the error envelope's fields. */
export interface FakeError {
  status: number;
  error: { code: string; message: string; errors?: FieldError[] };
}

/** The answers every route may give: an error, a network failure, or nothing ever. */
type AnyRouteReply = FakeError | { networkError: true } | { pending: true };

/** A reply carrying `Data` (200 unless `status` says), or one every route may give. */
type ReplyOf<Data> = { status?: number; data: Data } | AnyRouteReply;

/** A route answered per call; undefined answers like a route not listed (404). */
type RouteOfData<Data> = (url: URL, init: RequestInit | undefined) => ReplyOf<Data> | undefined;

/**
 * What route `R` answers: its success `data` (200 unless `status` says), an error, a network
 * failure, or nothing ever. Without `R`, only the answers every route may give (no `data`).
 */
export type FakeReply<R extends ApiRoute = never> = [R] extends [never] ? AnyRouteReply : ReplyOf<ApiRoutes[R]>;

/** Route `R` answered per call; undefined answers like a route not listed (404). */
export type FakeRoute<R extends ApiRoute = never> = (url: URL, init: RequestInit | undefined) => FakeReply<R> | undefined;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [P];

/** Whether a call's path segments fit a template's: equal, or any non-empty segment where the template has `:param`. */
type SegmentsFit<Call extends string[], Template extends string[]> = Call extends [infer C extends string, ...infer CallRest extends string[]]
  ? Template extends [infer T extends string, ...infer TemplateRest extends string[]]
    ? T extends `:${string}`
      ? C extends ''
        ? false
        : SegmentsFit<CallRest, TemplateRest>
      : C extends T
        ? SegmentsFit<CallRest, TemplateRest>
        : false
    : false
  : Template extends []
    ? true
    : false;

/** The route template a fake's key is a call of (`'GET /api/materials/m1'` is `'GET /api/materials/:id'`); a route named exactly wins. */
export type RouteOf<Key extends string> = Key extends ApiRoute
  ? Key
  : { [T in ApiRoute]: SegmentsFit<Segments<Key>, Segments<T>> extends true ? T : never }[ApiRoute];

/** What a key that no route of the API matches must be: nothing a test can write. */
interface NoSuchRoute<Key extends string> {
  noApiRouteIs: Key;
}

/** A fake's routes: each key a call of one API route, each reply (or function of the URL) fitting that route. */
export type FakeRoutes<Keys extends string> = {
  [Key in Keys]: [RouteOf<Key>] extends [never] ? NoSuchRoute<Key> : ReplyOf<ApiRoutes[RouteOf<Key>]> | RouteOfData<ApiRoutes[RouteOf<Key>]>;
};

export interface FakeNetwork {
  calls: Array<{ method: string; url: URL }>;
  restore: () => void;
}

function respond(reply: FakeReply<ApiRoute>): Promise<Response> {
  if ('pending' in reply) return new Promise(() => undefined);
  if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
  if ('error' in reply) {
    const body = { status: 'error', statusCode: reply.status, ...reply.error };
    return Promise.resolve(jsonResponse(reply.status, body));
  }
  return Promise.resolve(jsonResponse(reply.status ?? 200, { status: 'success', data: reply.data }));
}

function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response;
}

/**
 * Installs a fake `fetch`. `routes` maps a call, `"GET /api/stats/public"`, to a reply or to a
 * function of the URL; an unlisted call fails like a 404 from the real server. A helper that
 * takes routes to pass on is generic the same way, `<Keys extends string>(routes: FakeRoutes<Keys>)`,
 * and hands them over as `more`, which overrides its own defaults in `routes`.
 */
export function fakeNetwork<Keys extends string, MoreKeys extends string = never>(routes: FakeRoutes<Keys>, more?: FakeRoutes<MoreKeys>): FakeNetwork {
  const byKey = { ...routes, ...more } as unknown as Record<string, FakeReply<ApiRoute> | FakeRoute<ApiRoute> | undefined>;
  const original = globalThis.fetch;
  const calls: FakeNetwork['calls'] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url });
    const route = byKey[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(url, init) : route;
    return respond(reply ?? { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}

/** The JSON body a faked call carried. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}

/** A route that answers every call with `reply` and keeps, in `sent`, the JSON body of the last call. */
export function routeKeepingBody<Reply>(reply: Reply): ((url: URL, init: RequestInit | undefined) => Reply) & { sent: unknown } {
  const route = Object.assign(
    (_url: URL, init: RequestInit | undefined) => {
      route.sent = bodyOf(init);
      return reply;
    },
    { sent: undefined as unknown },
  );
  return route;
}
