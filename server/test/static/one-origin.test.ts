import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, START_HOOKS_TIMEOUT_MS } from '../../src/app.ts';
import { unreachableDatabase } from '../helpers/fake-database.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { testConfig } from '../helpers/test-config.ts';
import { useTestApp } from '../helpers/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Apps that serve no release (their pointers cannot be read): the CSP and the map's escaping.
async function appFor(env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp(testConfig(env), unreachableDatabase());
}

describe('one-origin static serving', () => {
  const site = createFakeStaticRoot();
  // Built: landing (but served from the CDN), auth, student and management; each a release at start.
  for (const remote of ['auth', 'student', 'management']) site.write(`remote-${remote}/dist/__federation_expose_Routes.1a2b3c.js`, `export default "${remote}";`);
  const CDN = 'https://cdn.example.org';
  const t = useTestApp({ STATIC_ROOT: site.root, REMOTE_LANDING_URL: `${CDN}/landing/mf-manifest.json` }, { publishLocalBuilds: true });
  afterAll(() => site.remove());
  const get = (url: string) => t.app().inject({ method: 'GET', url });
  /** Where the remotes map says a remote's current release is. */
  const base = async (remote: string) => String((await get('/remotes.json')).json()[remote]).replace('mf-manifest.json', '');

  test('publishing the builds at start may take longer than Fastify\'s 10 s (a loaded machine) without failing the start', () => {
    expect(START_HOOKS_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
    expect(t.app().initialConfig.pluginTimeout).toBe(START_HOOKS_TIMEOUT_MS);
  });

  test('/remotes.json maps each remote to its current release (or its override), private to the person', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const map = res.json();
    expect(map.landing).toBe(`${CDN}/landing/mf-manifest.json`);
    for (const remote of ['auth', 'student', 'management']) expect(map[remote]).toMatch(new RegExp(`^/remotes/${remote}/releases/[0-9a-f]{12}/mf-manifest.json$`));
  });

  test("a release's files are served with CORS, every one immutable at its release's path", async () => {
    const student = await base('student');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_Routes.1a2b3c.js']) {
      const res = await get(`${student}${file}`);
      expect({ file, status: res.statusCode, cache: res.headers['cache-control'], cors: res.headers['access-control-allow-origin'] }).toEqual({
        file,
        status: 200,
        cache: IMMUTABLE,
        cors: '*',
      });
    }
    expect((await get(`${student}mf-manifest.json`)).headers['content-type']).toMatch(/application\/json/);
  });

  test("a remote's plain path serves its current release: manifest and entry no-cache, chunks immutable", async () => {
    const manifest = await get('/remotes/landing/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/application\/json/);
    const entry = await get('/remotes/landing/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const chunk = await get('/remotes/landing/__federation_expose_LandingPage.9b8c7d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  test('a remote without a release, an unknown remote or release, a missing file and escapes are plain 404s', async () => {
    const student = await base('student');
    for (const url of [
      `${student}missing.js`,
      `${student}../../landing/mf-manifest.json`,
      `${student}remoteEntry.js.br`,
      '/remotes/student/releases/0123456789ab/remoteEntry.js',
      '/remotes/student/releases/nope/remoteEntry.js',
      '/remotes/nope/remoteEntry.js',
      '/remotes/landing/missing.js',
      '/remotes/landing/../../secret.txt',
      '/remotes/landing/%2e%2e/%2e%2e/secret.txt',
      '/remotes/landing/',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
    }
  });

  test('shell files are served immutable; HEAD works', async () => {
    const res = await get('/main.3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('shell');
    const head = await t.app().inject({ method: 'HEAD', url: '/main.3f9a1c.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  test('page paths fall back to index.html with the remotes map inlined before the first script', async () => {
    const res = await get('/dashboard/libraries?tab=saved');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const inline = res.body.indexOf('<script>window.__LECTERN_REMOTES__=');
    expect(inline).toBeGreaterThan(-1);
    expect(inline).toBeLessThan(res.body.indexOf('<script defer fetchpriority="high" src="/main.3f9a1c.js">'));
    const json = res.body.slice(inline).match(/__LECTERN_REMOTES__=(.*?);window.__LECTERN_SESSION__=/)![1]!;
    expect(JSON.parse(json).student).toBe(`${await base('student')}mf-manifest.json`);
  });

  test('the page preloads the entry of the remote its path needs', async () => {
    const preload = async (url: string) => (await get(url)).body.match(/<link rel="preload" as="script" href="([^"]+)">/)?.[1];
    expect(await preload('/')).toBe(`${CDN}/landing/remoteEntry.js`);
    expect(await preload('/auth/signin')).toBe(`${await base('auth')}remoteEntry.js`);
    expect(await preload('/dashboard')).toBe(`${await base('student')}remoteEntry.js`);
    expect(await preload('/material/123')).toBe(`${await base('student')}remoteEntry.js`);
    expect(await preload('/management/courses')).toBe(`${await base('management')}remoteEntry.js`);
    expect(await preload('/no-such-page')).toBeUndefined();
  });

  test('HTML carries a CSP without unsafe-eval, with the inline script hash and remote origins', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(new RegExp(`script-src [^;]*${CDN}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${CDN}`));
    const script = res.body.match(/<script>(.*?)<\/script>/)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('without Google sign-in the CSP allows nothing of Google Identity Services', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('frame-src');
  });

  test('with Google sign-in the CSP allows Google Identity Services, and still no unsafe-eval', async () => {
    const withGoogle = await appFor({ STATIC_ROOT: site.root, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const csp = String((await withGoogle.inject({ method: 'GET', url: '/auth/signin' })).headers['content-security-policy']);
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toContain(' https://accounts.google.com/gsi/client');
      expect(directive('frame-src')).toBe("frame-src 'self' https://accounts.google.com/gsi/");
      expect(directive('connect-src')).toBe("connect-src 'self' https://accounts.google.com/gsi/");
      expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
      expect(csp).not.toContain('unsafe-eval');
    } finally {
      await withGoogle.close();
    }
  });

  test('missing files outside the fallback are 404s: extensions and /remotes/ paths', async () => {
    for (const url of ['/missing.js', '/favicon.ico', '/remotes/x', '/../secret.txt']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  test('/api paths never fall back to the shell', async () => {
    const res = await get('/api/missing-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('the map is escaped so no value can close the script', async () => {
    const tricky = await appFor({ STATIC_ROOT: site.root, REMOTE_AUTH_URL: 'https://x.example/</script><script>alert(1)//mf-manifest.json' });
    try {
      const body = (await tricky.inject({ method: 'GET', url: '/' })).body;
      expect(body).not.toContain('</script><script>alert(1)');
      expect(body).toContain('\\u003c/script>');
    } finally {
      await tricky.close();
    }
  });
});

describe('without a shell build', () => {
  const site = createFakeStaticRoot({ withShell: false });
  const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
  afterAll(() => site.remove());

  test('/ answers 503 with what to do, and no remote is published (what the shell provides cannot be checked)', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Run npm run build first');
    expect((await t.app().inject({ method: 'GET', url: '/remotes/landing/remoteEntry.js' })).statusCode).toBe(404);
    expect(await t.db().selectFrom('releases').select('id').execute()).toEqual([]);
  });
});
