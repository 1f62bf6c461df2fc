import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { RELEASE_LIMITS, RELEASE_MESSAGES as M, type Release, type RemoteReleases } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { buildTarball, chunkOf, tarballOf, tempDir, useReleasesTestApp, writeRemoteBuild } from '../../helpers/release-builds.ts';
import { dataOf } from '../../helpers/responses.ts';

// POST /api/releases/:remote: a built folder as a .tar.gz becomes an immutable release, by an
// admin or a deploy key of that remote; a bad archive or an incompatible build stores nothing.
const t = useReleasesTestApp();

let admin: Session;
let student: Session;
beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin' }));
  student = await signIn(t.app(), await createUser(t.db()));
});

const publish = (remote: string, body: Buffer, headers: Record<string, string>) =>
  t.app().inject({ method: 'POST', url: `/api/releases/${remote}`, payload: body, headers: { 'content-type': 'application/gzip', ...headers } });

const releaseCount = async () => Number((await t.db().selectFrom('releases').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const storedReleaseFiles = () => {
  const dir = path.join(t.dataDir(), 'files', 'releases');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((entry) => fs.statSync(path.join(dir, String(entry))).isFile()) : [];
};

async function expectRefused(body: Buffer, status: number, message: string | RegExp, remote = 'student') {
  const before = await releaseCount();
  const filesBefore = storedReleaseFiles().length;
  const res = await publish(remote, body, admin.cookie);
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  expect(await releaseCount()).toBe(before);
  expect(storedReleaseFiles()).toHaveLength(filesBefore);
  // Nothing is left of the upload or its unpacking either.
  expect(fs.readdirSync(path.join(t.dataDir(), 'files', 'tmp'))).toEqual([]);
}

/** A .tar.gz made of raw tar headers: what a careful packer never writes (links, devices, absolute paths). */
function rawTarball(entries: Array<{ path: string; type: string; body?: string; linkpath?: string }>): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = new tar.Header({ path: entry.path, type: entry.type as never, size: body.length, mode: 0o644, mtime: new Date(0), linkpath: entry.linkpath });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

describe('publishing a release', () => {
  test('an admin publishes a build: 201 with the release, its files served under its own path; the same build again is the same release', async () => {
    const body = await buildTarball('student', { marker: 'first' });
    const res = await publish('student', body, admin.cookie);
    const release = dataOf<Release>(res, 201);
    expect(release).toMatchObject({
      remote: 'student',
      version: '0.1.0',
      commit: 'commit-first',
      contractVersion: 1,
      createdBy: 'Ada Obi',
      fileCount: 5,
      shared: { react: '^19.3.1' },
      pruned: false,
    });
    expect(release.id).toMatch(/^[0-9a-f]{12}$/);
    expect(release.manifestDigest).toMatch(/^[0-9a-f]{64}$/);

    const file = await t.app().inject({ method: 'GET', url: `/remotes/student/releases/${release.id}/${chunkOf('first')}` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('export default "first";');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toMatch(/javascript/);

    const again = await publish('student', body, admin.cookie);
    expect(dataOf<Release>(again).id).toBe(release.id);
    // Publishing never makes a release current: that is a promote.
    expect((await t.app().inject({ method: 'GET', url: '/remotes.json' })).json().student).toBeUndefined();
  });

  test('an archive of the dist folder itself (one folder at the top) is read from inside it', async () => {
    const dir = tempDir();
    writeRemoteBuild(path.join(dir, 'dist'), 'auth', { marker: 'nested' });
    const res = await publish('auth', await tarballOf(dir), admin.cookie);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(dataOf<Release>(res, 201).remote).toBe('auth');
  });

  test('a student, a moderator and nobody cannot publish', async () => {
    const body = await buildTarball('student', { marker: 'nobody' });
    expect((await publish('student', body, student.cookie)).statusCode).toBe(403);
    const moderator = await signIn(t.app(), await createUser(t.db(), { role: 'moderator' }));
    expect((await publish('student', body, moderator.cookie)).statusCode).toBe(403);
    expect((await publish('student', body, {})).statusCode).toBe(401);
  });

  test('an unknown remote is a 404', async () => {
    const res = await publish('billing', await buildTarball('student'), admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.unknownRemote);
  });
});

describe('bad archives and builds store nothing and say why', () => {
  test('not a .tar.gz', async () => {
    await expectRefused(Buffer.from('just some text'), 400, M.archiveNotGzip);
    await expectRefused(zlib.gzipSync(Buffer.from('gzip, but not a tar archive '.repeat(40))), 400, M.archiveUnreadable);
  });

  test('entries with .., an absolute path, a link or a device', async () => {
    const manifest = { path: 'mf-manifest.json', type: 'File', body: '{"name":"student"}' };
    await expectRefused(rawTarball([manifest, { path: '../escape.js', type: 'File', body: 'x' }]), 400, M.archiveUnsafeEntry('../escape.js'));
    await expectRefused(rawTarball([manifest, { path: 'a/../../escape.js', type: 'File', body: 'x' }]), 400, M.archiveUnsafeEntry('a/../../escape.js'));
    await expectRefused(rawTarball([{ path: '/etc/cron.d/evil', type: 'File', body: 'x' }, manifest]), 400, M.archiveUnsafeEntry('/etc/cron.d/evil'));
    await expectRefused(rawTarball([manifest, { path: 'remoteEntry.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }]), 400, M.archiveUnsafeEntry('remoteEntry.js'));
    await expectRefused(rawTarball([manifest, { path: 'hard.js', type: 'Link', linkpath: 'mf-manifest.json' }]), 400, M.archiveUnsafeEntry('hard.js'));
    await expectRefused(rawTarball([manifest, { path: 'null', type: 'CharacterDevice' }]), 400, M.archiveUnsafeEntry('null'));
  });

  test(`more than ${RELEASE_LIMITS.maxFiles} files`, async () => {
    const extra = Object.fromEntries(Array.from({ length: RELEASE_LIMITS.maxFiles }, (_, i) => [`many/f${i}.txt`, '.']));
    await expectRefused(await buildTarball('student', { marker: 'many', extra }), 400, M.archiveTooManyFiles);
  });

  test(`an archive over ${RELEASE_LIMITS.maxArchiveBytes / (1024 * 1024)} MB is a 413`, async () => {
    await expectRefused(Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(RELEASE_LIMITS.maxArchiveBytes)]), 413, M.archiveTooLarge);
  });

  test('no mf-manifest.json, no remoteEntry.js, no build-info.json, or a manifest of another remote', async () => {
    await expectRefused(await buildTarball('student', { marker: 'm1', without: ['mf-manifest.json'] }), 400, M.missingFile('mf-manifest.json'));
    await expectRefused(await buildTarball('student', { marker: 'm2', without: ['remoteEntry.js'] }), 400, M.missingFile('remoteEntry.js'));
    await expectRefused(await buildTarball('student', { marker: 'm3', without: ['build-info.json'] }), 400, M.missingFile('build-info.json'));
    await expectRefused(await buildTarball('student', { marker: 'm4', manifestName: 'management' }), 400, M.manifestOtherRemote('management', 'student'));
  });

  test('a shared singleton the shell provides in a version the build does not accept, named with both', async () => {
    const body = await buildTarball('student', { marker: 'react20', shared: [['react', '20.0.0', '^20.0.0']] });
    await expectRefused(body, 400, M.incompatibleShared('react', '^20.0.0', '19.3.1', 'the shell'));
  });

  test('a singleton the shell does not provide is checked against the other remotes\' current releases', async () => {
    // The auth remote's current release brings formik 2.4.9 (loaded-first: whichever remote loads first provides it).
    const auth = await publish('auth', await buildTarball('auth', { marker: 'formik2', shared: [['formik', '2.4.9', '^2.4.9']] }), admin.cookie);
    const promoted = await t.app().inject({ method: 'POST', url: '/api/releases/auth/promote', payload: { release: dataOf<Release>(auth, 201).id }, headers: admin.cookie });
    dataOf<RemoteReleases>(promoted);
    await expectRefused(await buildTarball('student', { marker: 'formik3', shared: [['formik', '3.0.0', '^3.0.0']] }), 400, M.incompatibleShared('formik', '^3.0.0', '2.4.9', "the auth remote's current release"));
    // A compatible one passes.
    expect((await publish('student', await buildTarball('student', { marker: 'formik-ok', shared: [['formik', '2.4.9', '^2.4.0']] }), admin.cookie)).statusCode).toBe(201);
  });

  test('a build against a contract version this server does not speak', async () => {
    await expectRefused(await buildTarball('student', { marker: 'c99', contractVersion: 99 }), 400, M.contractUnspoken(99));
  });
});
