import { CANARY_RULE, CLIENT_REPORT_LIMITS, RELEASE_MESSAGES as M, type ClientReport, type ReleasesOverview, type RemoteReleases } from '@lectern/shared-api/contract';
import { createUser, nextAddress, signIn, type Session } from '../../helpers/accounts.ts';
import { currentAndCandidate, publishDirectly, useReleasesTestApp } from '../../helpers/release-builds.ts';
import { dataOf } from '../../helpers/responses.ts';

// What browsers report per release (POST /api/client-errors), what the Releases page shows of it,
// and a canary withdrawn by its own error rate.
const t = useReleasesTestApp();

let admin: Session;
let current: string;
let candidate: string;
beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin' }));
  ({ current, candidate } = await currentAndCandidate(t.app(), admin, 'student', 'Ada Obi', ['current', 'candidate']));
});

const published = (marker: string) => publishDirectly(t.app(), 'student', 'Ada Obi', { marker });

const report = (body: unknown, address = nextAddress()) =>
  t.app().inject({ method: 'POST', url: '/api/client-errors', payload: body as object, headers: { 'x-forwarded-for': address }, remoteAddress: address });

const error = (release: string, message: string, extra: Partial<ClientReport['errors'][number]> = {}): ClientReport['errors'][number] => ({
  remote: 'student',
  release,
  kind: 'error',
  message,
  frame: `http://localhost:8080/remotes/student/releases/${release}/chunk.js:1:200`,
  path: '/dashboard',
  ...extra,
});

async function studentState(): Promise<RemoteReleases> {
  await t.app().releases.reports.flush();
  const overview = dataOf<ReleasesOverview>(await t.app().inject({ method: 'GET', url: '/api/releases', headers: admin.cookie }));
  return overview.remotes.find((remote) => remote.remote === 'student')!;
}

describe('reports', () => {
  test('views and errors are counted per release and errors grouped by message and frame, with nothing personal kept', async () => {
    const res = await report({
      views: [{ remote: 'student', release: current, count: 40 }],
      errors: [
        error(current, 'TypeError: x is undefined'),
        error(current, 'TypeError: x is undefined'),
        error(current, 'Failed for ada.obi@uni.edu at /api/materials?token=abcdef&q=calculus', { path: '/material/3fa85f64-5717-4562-b3fc-2c963f66afa6' }),
      ],
    });
    expect(res.statusCode).toBe(202);
    const { current: release } = await studentState();
    expect(release!.health).toMatchObject({ views: 40, errors: 3, errorsPer1000: 75 });
    const [top, second] = release!.health.topErrors;
    expect(top).toMatchObject({ message: 'TypeError: x is undefined', count: 2, kind: 'error' });
    expect(second!.message).toBe('Failed for [email] at /api/materials');
    expect(second!.path).toBe('/material/:id');
    expect(JSON.stringify(release)).not.toContain('ada.obi');
  });

  test('a report naming a release its remote does not have counts nothing', async () => {
    const before = (await studentState()).current!.health;
    for (const body of [
      { views: [{ remote: 'student', release: '0123456789ab', count: 5 }], errors: [] },
      { views: [{ remote: 'auth', release: current, count: 5 }], errors: [] },
      { views: [{ remote: 'student', release: current, count: 5 }], errors: [error('0123456789ab', 'x')] },
    ]) {
      const res = await report(body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: M.unknownRelease });
    }
    expect((await studentState()).current!.health).toEqual(before);
  });

  test('malformed, oversized and huge reports are refused', async () => {
    for (const body of [
      { views: 'many', errors: [] },
      { views: [{ remote: 'student', release: current, count: -1 }], errors: [] },
      { views: [{ remote: 'student', release: current, count: CLIENT_REPORT_LIMITS.maxViewsPerEntry + 1 }], errors: [] },
      { views: [], errors: Array.from({ length: CLIENT_REPORT_LIMITS.maxErrors + 1 }, () => error(current, 'e')) },
      { views: [], errors: [error(current, 'x'.repeat(CLIENT_REPORT_LIMITS.maxMessage + 1))] },
      { views: [], errors: [error(current, 'x', { path: 'https://evil.example/' })] },
      { views: [], errors: [error(current, 'x', { kind: 'debug' as never })] },
    ]) {
      expect((await report(body)).statusCode).toBe(400);
    }
    const huge = await report({ views: [], errors: [], padding: 'x'.repeat(CLIENT_REPORT_LIMITS.maxBodyBytes) });
    expect(huge.statusCode).toBe(413);
    const text = await t.app().inject({ method: 'POST', url: '/api/client-errors', payload: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
  });

  test('a flood from one address is cut off with 429 and Retry-After', async () => {
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < CLIENT_REPORT_LIMITS.perMinute + 3; i += 1) answers.push((await report({ views: [{ remote: 'student', release: current, count: 1 }], errors: [] }, address)).statusCode);
    expect(answers.slice(0, CLIENT_REPORT_LIMITS.perMinute).every((status) => status === 202)).toBe(true);
    const last = await report({ views: [], errors: [] }, address);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe('60');
  });
});

describe('a canary that stops itself', () => {
  const views = (release: string, count: number) => ({ remote: 'student' as const, release, count });

  test(`below ${CANARY_RULE.minViews} views nothing is decided, however bad`, async () => {
    await t.app().inject({ method: 'PUT', url: '/api/releases/student/canary', payload: { release: candidate, percent: 10 }, headers: admin.cookie });
    await report({ views: [views(current, 500)], errors: [] });
    await report({ views: [views(candidate, CANARY_RULE.minViews - 1)], errors: Array.from({ length: 20 }, (_, i) => error(candidate, `boom ${i % 2}`)) });
    expect((await studentState()).candidate?.release.id).toBe(candidate);
  });

  test('over the threshold the candidate is withdrawn: the trail says why and every admin is notified with the top errors', async () => {
    const otherAdmin = await createUser(t.db(), { role: 'admin' });
    const student = await createUser(t.db());
    await report({ views: [views(candidate, 10)], errors: [] });
    const state = await studentState();
    expect(state.candidate).toBeNull();
    expect(state.current!.id).toBe(current);

    const { trail } = dataOf<ReleasesOverview>(await t.app().inject({ method: 'GET', url: '/api/releases', headers: admin.cookie }));
    const withdrawal = trail.find((event) => event.action === 'canary-withdrawn');
    expect(withdrawal).toMatchObject({ remote: 'student', release: candidate, by: 'the canary check' });
    expect(withdrawal!.detail).toMatch(/^95\.7 errors per 1,000 views over 209 views, against \d+\.\d for the current release over \d+ views\.$/);

    const notices = await t.db().selectFrom('notifications').selectAll().where('type', '=', 'canary-withdrawn').execute();
    const admins = await t.db().selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(new Set(notices.map((notice) => notice.user_id))).toEqual(new Set(admins.map((row) => row.id)));
    expect(notices.map((notice) => notice.user_id)).toContain(otherAdmin.id);
    expect(notices.map((notice) => notice.user_id)).not.toContain(student.id);
    expect(notices[0]!.body).toContain('Top errors: 1. boom');
    expect(notices[0]!.link).toBe('/management/releases');
    // Everyone is on the current release again.
    for (let i = 0; i < 10; i += 1) expect((await t.app().inject({ method: 'GET', url: '/remotes.json' })).json().student).toContain(current);
  });

  test('a candidate no worse than the rule allows stays', async () => {
    const fresh = await published('steady');
    await t.app().inject({ method: 'PUT', url: '/api/releases/student/canary', payload: { release: fresh, percent: 10 }, headers: admin.cookie });
    // 4 per 1,000 more than the current release: under the 5 per 1,000 that must be exceeded.
    await report({ views: [views(current, 500)], errors: [] });
    await report({ views: [views(fresh, 250)], errors: [error(fresh, 'minor')] });
    expect((await studentState()).candidate?.release.id).toBe(fresh);
  });
});
