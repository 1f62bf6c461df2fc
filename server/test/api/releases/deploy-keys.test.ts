import { createHash } from 'node:crypto';
import { DEPLOY_KEY_LIMITS, RELEASE_MESSAGES as M, type DeployKey, type NewDeployKey, type Release, type RemoteReleases } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { buildTarball, useReleasesTestApp } from '../../helpers/release-builds.ts';
import { dataOf, errorsOf, messageOf } from '../../helpers/responses.ts';

// Deploy keys: an admin makes one for one remote's pipeline; it publishes and promotes that
// remote over HTTP and can do nothing else on the site.
const t = useReleasesTestApp();

let admin: Session;
beforeAll(async () => {
  admin = await signIn(t.app(), await createUser(t.db(), { role: 'admin', firstName: 'Tunde' }));
});

const newKey = async (input: object) => t.app().inject({ method: 'POST', url: '/api/deploy-keys', payload: input, headers: admin.cookie });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const publishWith = async (remote: string, key: string, marker: string) =>
  t.app().inject({ method: 'POST', url: `/api/releases/${remote}`, payload: await buildTarball(remote as 'student', { marker }), headers: { 'content-type': 'application/gzip', ...bearer(key) } });

describe('deploy keys', () => {
  let studentKey: string;

  test('an admin creates a key: shown once, kept only as its hash, listed without it', async () => {
    const { key, deployKey } = dataOf<NewDeployKey>(await newKey({ remote: 'student', name: '  student-ci  ', expiresInDays: 30 }), 201);
    studentKey = key;
    expect(key).toMatch(/^ldk_student_[A-Za-z0-9_-]{43}$/);
    expect(deployKey).toMatchObject({ remote: 'student', name: 'student-ci', revokedAt: null, lastUsedAt: null, createdBy: 'Tunde Obi' });
    expect(new Date(deployKey.expiresAt).getTime() - new Date(deployKey.createdAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    const row = await t.db().selectFrom('deploy_keys').selectAll().where('id', '=', deployKey.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const list = await t.app().inject({ method: 'GET', url: '/api/deploy-keys', headers: admin.cookie });
    expect(list.body).not.toContain(key);
    expect(dataOf<DeployKey[]>(list).map((k) => k.id)).toContain(deployKey.id);
  });

  test('bad input names the field', async () => {
    for (const [input, field] of [
      [{ remote: 'student', name: '   ', expiresInDays: 30 }, 'name'],
      [{ remote: 'student', name: 'x'.repeat(DEPLOY_KEY_LIMITS.nameMax + 1), expiresInDays: 30 }, 'name'],
      [{ remote: 'student', name: 'ci', expiresInDays: 0 }, 'expiresInDays'],
      [{ remote: 'student', name: 'ci', expiresInDays: 366 }, 'expiresInDays'],
      [{ remote: 'billing', name: 'ci', expiresInDays: 30 }, 'remote'],
    ] as const) {
      const res = await newKey(input);
      expect({ field, status: res.statusCode, fields: errorsOf(res).map((e) => e.field) }).toEqual({ field, status: 400, fields: [field] });
    }
  });

  test("the key publishes and promotes its remote; the trail names the key, and the key's last use is kept", async () => {
    const release = dataOf<Release>(await publishWith('student', studentKey, 'by-key'), 201);
    expect(release.createdBy).toBe('key "student-ci"');
    dataOf<RemoteReleases>(await t.app().inject({ method: 'POST', url: '/api/releases/student/promote', payload: { release: release.id }, headers: bearer(studentKey) }));
    const keys = dataOf<DeployKey[]>(await t.app().inject({ method: 'GET', url: '/api/deploy-keys', headers: admin.cookie }));
    expect(keys.find((k) => k.name === 'student-ci')!.lastUsedAt).not.toBeNull();
  });

  test("a key for one remote can do nothing to another (403), nor anything else on the site (401)", async () => {
    const other = await publishWith('auth', studentKey, 'wrong-remote');
    expect({ status: other.statusCode, message: messageOf(other) }).toEqual({ status: 403, message: M.keyOtherRemote('student') });
    expect((await t.app().inject({ method: 'POST', url: '/api/releases/management/rollback', headers: bearer(studentKey) })).statusCode).toBe(403);
    for (const url of ['/api/releases', '/api/deploy-keys', '/api/user/profile', '/api/notifications']) {
      expect({ url, status: (await t.app().inject({ method: 'GET', url, headers: bearer(studentKey) })).statusCode }).toEqual({ url, status: 401 });
    }
    expect((await t.app().inject({ method: 'POST', url: '/api/deploy-keys', payload: { remote: 'auth', name: 'x', expiresInDays: 1 }, headers: bearer(studentKey) })).statusCode).toBe(401);
  });

  test('an unknown, revoked or expired key is refused with 401', async () => {
    const unknown = await publishWith('student', `ldk_student_${'A'.repeat(43)}`, 'unknown-key');
    expect({ status: unknown.statusCode, message: messageOf(unknown) }).toEqual({ status: 401, message: M.keyInvalid });

    const made = dataOf<NewDeployKey>(await newKey({ remote: 'student', name: 'short-lived', expiresInDays: 1 }), 201);
    const revoke = await t.app().inject({ method: 'DELETE', url: `/api/deploy-keys/${made.deployKey.id}`, headers: admin.cookie });
    expect(dataOf<DeployKey>(revoke).revokedAt).not.toBeNull();
    expect((await publishWith('student', made.key, 'revoked')).statusCode).toBe(401);

    const expiring = dataOf<NewDeployKey>(await newKey({ remote: 'student', name: 'expiring', expiresInDays: 1 }), 201);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await publishWith('student', expiring.key, 'expired')).statusCode).toBe(401);
  });

  test('revoking an unknown key is a 404; students and moderators cannot manage keys', async () => {
    expect((await t.app().inject({ method: 'DELETE', url: '/api/deploy-keys/3fa85f64-5717-4562-b3fc-2c963f66afa6', headers: admin.cookie })).statusCode).toBe(404);
    for (const role of ['student', 'moderator'] as const) {
      const session = await signIn(t.app(), await createUser(t.db(), { role }));
      expect((await t.app().inject({ method: 'GET', url: '/api/deploy-keys', headers: session.cookie })).statusCode).toBe(403);
      expect((await t.app().inject({ method: 'POST', url: '/api/deploy-keys', payload: { remote: 'auth', name: 'x', expiresInDays: 1 }, headers: session.cookie })).statusCode).toBe(403);
    }
  });
});
