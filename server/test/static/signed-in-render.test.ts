import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SignedInPageState } from '@lectern/shared-api/contract';
import { createSignedInRenderer } from '../../src/static/signed-in/renderer.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { createUser, signIn } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Signed-in pages rendered for each request by their remote's prerender bundle (render.cjs,
// `renderSignedIn`), in the server's render thread. The bundles here are small stand-ins that
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

const quietLog = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

const t = useTestApp({ STATIC_ROOT: site.root });
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
    const pages = await Promise.all(people.flatMap(({ session }) => [get('/dashboard', session.cookie), get('/dashboard', session.cookie)]));
    pages.forEach((res, index) => {
      const mine = people[Math.floor(index / 2)]!.firstName;
      expect(root(res.body)![2]).toContain(`Welcome back, ${mine}</h1>`);
      for (const other of people.filter((person) => person.firstName !== mine)) expect(res.body).not.toContain(other.firstName);
      expect(res.headers.etag).toBeUndefined();
    });
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

describe('a render that hangs its thread', () => {
  const state = { session: { id: 'u1', firstName: 'Kemi', lastName: 'Ade', email: 'k@uni.edu', role: 'student' }, reads: {} } as unknown as SignedInPageState;

  test('costs that page its markup, and the thread is replaced: the next pages get theirs', async () => {
    const renderer = createSignedInRenderer(site.root, { servedHere: () => true }, quietLog, { renderTimeoutMs: 300, stuckMs: 500 });
    try {
      expect((await renderer.render('student', '/dashboard', state))?.html).toContain('Welcome back, Kemi');
      expect(await renderer.render('student', '/dashboard/hangs', state)).toBeNull();
      let page: Awaited<ReturnType<typeof renderer.render>> = null;
      for (let attempt = 0; attempt < 20 && !page; attempt += 1) page = await renderer.render('student', '/dashboard', state);
      expect(page?.html).toContain('Welcome back, Kemi');
    } finally {
      await renderer.close();
    }
  });
});

describe('a remote redeployed alone', () => {
  test('brings its own markup: the new bundle and its chunks are loaded, not the old ones kept', async () => {
    const other = createFakeStaticRoot();
    const deploy = (greeting: string) => {
      const folder = path.join(other.root, 'remote-student/dist/prerender');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, '1.render.cjs'), `exports.greeting = ${JSON.stringify(greeting)};`);
      fs.writeFileSync(path.join(folder, 'render.cjs'), `// build ${greeting}\nexports.renderSignedIn = () => ({ html: require('./1.render.cjs').greeting, css: '' });`);
    };
    const state = { session: {}, reads: {} } as unknown as SignedInPageState;
    const renderer = createSignedInRenderer(other.root, { servedHere: () => true }, quietLog);
    try {
      deploy('Welcome back');
      expect((await renderer.render('student', '/dashboard', state))?.html).toBe('Welcome back');
      deploy('Good to see you again');
      expect((await renderer.render('student', '/dashboard', state))?.html).toBe('Good to see you again');
    } finally {
      await renderer.close();
      other.remove();
    }
  });
});

describe('a remote deployed on another host', () => {
  const remoteHost = useTestApp({ STATIC_ROOT: site.root, REMOTE_STUDENT_URL: 'https://student.example.org/mf-manifest.json' });

  test('is not rendered here: the server never runs code fetched over the network', async () => {
    const session = await signIn(remoteHost.app(), await createUser(remoteHost.db()));
    const res = await remoteHost.app().inject({ method: 'GET', url: '/dashboard', headers: session.cookie });
    expect(res.body).toContain('<div id="root"></div>');
  });
});
