import { ADMIN_ACCOUNT_NAME } from '@lectern/shared-api/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { findUserByEmail, insertUserIfEmailFree } from '../users/index.ts';
import { hashPassword } from './passwords.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that verified admin at start when no account uses
 * the email. An existing account is left as it is (its role and password included), so
 * restarting with the variables still set changes nothing. The password is never logged.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  admin: Config['admin'],
  clock: Clock,
  log: { info(msg: string): void },
): Promise<'created' | 'exists' | 'not configured'> {
  if (!admin) return 'not configured';
  if (await findUserByEmail(db, admin.email)) return 'exists';
  const now = clock();
  const id = await insertUserIfEmailFree(
    db,
    { email: admin.email, ...ADMIN_ACCOUNT_NAME, passwordHash: await hashPassword(admin.password), role: 'admin', emailVerifiedAt: now },
    now,
  );
  if (!id) return 'exists';
  log.info(`Created the admin account ${admin.email} (ADMIN_EMAIL)`);
  return 'created';
}
