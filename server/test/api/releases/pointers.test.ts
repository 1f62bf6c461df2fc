import { RELEASE_MESSAGES as M, type ReleasesOverview, type RemoteReleases } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { currentAndCandidate, publishDirectly, useReleasesTestApp } from '../../helpers/release-builds.ts';
import { dataOf, messageOf } from '../../helpers/responses.ts';

// Promote, roll back, canaries: who may, what each refuses, and the trail that records them all.
const t = useReleasesTestApp();

let admin: Session;
beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin', firstName: 'Ife' }));
});

const inject = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers: Record<string, string> = admin.cookie) =>
  t.app().inject({ method, url, payload, headers });

const published = (remote: 'student' | 'auth', marker: string) => publishDirectly(t.app(), remote, 'Ife Obi', { marker });

const overviewOf = async () => dataOf<ReleasesOverview>(await inject('GET', '/api/releases'));
const state = async (remote: string): Promise<RemoteReleases> => (await overviewOf()).remotes.find((r) => r.remote === remote)!;
const mapOf = async (cookie = '') => (await t.app().inject({ method: 'GET', url: '/remotes.json', headers: { cookie } })).json();

describe('promote and roll back', () => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    a = await published('student', 'p-a');
    b = await published('student', 'p-b');
  });

  test('promote makes a release current, seen by the next remotes map; the answer is the remote\'s state', async () => {
    const res = await inject('POST', '/api/releases/student/promote', { release: a });
    expect(dataOf<RemoteReleases>(res)).toMatchObject({ remote: 'student', current: { id: a }, previous: null, candidate: null });
    expect((await mapOf()).student).toBe(`/remotes/student/releases/${a}/mf-manifest.json`);

    expect(dataOf<RemoteReleases>(await inject('POST', '/api/releases/student/promote', { release: b }))).toMatchObject({ current: { id: b }, previous: a });
    expect((await mapOf()).student).toBe(`/remotes/student/releases/${b}/mf-manifest.json`);
  });

  test('promoting the current release again, another remote\'s release or an unknown one is refused', async () => {
    const again = await inject('POST', '/api/releases/student/promote', { release: b });
    expect({ status: again.statusCode, message: messageOf(again) }).toEqual({ status: 409, message: M.alreadyCurrent });
    const authRelease = await published('auth', 'p-auth');
    const other = await inject('POST', '/api/releases/student/promote', { release: authRelease });
    expect({ status: other.statusCode, message: messageOf(other) }).toEqual({ status: 404, message: M.unknownRelease });
    expect((await inject('POST', '/api/releases/student/promote', { release: '0123456789ab' })).statusCode).toBe(404);
    expect((await inject('POST', '/api/releases/student/promote', { release: 'not-an-id' })).statusCode).toBe(400);
    expect((await state('student')).current?.id).toBe(b);
  });

  test('rollback goes back to the previous current, and a second one undoes it', async () => {
    expect(dataOf<RemoteReleases>(await inject('POST', '/api/releases/student/rollback'))).toMatchObject({ current: { id: a }, previous: b });
    expect((await mapOf()).student).toBe(`/remotes/student/releases/${a}/mf-manifest.json`);
    expect(dataOf<RemoteReleases>(await inject('POST', '/api/releases/student/rollback'))).toMatchObject({ current: { id: b }, previous: a });
  });

  test('rollback with nothing to roll back to is refused', async () => {
    const res = await inject('POST', '/api/releases/management/rollback');
    expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 409, message: M.nothingToRollBack });
  });

  test('two promotes at once: both are recorded in order and the last one in the trail is current', async () => {
    const c = await published('student', 'p-c');
    const d = await published('student', 'p-d');
    const [first, second] = await Promise.all([
      inject('POST', '/api/releases/student/promote', { release: c }),
      inject('POST', '/api/releases/student/promote', { release: d }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const overview = await overviewOf();
    const promotes = overview.trail.filter((event) => event.action === 'promote' && event.remote === 'student').slice(0, 2);
    // Newest first: the winner is the newest, and it came from the other one.
    const winner = promotes[0]!;
    expect([c, d]).toContain(winner.release);
    expect(promotes[1]!.release).toBe(winner.from);
    expect(overview.remotes.find((r) => r.remote === 'student')!.current!.id).toBe(winner.release);
  });
});

describe('canaries', () => {
  let current: string;
  let candidate: string;
  beforeAll(async () => {
    ({ current, candidate } = await currentAndCandidate(t.app(), admin, 'auth', 'Ife Obi', ['c-current', 'c-candidate']));
  });

  test('a canary serves the candidate to its share; a share of 0 or 51 is refused; the current release cannot be its own canary', async () => {
    for (const percent of [0, 51, 12.5]) {
      const res = await inject('PUT', '/api/releases/auth/canary', { release: candidate, percent });
      expect({ percent, status: res.statusCode, message: messageOf(res) }).toEqual({ percent, status: 400, message: expect.stringContaining(M.canaryPercent) });
    }
    const self = await inject('PUT', '/api/releases/auth/canary', { release: current, percent: 10 });
    expect({ status: self.statusCode, message: messageOf(self) }).toEqual({ status: 409, message: M.canaryIsCurrent });

    const res = await inject('PUT', '/api/releases/auth/canary', { release: candidate, percent: 50 });
    expect(dataOf<RemoteReleases>(res).candidate).toMatchObject({ release: { id: candidate }, percent: 50 });
    // Among many new visitors, some get the candidate and some the current release.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) seen.add((await mapOf()).auth);
    expect(seen).toEqual(new Set([`/remotes/auth/releases/${current}/mf-manifest.json`, `/remotes/auth/releases/${candidate}/mf-manifest.json`]));
  });

  test('ending the canary serves everyone the current release; ending none is refused', async () => {
    expect(dataOf<RemoteReleases>(await inject('DELETE', '/api/releases/auth/canary')).candidate).toBeNull();
    const none = await inject('DELETE', '/api/releases/auth/canary');
    expect({ status: none.statusCode, message: messageOf(none) }).toEqual({ status: 409, message: M.noCanary });
    for (let i = 0; i < 10; i += 1) expect((await mapOf()).auth).toBe(`/remotes/auth/releases/${current}/mf-manifest.json`);
  });

  test('promoting the candidate ends its canary', async () => {
    dataOf<RemoteReleases>(await inject('PUT', '/api/releases/auth/canary', { release: candidate, percent: 5 }));
    expect(dataOf<RemoteReleases>(await inject('POST', '/api/releases/auth/promote', { release: candidate }))).toMatchObject({ current: { id: candidate }, candidate: null });
  });
});

describe('the trail and who may change releases', () => {
  test('every change is in the trail with who made it', async () => {
    const { trail } = await overviewOf();
    const actions = new Set(trail.map((event) => event.action));
    for (const action of ['publish', 'promote', 'rollback', 'canary-start', 'canary-end']) expect(actions).toContain(action);
    expect(trail.every((event) => event.by === 'Ife Obi')).toBe(true);
  });

  test('students and moderators cannot read or change releases', async () => {
    for (const role of ['student', 'moderator'] as const) {
      const session = await signIn(t.app(), await createUser(t.db(), { role }));
      expect((await inject('GET', '/api/releases', undefined, session.cookie)).statusCode).toBe(403);
      expect((await inject('POST', '/api/releases/student/rollback', undefined, session.cookie)).statusCode).toBe(403);
      expect((await inject('DELETE', '/api/releases/student/canary', undefined, session.cookie)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/releases', undefined, {})).statusCode).toBe(401);
  });
});
