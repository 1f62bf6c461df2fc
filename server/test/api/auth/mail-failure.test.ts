import { createUser, login, uniqueEmail } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

// A mail server that refuses everything, and quotes the link back in its error.
const ctx = useTestApp(
  { LOG_LEVEL: 'error' },
  {
    mailDelivery: async (message) => {
      throw Object.assign(new Error(`550 rejected: ${message.links.join(' ')}`), { code: 'EENVELOPE' });
    },
  },
);

test('a failed mail never changes the answer; the failure is logged without its link', async () => {
  const email = uniqueEmail();
  const signup = await ctx.app().inject({
    method: 'POST',
    url: '/api/auth/student',
    payload: { firstName: 'Ada', lastName: 'Obi', email, password: 'Strong-pass1' },
  });
  expect(signup.statusCode).toBe(201);
  const forgot = await ctx.app().inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(forgot.statusCode).toBe(200);
  const unverified = await createUser(ctx.db(), { verified: false });
  expect((await login(ctx.app(), unverified.email, unverified.password)).statusCode).toBe(403);
  await ctx.app().mailer.idle();

  const logs = ctx.logs();
  expect(logs).toContain('"mail":"verify-email"');
  expect(logs).toContain('"mail":"password-reset"');
  expect(logs).toContain('"code":"EENVELOPE"');
  expect(logs).toContain('token=[redacted]');
  expect(logs).not.toMatch(/token=(?!\[redacted\])/);
  expect(await ctx.outbox()).toEqual([]);
});
