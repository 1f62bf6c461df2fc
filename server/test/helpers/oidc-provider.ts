import { OAuth2Issuer, OAuth2Server, type MutableResponse, type MutableToken, type Payload } from 'oauth2-mock-server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const CLIENT_ID = 'lectern-test-client';
export const CLIENT_SECRET = 'lectern-test-secret';

export interface TestProvider {
  /** The issuer URL (GOOGLE_ISSUER); known once the provider has started. */
  issuer(): string;
  /** The env that points the app at this provider. */
  env(): Record<string, string>;
  server(): OAuth2Server;
  /** Change the claims of the next ID token the token endpoint issues (sub, email, aud, exp, nonce...). */
  shapeNextIdToken(claims: Partial<Payload> & Record<string, unknown>): void;
  /** The next token response carries an ID token whose signature no longer matches. */
  tamperNextIdToken(): void;
  /** An ID token signed by this provider, as One Tap would hand it to the browser. */
  idToken(claims: Record<string, unknown>, options?: { expiresIn?: number }): Promise<string>;
  /** The same, signed with a key this provider does not publish. */
  foreignIdToken(claims: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

/** A local OpenID Connect provider (oauth2-mock-server) for the test file, on 127.0.0.1 and a free port. */
export function useTestProvider(): TestProvider {
  const server = new OAuth2Server();
  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
  });
  afterAll(async () => {
    if (server.listening) await server.stop();
  });

  const issuer = () => {
    if (!server.issuer.url) throw new Error('the test provider has not started');
    return server.issuer.url;
  };
  return {
    issuer,
    env: () => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: issuer() }),
    server: () => server,
    shapeNextIdToken(claims) {
      // The token endpoint signs the access token first (it has a scope), then the ID token.
      const shape = (token: MutableToken) => {
        if ('scope' in token.payload) return;
        server.service.off('beforeTokenSigning', shape);
        Object.assign(token.payload, claims);
      };
      server.service.on('beforeTokenSigning', shape);
    },
    tamperNextIdToken() {
      server.service.once('beforeResponse', (response: MutableResponse) => {
        if (response.body === '' || typeof response.body.id_token !== 'string') return;
        response.body.id_token = tamperSignature(response.body.id_token);
      });
    },
    idToken: (claims, options = {}) =>
      server.issuer.buildToken({
        expiresIn: options.expiresIn,
        scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: CLIENT_ID, ...claims }),
      }),
    async foreignIdToken(claims) {
      const other = new OAuth2Issuer();
      other.url = issuer();
      await other.keys.generate('RS256');
      return other.buildToken({ scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: CLIENT_ID, ...claims }) });
    },
    stop: () => server.stop(),
  };
}

/** Change one character in the middle of the signature. */
export function tamperSignature(jwt: string): string {
  const [header, payload, signature = ''] = jwt.split('.');
  const at = Math.floor(signature.length / 2);
  const swapped = signature[at] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
}

export interface StartedFlow {
  /** The provider's authorization URL the app redirected to. */
  location: URL;
  /** The `Cookie` header that binds the flow to this browser. */
  cookie: string;
  state: string;
}

/** GET /api/auth/google[?query] as a browser would, expecting the 302 to the provider. */
export async function startGoogleFlow(app: FastifyInstance, query = ''): Promise<StartedFlow> {
  const res = await app.inject({ method: 'GET', url: `/api/auth/google${query}` });
  if (res.statusCode !== 302) throw new Error(`no redirect to the provider: ${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location));
  const state = location.searchParams.get('state');
  const flowCookie = setCookies(res).find((cookie) => cookie.startsWith('lectern_oauth_state='));
  if (!state || !flowCookie) throw new Error(`no state or flow cookie in ${location.href}`);
  return { location, cookie: flowCookie.split(';')[0] ?? '', state };
}

/** Follow the provider's authorization URL (it signs in at once): the callback path and query it sends the browser to. */
export async function authorizeAtProvider(location: URL): Promise<string> {
  const res = await fetch(location, { redirect: 'manual' });
  const back = res.headers.get('location');
  if (res.status !== 302 || !back) throw new Error(`the provider did not redirect back: ${res.status}`);
  const url = new URL(back);
  return url.pathname + url.search;
}

export function callGoogleCallback(app: FastifyInstance, pathAndQuery: string, cookie: string | null) {
  return app.inject({ method: 'GET', url: pathAndQuery, headers: cookie ? { cookie } : {} });
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The session cookie the answer sets, or null (clearing cookies do not count). */
export function sessionCookieSet(res: LightMyRequestResponse): string | null {
  const cookie = setCookies(res).find((c) => c.startsWith('lectern_session=') && !c.startsWith('lectern_session=;'));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}
