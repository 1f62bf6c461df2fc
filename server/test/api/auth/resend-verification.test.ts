import { VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { createUser, uniqueEmail } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const resend = (payload: unknown) => ctx.app().inject({ method: 'POST', url: '/api/auth/resend-verification', payload: payload as object });

describe('POST /api/auth/resend-verification', () => {
  test('mails a new link to an unverified account', async () => {
    const user = await createUser(ctx.db(), { verified: false });
    const res = await resend({ email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: 'Verification email sent!' } });
    const mails = await ctx.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/localhost:8080\/auth\/verify-email\?token=/);
  });

  test('the same answer for an unknown email or a verified account, and no mail', async () => {
    const unverified = await resend({ email: (await createUser(ctx.db(), { verified: false })).email });
    const verified = await createUser(ctx.db());
    const unknownEmail = uniqueEmail('nobody');
    for (const email of [verified.email, unknownEmail]) {
      const res = await resend({ email });
      expect(res.statusCode).toBe(unverified.statusCode);
      expect(res.body).toBe(unverified.body);
    }
    expect(await ctx.mailsTo(verified.email)).toHaveLength(0);
    expect(await ctx.mailsTo(unknownEmail)).toHaveLength(0);
  });

  test('400 for a missing or malformed email', async () => {
    expect((await resend({})).json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'email', message: M.emailRequired }] });
    expect((await resend({ email: 'nope' })).json()).toMatchObject({ errors: [{ field: 'email', message: M.emailInvalid }] });
  });
});
