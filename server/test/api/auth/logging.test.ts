import { createUser, login, sessionFrom, uniqueEmail } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

// Every request logged at the most verbose level: no password, token, cookie or
// Authorization header may appear, whatever the flow.
const ctx = useTestApp({ LOG_LEVEL: 'trace' });

test('no password, token, cookie or Authorization header reaches the request logs', async () => {
  const app = ctx.app();
  const email = uniqueEmail('logs');
  const password = 'Secret-signup-pw1';
  const newPassword = 'Secret-reset-pw2';
  await app.inject({ method: 'POST', url: '/api/auth/student', payload: { firstName: 'Log', lastName: 'Test', email, password } });
  await login(app, email, password); // 403: not verified yet, a second link is mailed
  const links = (await ctx.mailsTo(email)).flatMap((mail) => mail.links);
  const verifyToken = new URL(links[0]!).searchParams.get('token')!;
  const verified = await app.inject({ method: 'GET', url: `/api/auth/verify-email/token?token=${verifyToken}` });
  const session = sessionFrom(verified);
  await app.inject({ method: 'GET', url: '/api/user/profile', headers: session.cookie });
  await app.inject({ method: 'PATCH', url: '/api/user', headers: session.cookie, payload: { username: 'logtest' } });
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const resetToken = new URL((await ctx.mailsTo(email)).at(-1)!.links[0]!).searchParams.get('token')!;
  await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword } });
  const again = sessionFrom(await login(app, email, newPassword));
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: again.bearer });
  await login(app, (await createUser(ctx.db())).email, 'Wrong-password-3');
  await app.inject({ method: 'POST', url: '/api/auth/student', payload: { firstName: 'X', lastName: 'Y', email, password: 'weak' } });

  const logs = ctx.logs();
  expect(logs).toContain('/api/auth/verify-email/token');
  expect(logs).toContain('/api/auth/reset-password');
  const secrets = [password, newPassword, 'Wrong-password-3', verifyToken, resetToken, session.token, again.token, ...links.map((l) => new URL(l).searchParams.get('token')!)];
  for (const secret of secrets) expect(logs).not.toContain(secret);
  expect(logs).not.toMatch(/lectern_session=|authorization|Bearer /i);
  // The outbox's console line is the one place a link (and its token) is printed.
  expect(ctx.mailLines.join('\n')).toContain(verifyToken);
});
