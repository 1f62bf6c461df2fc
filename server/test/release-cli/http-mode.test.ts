// `npm run release` from a team's pipeline: LECTERN_URL and LECTERN_DEPLOY_KEY, a real server
// listening on a port, a deploy key an admin made through the API. The command packs the folder,
// publishes it, promotes it or starts a canary, rolls back; the site's refusals come back as one
// line with exit code 1, a wrong command as the usage with exit code 2; the key is never printed.
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_MESSAGES as M, type NewDeployKey, type ReleasesOverview } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { listenOnFreePort } from '../helpers/listening.ts';
import { shellManifest, tempDir, writeRemoteBuild } from '../helpers/release-builds.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { publishedId, runRelease, type CommandResult } from './run-release.ts';

const site = createFakeStaticRoot();
site.write('shell/dist/mf-manifest.json', shellManifest());
const t = useTestApp({ STATIC_ROOT: site.root });
const builds = tempDir('lectern-release-cli-');
afterAll(() => {
  site.remove();
  fs.rmSync(builds, { recursive: true, force: true });
});

let admin: Session;
let url = '';
let studentKey = '';
let authKey = '';
const first = path.join(builds, 'first');
const second = path.join(builds, 'second');

async function newKey(remote: string, name: string): Promise<string> {
  const res = await t.app().inject({ method: 'POST', url: '/api/deploy-keys', payload: { remote, name, expiresInDays: 30 }, headers: admin.cookie });
  return dataOf<NewDeployKey>(res, 201).key;
}

beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin', firstName: 'Kemi' }));
  studentKey = await newKey('student', 'student-ci');
  authKey = await newKey('auth', 'auth-ci');
  url = `http://127.0.0.1:${await listenOnFreePort(t.app())}`;
  writeRemoteBuild(first, 'student', { marker: 'first' });
  writeRemoteBuild(second, 'student', { marker: 'second' });
});

/** The pipeline's command: the site's address and the student team's key. */
const release = (args: string[], key = studentKey) => runRelease(args, { LECTERN_URL: url, LECTERN_DEPLOY_KEY: key });

const served = async () => (await t.app().inject({ method: 'GET', url: '/remotes.json' })).json().student as string | undefined;
const overview = async () => dataOf<ReleasesOverview>(await t.app().inject({ method: 'GET', url: '/api/releases', headers: admin.cookie }));

function expectSuccess(result: CommandResult): void {
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  expect(result.stdout).not.toContain(studentKey);
  expect(result.stdout).toMatch(new RegExp(`^Done in \\d+\\.\\d s \\(over HTTP to ${url.replace(/\./g, '\\.')}\\)\\.$`, 'm'));
}

describe('a pipeline ships the student remote', () => {
  let one = '';
  let two = '';

  test('--dist publishes the folder and promotes it: the next page serves it, and the trail names the key', async () => {
    const result = await release(['student', '--dist', first]);
    expectSuccess(result);
    one = publishedId(result.stdout);
    expect(result.stdout).toContain(`Published student release ${one.slice(0, 6)} (${one}): new, 5 files,`);
    expect(result.stdout).toContain(`student now serves ${one.slice(0, 6)} (was nothing)`);
    expect(await served()).toBe(`/remotes/student/releases/${one}/mf-manifest.json`);
    const { trail } = await overview();
    expect(trail.slice(0, 2).map((event) => [event.action, event.release, event.by])).toEqual([
      ['promote', one, 'key "student-ci"'],
      ['publish', one, 'key "student-ci"'],
    ]);
  });

  test('the same folder again is the release it already is, already served: a success that changes nothing', async () => {
    const result = await release(['student', '--dist', first]);
    expectSuccess(result);
    expect(publishedId(result.stdout)).toBe(one);
    expect(result.stdout).toContain(': existing (the same build was published before)');
    expect(result.stdout).toContain(`student already serves ${one.slice(0, 6)}`);
    expect((await overview()).trail[0]).toMatchObject({ action: 'promote', release: one });
  });

  test('--canary 10 publishes a new build and serves it to a tenth of people beside the current one', async () => {
    const result = await release(['student', '--dist', second, '--canary', '10']);
    expectSuccess(result);
    two = publishedId(result.stdout);
    expect(result.stdout).toContain(`student serves ${one.slice(0, 6)}, and ${two.slice(0, 6)} to 10 % of people (canary)`);
    const student = (await overview()).remotes.find((remote) => remote.remote === 'student')!;
    expect({ current: student.current?.id, candidate: student.candidate?.release.id, percent: student.candidate?.percent }).toEqual({ current: one, candidate: two, percent: 10 });
  });

  test('--end-canary serves everyone the current release again', async () => {
    const result = await release(['student', '--end-canary']);
    expectSuccess(result);
    expect(result.stdout).toContain(`student canary ended: student serves ${one.slice(0, 6)}\n`);
    expect((await overview()).remotes.find((remote) => remote.remote === 'student')!.candidate).toBeNull();
  });

  test('--promote makes a published release current, --rollback goes back at once', async () => {
    const promoted = await release(['student', '--promote', two]);
    expectSuccess(promoted);
    expect(promoted.stdout).toContain(`student now serves ${two.slice(0, 6)} (was ${one.slice(0, 6)})`);
    expect(await served()).toBe(`/remotes/student/releases/${two}/mf-manifest.json`);

    const rolledBack = await release(['student', '--rollback']);
    expectSuccess(rolledBack);
    expect(rolledBack.stdout).toContain(`student rolled back: now serves ${one.slice(0, 6)} (was ${two.slice(0, 6)})`);
    expect(await served()).toBe(`/remotes/student/releases/${one}/mf-manifest.json`);
    expect((await overview()).trail[0]).toMatchObject({ action: 'rollback', release: one, from: two, by: 'key "student-ci"' });
  });
});

describe('refusals and mistakes', () => {
  const refused = (result: CommandResult, message: string) => {
    expect({ code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({ code: 1, stdout: '', stderr: `release: ${message}\n` });
  };

  test("another remote's key: the server's message, exit code 1, the key never printed", async () => {
    const result = await release(['student', '--dist', first], authKey);
    refused(result, M.keyOtherRemote('auth'));
    expect(result.stderr).not.toContain(authKey);
    refused(await release(['student', '--rollback'], `ldk_student_${'A'.repeat(43)}`), M.keyInvalid);
  });

  test('a folder that is no build, a link inside it, or a shared package the shell does not satisfy: refused, nothing published', async () => {
    const before = (await overview()).trail.length;
    const noEntry = writeRemoteBuild(path.join(builds, 'no-entry'), 'student', { marker: 'no-entry', without: ['remoteEntry.js'] });
    refused(await release(['student', '--dist', noEntry]), M.missingFile('remoteEntry.js'));

    const linked = writeRemoteBuild(path.join(builds, 'linked'), 'student', { marker: 'linked' });
    fs.symlinkSync('/etc/passwd', path.join(linked, 'passwd'));
    refused(await release(['student', '--dist', linked]), M.archiveUnsafeEntry('passwd'));

    const oldReact = writeRemoteBuild(path.join(builds, 'old-react'), 'student', { marker: 'old-react', shared: [['react', '18.3.1', '^18.3.1']] });
    refused(await release(['student', '--dist', oldReact]), M.incompatibleShared('react', '^18.3.1', '19.3.1', 'the shell'));
    expect((await overview()).trail.length).toBe(before);
  });

  test('a missing folder, an unknown remote or flag, --status with a deploy key, or one variable alone: the usage, exit code 2', async () => {
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['student', '--dist', path.join(builds, 'nowhere')], {}, /^release: there is no folder at .*nowhere \(usage: npm run release -- /],
      [['billing', '--dist', first], {}, /^release: unknown remote "billing" \(usage: /],
      [['student', '--force'], {}, /^release: unknown flag --force \(usage: /],
      [['student', '--canary', '80', '--dist', first], {}, /^release: --canary takes a whole percent from 1 to 50, not "80" /],
      [['student', '--status'], {}, /^release: --status is not available with a deploy key /],
      [['student', '--dist', first], { LECTERN_DEPLOY_KEY: '' }, /^release: LECTERN_DEPLOY_KEY is not set: a pipeline sets both /],
    ];
    for (const [args, env, expected] of cases) {
      const result = await runRelease(args, { LECTERN_URL: url, LECTERN_DEPLOY_KEY: studentKey, ...env });
      expect({ args, code: result.code, stdout: result.stdout, lines: result.stderr.trimEnd().split('\n').length }).toEqual({ args, code: 2, stdout: '', lines: 1 });
      expect(result.stderr).toMatch(expected);
      expect(result.stderr).not.toContain(studentKey);
    }
  });
});
