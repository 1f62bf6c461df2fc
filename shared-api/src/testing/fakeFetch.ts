// A fake network for component tests: answers fetch() by method and path with the real
// wire envelope, so components and hooks run unchanged. Never mock our own hooks instead.
export type FakeReply =
  | { status?: number; data: unknown }
  | { status: number; error: { code: string; message: string; errors?: Array<{ field: string; message: string }> } }
  | { networkError: true }
  | { pending: true };

export type FakeRoute = (url: URL, init: RequestInit | undefined) => FakeReply | undefined;

export interface FakeNetwork {
  calls: Array<{ method: string; url: URL }>;
  restore: () => void;
}

function respond(reply: FakeReply): Promise<Response> {
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
 * Installs a fake `fetch`. `routes` maps `"GET /api/stats/public"` to a reply or to a
 * function of the URL; an unlisted call fails like a 404 from the real server.
 */
export function fakeNetwork(routes: Record<string, FakeReply | FakeRoute>): FakeNetwork {
  const original = globalThis.fetch;
  const calls: FakeNetwork['calls'] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(url, init) : route;
    return respond(reply ?? { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}

/** The JSON body a faked call carried. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}
