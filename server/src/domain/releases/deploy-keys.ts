// Deploy keys: a team's pipeline publishes and promotes its own remote with one, and nothing
// else (docs/releases.md). A key is 32 random bytes shown once; only its SHA-256 is kept (it has
// the entropy of a token, not of a password, so a slow hash adds nothing). Named, expiring,
// revocable; the last use is recorded.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DEPLOY_KEY_PREFIX, type DeployKey, type RemoteName } from '@lectern/shared-api/contract';
import type { Database, DeployKeyTable } from '../../platform/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = new RegExp(`^${DEPLOY_KEY_PREFIX}[a-z]+_[A-Za-z0-9_-]{43}$`);

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = Selectable<DeployKeyTable> & { creator_first: string | null; creator_last: string | null };

function toDeployKey(row: KeyRow): DeployKey {
  return {
    id: row.id,
    remote: row.remote as RemoteName,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    createdBy: row.creator_first ? `${row.creator_first} ${row.creator_last ?? ''}`.trim() : 'the server',
  };
}

const keysWithCreator = (db: Kysely<Database>) =>
  db
    .selectFrom('deploy_keys')
    .leftJoin('users', 'users.id', 'deploy_keys.created_by')
    .selectAll('deploy_keys')
    .select(['users.first_name as creator_first', 'users.last_name as creator_last']);

export async function createDeployKey(
  db: Kysely<Database>,
  input: { remote: RemoteName; name: string; expiresInDays: number; createdBy: string | null },
  now: Date,
): Promise<{ key: string; deployKey: DeployKey }> {
  const key = `${DEPLOY_KEY_PREFIX}${input.remote}_${randomBytes(32).toString('base64url')}`;
  const { id } = await db
    .insertInto('deploy_keys')
    .values({
      remote: input.remote,
      name: input.name,
      key_hash: hashOf(key),
      created_by: input.createdBy,
      created_at: now,
      expires_at: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await keysWithCreator(db).where('deploy_keys.id', '=', id).executeTakeFirstOrThrow();
  return { key, deployKey: toDeployKey(row) };
}

/** Every key, newest first, revoked and expired ones too (the page shows them as such). */
export async function listDeployKeys(db: Kysely<Database>): Promise<DeployKey[]> {
  const rows = await keysWithCreator(db).orderBy('deploy_keys.created_at', 'desc').orderBy('deploy_keys.id').execute();
  return rows.map(toDeployKey);
}

/** Revokes the key now (a key revoked before keeps its first revocation); null when there is no such key. */
export async function revokeDeployKey(db: Kysely<Database>, id: string, now: Date): Promise<DeployKey | null> {
  await db.updateTable('deploy_keys').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  const row = await keysWithCreator(db).where('deploy_keys.id', '=', id).executeTakeFirst();
  return row ? toDeployKey(row) : null;
}

/** A key that may be used now (known, not revoked, not expired), marked used; else null. */
export async function useDeployKey(db: Kysely<Database>, key: string, now: Date): Promise<{ id: string; remote: RemoteName; name: string } | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const row = await db
    .updateTable('deploy_keys')
    .set({ last_used_at: now })
    .where('key_hash', '=', hashOf(key))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'remote', 'name'])
    .executeTakeFirst();
  return row ? { id: row.id, remote: row.remote as RemoteName, name: row.name } : null;
}

/** Whether a bearer token is a deploy key's (not a session's): the release routes take either. */
export const isDeployKeyToken = (token: string) => token.startsWith(DEPLOY_KEY_PREFIX);
