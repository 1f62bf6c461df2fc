import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignedInPageState } from '@lectern/shared-api/contract';
import { createSignedInRenderer } from '../../src/static/signed-in/renderer.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Signed-in pages rendered for each request by their remote's prerender bundle (render.cjs,
// `renderSignedIn`), in the server's sandboxed render process. The bundles here are small stand-ins that
// answer from what they are given, so the test sees exactly what the server hands a remote and
// what it does with the answer; the real bundles' markup is checked by the remotes' own tests
// and in the browser (e2e/tests/signed-in-paint.spec.ts).
const site = createFakeStaticRoot();
const { write } = site;
const escape = "(text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')";
write(
  'remote-student/dist/prerender/render.cjs',
  `const escape = ${escape};
  exports.renderSignedIn = (url, state) => {
    if (url.startsWith('/dashboard/throws')) throw new Error('the render broke');
    if (url.startsWith('/dashboard/hangs')) { const end = Date.now() + 30000; while (Date.now() < end); }
    if (!url.startsWith('/dashboard')) return null;
    const reads = Object.keys(state.reads).sort().join(',');
    return { html: '<main><h1>Welcome back, ' + escape(state.session.firstName) + '</h1><p data-url="' + escape(url) + '">' + escape(reads) + '</p></main>', css: '<style data-styled="true">.w{color:blue}</style>' };
  };`,
);
write('remote-student/dist/mf-manifest.json', '{"name":"student"}');

// The builds in the fake root are the first releases, as `npm start` publishes them.
const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
afterAll(() => site.remove());

const get = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers });
const root = (body: string) => body.match(/<div id="root"([^>]*)>([\s\S]*?)<\/div><template/);

describe('signed-in pages rendered on the server', () => {
  test("the page arrives with its remote's markup for that person, its styles, and the answers it was rendered with", async () => {
    const session = await signIn(t.app(), await createUser(t.db(), { firstName: 'Kemi' }));
    const res = await get('/dashboard', session.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [, marks, html] = root(res.body)!;
    expect(marks).toBe(' data-prerendered="student" data-signed-in');
    expect(html).toContain('<h1>Welcome back, Kemi</h1>');
    // The reads the page carries (pageReads) are the ones its markup was rendered with.
    expect(html).toContain('/api/notifications?page=1');
    expect(html).toContain('/api/stats/me');
    expect(res.body).toMatch(/<head>[\s\S]*<style data-styled="true">\.w\{color:blue\}<\/style>[\s\S]*<\/head>/);
    // Painted first: the shell's entry is only preloaded, started after paint.
    expect(res.body).toContain('<link rel="preload" as="script" href="/main.3f9a1c.js">');
    expect(res.body).not.toContain('<script defer');
  });

  test('the query goes to the remote with the path', async () => {
    const session = await signIn(t.app(), await createUser(t.db()));
    const res = await get('/dashboard/libraries?tab=saved', session.cookie);
    expect(root(res.body)![2]).toContain('data-url="/dashboard/libraries?tab=saved"');
  });

  test("two people asking at once each get only their own page (nothing signed-in is shared or kept)", async () => {
    const people = await Promise.all(['Ada', 'Tunde', 'Zainab', 'Musa'].map(async (firstName) => ({ firstName, session: await signIn(t.app(), await createUser(t.db(), { firstName })) })));
    const asked = people.flatMap((person) => [person, person]);
    const pages = await Promise.all(asked.map(({ session }) => get('/dashboard', session.cookie)));
    for (const [index, { firstName: mine, session }] of asked.entries()) {
      let res = pages[index]!;
      // A page whose render outlasted its wait (8 at once on a loaded machine) goes out without
      // markup: asked again, as a next visit would, until it has some. Every answer is checked.
      for (let tries = 0; ; tries++) {
        for (const other of people.filter((person) => person.firstName !== mine)) expect(res.body).not.toContain(other.firstName);
        expect(res.headers.etag).toBeUndefined();
        if (root(res.body) || tries === 20) break;
        res = await get('/dashboard', session.cookie);
      }
      expect(root(res.body)![2]).toContain(`Welcome back, ${mine}</h1>`);
    }
  });

  test('a visitor never gets signed-in markup: the page is the same for everyone', async () => {
    const res = await get('/dashboard');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-signed-in');
    expect(res.body).toContain('window.__LECTERN_SESSION__=null');
  });

  test('a page the remote does not render, and a render that throws, go out without markup (the browser renders them)', async () => {
    const session = await signIn(t.app(), await createUser(t.db()));
    for (const url of ['/material/1', '/dashboard/throws']) {
      const res = await get(url, session.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script defer fetchpriority="high" src="/main.3f9a1c.js"></script>');
    }
    expect(root((await get('/dashboard', session.cookie)).body)![2]).toContain('Welcome back');
  });

  test('a remote whose build has no render bundle renders in the browser', async () => {
    const session = await signIn(t.app(), await createUser(t.db()));
    const res = await get('/management', session.cookie);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

// The renderer itself, with stand-in bundles in a folder of releases outside the repo (as a
// release stored under DATA_DIR is): each answers from what it is given and from the process it
// runs in, so the tests see what the server's render process allows.
describe('the render process', () => {
  const state = (firstName = 'Kemi') => ({ session: { id: 'u1', firstName, lastName: 'Ade', email: 'k@uni.edu', role: 'student' }, reads: {} }) as unknown as SignedInPageState;
  let folder = '';
  let releases = '';
  const warnings: string[] = [];
  const log = {
    warn: (...args: unknown[]) => void warnings.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')),
    error: (...args: unknown[]) => void warnings.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')),
  };
  /** Writes a release's render.cjs (and any files beside it); answers its path. */
  const release = (name: string, source: string, beside: Record<string, string> = {}) => {
    const dir = path.join(releases, name, 'prerender');
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, content] of Object.entries(beside)) fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, 'render.cjs'), source);
    return path.join(dir, 'render.cjs');
  };
  // Renders with the real React from the server's node_modules, found through NODE_PATH (the
  // bundle names it, built anywhere); /whoami answers the process it runs in.
  const student = `const React = require('react');
    const { renderToStaticMarkup } = require('react-dom/server');
    exports.renderSignedIn = (url, state) => {
      if (url.startsWith('/dashboard/throws')) throw new Error('the render broke');
      if (url.startsWith('/dashboard/hangs')) for (;;);
      if (url.startsWith('/dashboard/exits')) process.exit(7);
      if (url === '/whoami') return { html: String(process.pid), css: '' };
      if (!url.startsWith('/dashboard')) return null;
      return { html: renderToStaticMarkup(React.createElement('h1', null, 'Welcome back, ' + state.session.firstName)), css: '<style>.w{color:blue}</style>' };
    };`;
  let renderers: Array<ReturnType<typeof createSignedInRenderer>> = [];
  const renderer = (limits?: { renderTimeoutMs: number; stuckMs: number; loadStuckMs: number }) => {
    // A cold process loads React first: generous for a busy machine, since no test here waits them out.
    const created = createSignedInRenderer({ log, readableDirs: [releases], limits: limits ?? { renderTimeoutMs: 10_000, stuckMs: 10_000, loadStuckMs: 10_000 } });
    renderers.push(created);
    return created;
  };

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-render-'));
    releases = path.join(folder, 'releases');
    fs.mkdirSync(releases);
    warnings.length = 0;
  });
  afterEach(async () => {
    await Promise.all(renderers.map((created) => created.close()));
    renderers = [];
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test("a page the bundle renders gets its markup, with React escaping the person's text; a page it does not render gets null", async () => {
    const bundle = release('student-r1', student);
    const pages = renderer();
    expect(await pages.render(bundle, '/dashboard', state('<b>Kemi</b>'))).toEqual({ html: '<h1>Welcome back, &lt;b&gt;Kemi&lt;/b&gt;</h1>', css: '<style>.w{color:blue}</style>' });
    expect(await pages.render(bundle, '/material/1', state())).toBeNull();
    // A bundle without the export renders nothing.
    expect(await pages.render(release('old-build', 'exports.pages = {};'), '/dashboard', state())).toBeNull();
  });

  test('a render that throws costs that page its markup, and is logged; the next page gets its own', async () => {
    const bundle = release('student-r1', student);
    const pages = renderer();
    expect(await pages.render(bundle, '/dashboard/throws', state())).toBeNull();
    expect(warnings.join('\n')).toContain('Error: the render broke');
    expect((await pages.render(bundle, '/dashboard', state()))?.html).toContain('Welcome back, Kemi');
  });

  test('a render that hangs the process: the process is killed and a fresh one renders the next page', async () => {
    const bundle = release('student-r1', student);
    // The page would wait longer than a hang takes to be found, so its null comes from the kill.
    const pages = renderer({ renderTimeoutMs: 20_000, stuckMs: 1_500, loadStuckMs: 20_000 });
    const first = (await pages.render(bundle, '/whoami', state()))?.html;
    expect(first).toMatch(/^\d+$/);
    expect(await pages.render(bundle, '/dashboard/hangs', state())).toBeNull();
    expect(warnings.join('\n')).toContain('hung');
    const second = (await pages.render(bundle, '/whoami', state()))?.html;
    expect(second).toMatch(/^\d+$/);
    expect(second).not.toBe(first);
    expect((await pages.render(bundle, '/dashboard', state()))?.html).toContain('Welcome back, Kemi');
  });

  test('a bundle slow to load is not taken for a hang, nor is a page asked for behind it', async () => {
    // Loading takes longer than a render may hang (a big bundle on a busy machine).
    const slow = release('slow-load', `const until = Date.now() + 2000; while (Date.now() < until);\n${student}`);
    const fast = release('fast-load', student);
    const pages = renderer({ renderTimeoutMs: 20_000, stuckMs: 500, loadStuckMs: 20_000 });
    const [first, behind] = await Promise.all([pages.render(slow, '/dashboard', state()), pages.render(fast, '/dashboard', state())]);
    expect(first?.html).toContain('Welcome back, Kemi');
    expect(behind?.html).toContain('Welcome back, Kemi');
    expect(warnings.join('\n')).not.toContain('hung');
  });

  test('a process that dies settles every page waiting on it with null; the next page starts a fresh one', async () => {
    const bundle = release('student-r1', student);
    const pages = renderer();
    const first = (await pages.render(bundle, '/whoami', state()))?.html;
    // The second is queued behind the first in the same process.
    expect(await Promise.all([pages.render(bundle, '/dashboard/exits', state()), pages.render(bundle, '/dashboard', state())])).toEqual([null, null]);
    const second = (await pages.render(bundle, '/whoami', state()))?.html;
    expect(second).toMatch(/^\d+$/);
    expect(second).not.toBe(first);
  });

  test('one process loads at most 6 bundles: the 7th starts a fresh one, which loads the 6 used last', async () => {
    const source = `exports.renderSignedIn = () => ({ html: JSON.stringify({ pid: process.pid, loaded: Object.keys(require.cache).filter((file) => file.endsWith('render.cjs')).sort() }), css: '' });`;
    const bundles = Array.from({ length: 7 }, (_, index) => release(`r${index + 1}`, source));
    const pages = renderer();
    const answer = async (bundle: string) => JSON.parse((await pages.render(bundle, '/dashboard', state()))!.html) as { pid: number; loaded: string[] };
    const pids = new Set<number>();
    for (const bundle of bundles.slice(0, 6)) pids.add((await answer(bundle)).pid);
    expect(pids.size).toBe(1);
    const fresh = await answer(bundles[6]!);
    expect(pids.has(fresh.pid)).toBe(false);
    // Answered after the loads sent behind the first render: the 6 used last, not the first.
    const again = await answer(bundles[6]!);
    expect(again.pid).toBe(fresh.pid);
    expect(again.loaded).toEqual(bundles.slice(1).map((bundle) => fs.realpathSync(bundle)).sort());
  });

  test('a bundle outside the readable folders is refused (null, logged), even by a path that climbs out', async () => {
    const outside = path.join(folder, 'elsewhere', 'render.cjs');
    fs.mkdirSync(path.dirname(outside));
    fs.writeFileSync(outside, "exports.renderSignedIn = () => ({ html: 'ran', css: '' });");
    const pages = renderer();
    expect(await pages.render(outside, '/dashboard', state())).toBeNull();
    expect(await pages.render(path.join(releases, '..', 'elsewhere', 'render.cjs'), '/dashboard', state())).toBeNull();
    expect(warnings.filter((line) => line.includes('outside the release folders'))).toHaveLength(2);
  });

  test("a bundle reads nothing outside its folders (a file beside them, the server's env), writes nothing, starts nothing, and sees only NODE_ENV and NODE_PATH", async () => {
    // What a sandbox-free process could read: this test's process can.
    const secret = path.join(folder, 'secret.txt');
    fs.writeFileSync(secret, 'DATABASE_URL=postgres://lectern:secret@db/lectern');
    const parentEnv = `/proc/${process.pid}/environ`;
    expect(fs.readFileSync(secret, 'utf8')).toContain('secret');
    expect(fs.readFileSync(parentEnv).length).toBeGreaterThan(0);
    const bundle = release(
      'nosy',
      `const fs = require('fs');
      const attempt = (act) => { try { act(); return 'allowed'; } catch (error) { return error.code || String(error); } };
      exports.renderSignedIn = () => ({ css: '', html: JSON.stringify({
        secret: attempt(() => fs.readFileSync(${JSON.stringify(secret)}, 'utf8')),
        parentEnv: attempt(() => fs.readFileSync('/proc/' + process.ppid + '/environ')),
        ownRelease: attempt(() => fs.readFileSync(require('path').join(__dirname, 'data.json'))),
        write: attempt(() => fs.writeFileSync(require('path').join(__dirname, 'written.txt'), 'x')),
        spawn: attempt(() => require('child_process').execFileSync(process.execPath, ['-e', '1'])),
        worker: attempt(() => new (require('worker_threads').Worker)('0', { eval: true })),
        ppid: process.ppid,
        env: process.env,
      }) });`,
      { 'data.json': '{}' },
    );
    const pages = renderer();
    const seen = JSON.parse((await pages.render(bundle, '/dashboard', state()))!.html) as Record<string, unknown>;
    expect(seen).toEqual({
      secret: 'ERR_ACCESS_DENIED',
      parentEnv: 'ERR_ACCESS_DENIED',
      ownRelease: 'allowed',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      // The environ it was refused is this process's, which holds the server's secrets.
      ppid: process.pid,
      env: { NODE_ENV: 'production', NODE_PATH: expect.stringMatching(/node_modules$/) },
    });
    expect(fs.existsSync(path.join(path.dirname(bundle), 'written.txt'))).toBe(false);
  });
});

describe('a remote deployed on another host', () => {
  const remoteHost = useTestApp({ STATIC_ROOT: site.root, REMOTE_STUDENT_URL: 'https://student.example.org/mf-manifest.json' }, { publishLocalBuilds: true });

  test('is not rendered here: the server never runs code fetched over the network', async () => {
    const session = await signIn(remoteHost.app(), await createUser(remoteHost.db()));
    const res = await remoteHost.app().inject({ method: 'GET', url: '/dashboard', headers: session.cookie });
    expect(res.body).toContain('<div id="root"></div>');
  });
});
