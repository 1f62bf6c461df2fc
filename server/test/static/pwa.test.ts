import { createHash } from 'node:crypto';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/test-app.ts';

// The installable app and its service worker (docs/offline.md): the files a browser must
// revalidate, the app shell the worker keeps (nobody's session in it), and the offline page.
const site = createFakeStaticRoot();
const { write } = site;
const HOLD = 'window.__hold=1';
write(
  'shell/dist/index.html',
  `<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"><script>${HOLD}</script><script defer src="/main.3f9a1c.js"></script></head><body><div id="root"></div></body></html>`,
);
write('shell/dist/sw.js', 'self.__WB_MANIFEST;');
write('shell/dist/manifest.webmanifest', '{"name":"Lectern"}');
write('shell/dist/icon-192.png', 'png');
write('shell/dist/offline.html', '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"><link rel="stylesheet" href="/offline.css"><script defer src="/offline.js"></script></head><body><h1>You are offline</h1></body></html>');
write('shell/dist/offline.js', 'void 0;');
write('remote-landing/dist/precache.json', '{"format":1,"version":"a","bytes":0,"files":[]}');

const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
afterAll(() => site.remove());
const get = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the installable app', () => {
  test('/sw.js is the service worker for the whole site, revalidated on every check (no-cache)', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // Scope / needs no Service-Worker-Allowed: the script is at the root.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  test('the web app manifest and its icons are revalidated, not immutable (their names carry no hash)', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/icon-192.png')).headers['cache-control']).toBe('no-cache');
  });

  test("a remote's precache list is revalidated and open to other origins, like its manifest", async () => {
    const res = await get('/remotes/landing/precache.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  test('the app shell is the shell page with nobody in it, even for a signed-in person, its inline scripts allowed by hash', async () => {
    const session = await signIn(t.app(), await createUser(t.db(), { firstName: 'Kemi' }));
    for (const res of [await get('/app-shell.html'), await get('/app-shell.html?__WB_REVISION__=abc', session.cookie)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('__LECTERN_SESSION__');
      expect(res.body).not.toContain('Kemi');
      expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha256(HOLD)}`);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('nonce-');
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  test('the offline page is revalidated, links the manifest, and runs only its own files (the strict policy)', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
    expect((await get('/offline.js')).headers['cache-control']).toBe('no-cache');
  });

  test('signed-in pages stay private, no-store: the worker never keeps them', async () => {
    const session = await signIn(t.app(), await createUser(t.db()));
    const res = await get('/dashboard/libraries', session.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
