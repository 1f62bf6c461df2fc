import type { SessionUser } from '@lectern/shared-api/contract';
import { ensureAdminAccount } from '../../../src/domain/auth/bootstrap-admin.ts';
import { createUser, login } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const ADMIN = { email: 'head.librarian@uni.edu', password: 'Admin-pass-2026' };

describe('the first admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  test('created verified at start when the email is free; a restart changes nothing; the password is never logged', async () => {
    const logged: string[] = [];
    const log = { info: (msg: string) => logged.push(msg) };
    expect(await ensureAdminAccount(ctx.db(), ADMIN, ctx.clock.clock, log)).toBe('created');
    expect(await ensureAdminAccount(ctx.db(), ADMIN, ctx.clock.clock, log)).toBe('exists');
    expect(logged).toEqual([`Created the admin account ${ADMIN.email} (ADMIN_EMAIL)`]);
    expect(logged.join('\n')).not.toContain(ADMIN.password);

    const res = await login(ctx.app(), ADMIN.email, ADMIN.password);
    expect(dataOf<SessionUser>(res)).toMatchObject({ role: 'admin', email: ADMIN.email, auth: { emailVerified: true } });
  });

  test('an existing account with that email is left as it is', async () => {
    const student = await createUser(ctx.db());
    const log = { info: () => undefined };
    expect(await ensureAdminAccount(ctx.db(), { email: student.email.toUpperCase(), password: 'Other-pass-1' }, ctx.clock.clock, log)).toBe('exists');
    const res = await login(ctx.app(), student.email, student.password);
    expect(dataOf<SessionUser>(res).role).toBe('student');
  });

  test('nothing happens without the variables', async () => {
    expect(await ensureAdminAccount(ctx.db(), null, ctx.clock.clock, { info: () => undefined })).toBe('not configured');
  });
});
