import { RELEASE_PREVIEW_GLOBAL, type ReleasesOverview } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { chunkOf, currentAndCandidate, useReleasesTestApp } from '../../helpers/release-builds.ts';
import { dataOf } from '../../helpers/responses.ts';

// Which release a page gives a person (their bucket, an admin's preview), and old releases kept
// working for tabs that loaded them (skew).
const t = useReleasesTestApp();

let admin: Session;
let a: string;
let b: string;
beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin' }));
  ({ current: a, candidate: b } = await currentAndCandidate(t.app(), admin, 'student', 'Ada Obi', ['a', 'b']));
});

async function change(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app().inject({ method, url, payload, headers: admin.cookie });
  expect(res.statusCode).toBe(200);
  return res;
}

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ([res.headers['set-cookie']].flat() as string[]).find((cookie) => cookie?.startsWith(`${name}=`))?.split(';')[0];

/** The student release a page gives the bearer of these cookies, read from the page's inlined map. */
async function pageRelease(cookie: string): Promise<{ release: string; bucket?: string; body: string }> {
  const res = await t.app().inject({ method: 'GET', url: '/dashboard/courses', headers: { cookie } });
  const map = JSON.parse(res.body.match(/__LECTERN_REMOTES__=(.*?);window/)![1]!) as Record<string, string>;
  return { release: map.student!.split('/')[4]!, bucket: cookieOf(res, 'lectern_bucket'), body: res.body };
}

describe('a person stays on one release', () => {
  test('a new visitor gets a bucket cookie; with it, every page and the remotes map give the same release while the canary runs', async () => {
    await change('PUT', '/api/releases/student/canary', { release: b, percent: 50 });
    const first = await pageRelease('');
    expect(first.bucket).toMatch(/^lectern_bucket=[A-Za-z0-9_-]{16}$/);
    for (let i = 0; i < 5; i += 1) {
      const again = await pageRelease(first.bucket!);
      expect(again.release).toBe(first.release);
      // A known bucket is not given again.
      expect(again.bucket).toBeUndefined();
      const map = await t.app().inject({ method: 'GET', url: '/remotes.json', headers: { cookie: first.bucket! } });
      expect(map.json().student).toContain(first.release);
    }
  });

  test('a forged or malformed bucket is replaced', async () => {
    expect((await pageRelease('lectern_bucket=<script>')).bucket).toMatch(/^lectern_bucket=/);
  });

  test('raising the share keeps everyone the canary had', async () => {
    const buckets = await Promise.all(Array.from({ length: 30 }, async () => (await pageRelease('')).bucket!));
    await change('PUT', '/api/releases/student/canary', { release: b, percent: 10 });
    const before = await Promise.all(buckets.map(async (bucket) => (await pageRelease(bucket)).release));
    await change('PUT', '/api/releases/student/canary', { release: b, percent: 40 });
    const after = await Promise.all(buckets.map(async (bucket) => (await pageRelease(bucket)).release));
    before.forEach((release, i) => {
      if (release === b) expect(after[i]).toBe(b);
    });
    expect(after.filter((release) => release === b).length).toBeGreaterThanOrEqual(before.filter((release) => release === b).length);
    await change('DELETE', '/api/releases/student/canary');
  });
});

describe("an admin's preview", () => {
  test('an admin previews a release for themselves: their pages carry it and say so; Stop ends it', async () => {
    const start = await t.app().inject({ method: 'POST', url: '/api/releases/student/preview', payload: { release: b }, headers: admin.cookie });
    expect(start.statusCode).toBe(200);
    const preview = cookieOf(start, 'lectern_preview')!;
    expect(preview).toMatch(/^lectern_preview=student\.[0-9a-f]{12}\./);
    const cookie = `${admin.cookie.cookie}; ${preview}`;
    const page = await pageRelease(cookie);
    expect(page.release).toBe(b);
    expect(page.body).toContain(`window.${RELEASE_PREVIEW_GLOBAL}={"remote":"student","release":"${b}"}`);
    expect(dataOf<ReleasesOverview>(await t.app().inject({ method: 'GET', url: '/api/releases', headers: { ...admin.cookie, cookie } })).preview).toEqual({ remote: 'student', release: b });

    const stop = await t.app().inject({ method: 'DELETE', url: '/api/releases/preview', headers: admin.cookie });
    expect(cookieOf(stop, 'lectern_preview')).toBe('lectern_preview=');
  });

  test("the cookie is worth nothing to anyone else: another person's session, a student, a forged signature", async () => {
    const start = await t.app().inject({ method: 'POST', url: '/api/releases/student/preview', payload: { release: b }, headers: admin.cookie });
    const preview = cookieOf(start, 'lectern_preview')!;
    // Another admin's session with this admin's cookie.
    const other = await signIn(t.app(), await createUser(t.db(), { role: 'admin' }));
    expect((await pageRelease(`${other.cookie.cookie}; ${preview}`)).release).toBe(a);
    const student = await signIn(t.app(), await createUser(t.db()));
    expect((await pageRelease(`${student.cookie.cookie}; ${preview}`)).release).toBe(a);
    expect((await pageRelease(preview)).release).toBe(a);
    const forged = `lectern_preview=student.${b}.${'A'.repeat(43)}`;
    expect((await pageRelease(`${admin.cookie.cookie}; ${forged}`)).release).toBe(a);
  });

  test('a student cannot start a preview; an unknown release is a 404', async () => {
    const student = await signIn(t.app(), await createUser(t.db()));
    expect((await t.app().inject({ method: 'POST', url: '/api/releases/student/preview', payload: { release: b }, headers: student.cookie })).statusCode).toBe(403);
    expect((await t.app().inject({ method: 'POST', url: '/api/releases/student/preview', payload: { release: '0123456789ab' }, headers: admin.cookie })).statusCode).toBe(404);
  });
});

describe('old releases keep working (skew)', () => {
  test("after a promote, a tab of the older release still loads that release's chunks; new pages get the new one", async () => {
    await change('POST', '/api/releases/student/promote', { release: b });
    const old = await t.app().inject({ method: 'GET', url: `/remotes/student/releases/${a}/${chunkOf('a')}` });
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('export default "a";');
    expect((await pageRelease('')).release).toBe(b);
    // The remote's plain path follows the current release.
    const plain = await t.app().inject({ method: 'GET', url: '/remotes/student/remoteEntry.js' });
    expect(plain.body).toBe('var student = "b";');
  });
});
