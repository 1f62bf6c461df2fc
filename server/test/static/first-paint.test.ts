import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { StartupPreload } from '@lectern/build/artifacts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { strongEtagOf } from '../../src/http/etag.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { redeployLocalBuilds } from '../helpers/release-builds.ts';

// What the builds leave for first paint (@lectern/build's precompress, prerender and preload
// plugins), in a fake STATIC_ROOT; the page and API answers from a real app. The checksum is
// computed here by its recipe, not by the contract's pageChecksum, so that a changed recipe fails.
const site = createFakeStaticRoot();
const { write } = site;
const CHUNK = `/* ${'the shell chunk '.repeat(200)} */`;
write('shell/dist/index.html', fs.readFileSync(path.join(site.root, 'shell/dist/index.html'), 'utf8').replace('<div id="root"></div>', '<noscript>Lectern needs JavaScript to run.</noscript><div id="root"></div>'));
write('shell/dist/121.abc.js', CHUNK);
write('shell/dist/121.abc.js.br', zlib.brotliCompressSync(CHUNK));
write('shell/dist/121.abc.js.gz', zlib.gzipSync(CHUNK));
write('shell/dist/preload.json', JSON.stringify({ files: ['bootstrap.1.js'], shared: { react: ['121.abc.js'] }, sizes: { 'bootstrap.1.js': 3000, '121.abc.js': 8000 } } satisfies StartupPreload));
write('shell/dist/mf-manifest.json', JSON.stringify({ name: 'shell', shared: [{ name: 'react' }] }));
// The remote's own react is not wanted (the shell provides it); its formik is.
// Sizes as the preload plugin writes them; the expose's is missing (an older build): it counts as 0.
write(
  'remote-landing/dist/preload.json',
  JSON.stringify({
    files: ['152.x.js', '__federation_expose_LandingPage.y.js'],
    shared: { react: ['9.react.js'], formik: ['526.f.js'] },
    sizes: { '152.x.js': 20000, '9.react.js': 9000, '526.f.js': 9000, 'remoteEntry.js': 9500 },
  } satisfies StartupPreload),
);

const page = (html: string, css: string) => ({ html, css, sha256: createHash('sha256').update(html).update('\0').update(css).digest('hex') });
const LANDING_HTML = '<!--$--><main><h1>Course notes and past papers</h1></main><!--/$-->';
const LANDING_CSS = '<style data-styled="true" data-styled-version="6">.a{color:red}</style>';
const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
/** The landing remote rebuilt with these prerendered pages, and deployed as a restart would. */
const writePages = async (pages: Record<string, unknown>) => {
  write('remote-landing/dist/prerender/pages.json', JSON.stringify({ version: 1, pages }));
  await redeployLocalBuilds(t.app(), site.root);
};
afterAll(() => site.remove());

const get = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers });

describe('compressed answers', () => {
  test('a build file goes out as its brotli or gzip copy, by what the browser accepts, with Vary', async () => {
    const br = await get('/121.abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gzip = await get('/121.abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
  });

  test("a remote's preload list and prerendered pages are revalidated (a CDN in front of a remote must not keep an old deploy's)", async () => {
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    for (const url of ['/remotes/landing/preload.json', '/remotes/landing/prerender/pages.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  test('a client that accepts no encoding gets the identity body', async () => {
    const res = await get('/121.abc.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(CHUNK);
  });

  test('a Range request on a compressed asset answers 206 with that part', async () => {
    const res = await get('/121.abc.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload).toHaveLength(10);
    const identity = await get('/121.abc.js', { range: 'bytes=3-12' });
    expect(identity.statusCode).toBe(206);
    expect(identity.body).toBe(CHUNK.slice(3, 13));
  });

  test('API JSON above 1 KB is compressed on the fly; small answers and clients without Accept-Encoding are not', async () => {
    const big = await get('/api/faculty', { 'accept-encoding': 'br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).status).toBe('success');

    const identity = await get('/api/faculty');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().status).toBe('success');

    const small = await get('/api/auth/check', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the page', () => {
  // The manifest first, then the shell's and the remote's chunks together, largest first (sizes
  // above); the remote's from the folder of its current release.
  const preloadsOf = async () => {
    const base = String((await get('/remotes.json')).json().landing).replace('mf-manifest.json', '');
    return [
      `fetch ${base}mf-manifest.json crossorigin`,
      `script ${base}152.x.js`,
      `script ${base}remoteEntry.js`,
      `script ${base}526.f.js`,
      'script /121.abc.js',
      'script /bootstrap.1.js',
      `script ${base}__federation_expose_LandingPage.y.js`,
    ];
  };
  const withoutPages = async () => {
    fs.rmSync(path.join(site.root, 'remote-landing/dist/prerender'), { recursive: true, force: true });
    await redeployLocalBuilds(t.app(), site.root);
  };
  const preloadLinks = (body: string) =>
    [...body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin)?>/g)].map((m) => `${m[1]} ${m[2]}${m[3] ?? ''}`);

  test("without markup: the head preloads the remote's manifest, then the shell's start-up chunks with the remote's entry, exposed chunks and own shared packages, largest first", async () => {
    await withoutPages();
    const res = await get('/');
    expect(preloadLinks(res.body)).toEqual(await preloadsOf());
    // The shell's own script is fetched first, and at high priority: nothing shows until it runs.
    expect(res.body.indexOf('<script defer fetchpriority="high" src="/main.3f9a1c.js">')).toBeLessThan(res.body.indexOf('rel="preload"'));
    expect(res.body).not.toContain('__LECTERN_AFTER_PAINT__');
  });

  test('prerendered: nothing but the entry is fetched, and nothing run, before the page has painted; the page script lists what to start then', async () => {
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    const res = await get('/');
    // The entry is fetched while the page parses, not run: no script element loads it.
    expect(res.body).not.toMatch(/<script[^>]* src=/);
    expect(preloadLinks(res.body)).toEqual(['script /main.3f9a1c.js']);
    const afterPaint = JSON.parse(res.body.match(/window\.__LECTERN_AFTER_PAINT__=(.*?)<\/script>/)![1]!) as { scripts: string[]; preloads: Array<{ as: string; href: string }> };
    expect(afterPaint.scripts).toEqual(['/main.3f9a1c.js']);
    expect(afterPaint.preloads.map(({ as, href }) => `${as} ${href}${as === 'fetch' ? ' crossorigin' : ''}`)).toEqual(await preloadsOf());
  });

  test("carries the remote's prerendered markup and styles, marked for hydration, without the noscript notice", async () => {
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    const res = await get('/');
    expect(res.body).toContain(`<div id="root" data-prerendered="landing">${LANDING_HTML}</div>`);
    // The first frame waits for the whole markup (a frame of half of it would shift what follows).
    expect(res.body).toContain('<link rel="expect" href="#lectern-root-end" blocking="render">');
    expect(res.body.indexOf('rel="expect"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toContain(`${LANDING_HTML}</div><template id="lectern-root-end"></template>`);
    expect(res.body.indexOf(LANDING_CSS)).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).not.toContain('<noscript>');
  });

  test('a remote redeployed alone is seen on the next request', async () => {
    await writePages({ '/': page('<!--$--><h1>Old</h1><!--/$-->', '') });
    expect((await get('/')).body).toContain('<h1>Old</h1>');
    await writePages({ '/': page('<!--$--><h1>New text</h1><!--/$-->', '') });
    expect((await get('/')).body).toContain('<h1>New text</h1>');
  });

  test('corrupt, damaged, foreign or missing markup only means the page renders on the client', async () => {
    const plain = (body: string) => {
      expect(body).toContain('<noscript>');
      expect(body).toContain('<div id="root"></div>');
      // Nothing holds the first frame for markup that is not there.
      expect(body).not.toContain('rel="expect"');
    };
    await writePages({ '/': { ...page(LANDING_HTML, LANDING_CSS), html: '<h1>tampered' } });
    plain((await get('/')).body);
    write('remote-landing/dist/prerender/pages.json', '{"version":1,"pages":{"/":');
    await redeployLocalBuilds(t.app(), site.root);
    const truncated = await get('/');
    expect(truncated.statusCode).toBe(200);
    plain(truncated.body);
    write('remote-landing/dist/prerender/pages.json', JSON.stringify({ version: 2, pages: { '/': page(LANDING_HTML, '') } }));
    await redeployLocalBuilds(t.app(), site.root);
    plain((await get('/')).body);
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    // A query may change what the page shows; prototype keys are not pages.
    plain((await get('/?q=csc')).body);
    plain((await get('/auth/signin')).body);
    await withoutPages();
    plain((await get('/')).body);
  });

  test('for a visitor nobody is signed in: the session is inlined as null, the script allowed by its hash, no-cache', async () => {
    const res = await get('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    const script = res.body.match(/<script>(window\.__LECTERN_REMOTES__=.*?)<\/script>/)![1]!;
    expect(script).toContain('window.__LECTERN_SESSION__=null');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect(res.headers['content-security-policy']).not.toContain('nonce-');
  });

  test('for a signed-in person: their profile is inlined, the page is private, no-store, its script allowed by a fresh nonce', async () => {
    const user = await createUser(t.db(), { firstName: 'Kemi' });
    const session = await signIn(t.app(), user);
    const pages = await Promise.all([get('/dashboard', session.cookie), get('/dashboard', session.cookie)]);
    const nonces = pages.map((res) => {
      expect(res.headers['cache-control']).toBe('private, no-store');
      const [, nonce, script] = res.body.match(/<script nonce="([^"]+)">(.*?)<\/script>/)!;
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(res.headers['content-security-policy']).not.toContain('sha256-');
      // The session, up to the next value the script carries (a signed-in dashboard's reads).
      const inlined = JSON.parse(script!.split('window.__LECTERN_SESSION__=')[1]!.split(';window.')[0]!);
      expect(inlined).toMatchObject({ email: user.email, firstName: 'Kemi' });
      expect(JSON.stringify(inlined)).not.toMatch(/password|hash|token/i);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]!.length).toBeGreaterThanOrEqual(22);
  });

  test("the shell's own inline script (the early-input hold) is allowed by its hash, for visitors and signed-in people", async () => {
    const template = fs.readFileSync(path.join(site.root, 'shell/dist/index.html'), 'utf8');
    const own = 'window.__HELD__={events:[]}';
    write('shell/dist/index.html', template.replace('</head>', `<script>${own}</script></head>`));
    try {
      const hash = `'sha256-${createHash('sha256').update(own).digest('base64')}'`;
      const session = await signIn(t.app(), await createUser(t.db()));
      for (const res of [await get('/'), await get('/dashboard', session.cookie)]) {
        expect(res.body).toContain(`<script>${own}</script>`);
        expect(res.headers['content-security-policy']).toContain(hash);
      }
      // Anything else inline is still refused: only these two sources besides 'self'.
      const visitor = (await get('/')).headers['content-security-policy'] as string;
      expect(visitor.match(/script-src ([^;]*)/)![1]!.split(' ').filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    } finally {
      write('shell/dist/index.html', template);
    }
  });

  test('an expired or made-up session cookie is a visitor', async () => {
    const res = await get('/', { cookie: 'lectern_session=not-a-real-token' });
    expect(res.body).toContain('window.__LECTERN_SESSION__=null');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('the page itself is compressed for browsers that accept it', async () => {
    await writePages({ '/': page(`<!--$--><main>${'<p>A long landing page</p>'.repeat(100)}</main><!--/$-->`, '') });
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('__LECTERN_REMOTES__');
  });
});

describe('the page for people not signed in is the same for all of them', () => {
  test('it carries a strong tag of its bytes, and a browser revalidating it gets a 304 with no body', async () => {
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(strongEtagOf(first.body));
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  test('compressed, it is the same page under the same tag', async () => {
    await writePages({ '/': page(`<!--$--><main>${'<p>A long landing page</p>'.repeat(100)}</main><!--/$-->`, '') });
    const identity = await get('/');
    for (const [coding, decompress] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const res = await get('/', { 'accept-encoding': coding });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(identity.headers.etag);
      expect(decompress(res.rawPayload).toString()).toBe(identity.body);
    }
  });

  test('a remote redeployed with other markup gives a new tag, and the old one gets the whole new page', async () => {
    await writePages({ '/': page(LANDING_HTML, LANDING_CSS) });
    const before = await get('/', { 'accept-encoding': 'br' });
    await writePages({ '/': page(LANDING_HTML.replace('Course notes', 'Lecture notes'), LANDING_CSS) });
    const after = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(zlib.brotliDecompressSync(after.rawPayload).toString()).toContain('Lecture notes');
  });

  test("a signed-in person's page is never tagged, nor answered 304 for the visitors' tag", async () => {
    const visitor = await get('/');
    const session = await signIn(t.app(), await createUser(t.db()));
    const res = await get('/', { ...session.cookie, 'if-none-match': String(visitor.headers.etag) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

