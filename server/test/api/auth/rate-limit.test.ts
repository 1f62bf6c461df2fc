import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { createUser, login, nextAddress, uniqueEmail } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const LIMIT = 3;
const ctx = useTestApp({ RATE_LIMIT_AUTH: String(LIMIT) });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: 'error', statusCode: 429, code: 'RATE_LIMITED', message: AUTH.rateLimited });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('rate limits on sign-in, sign-up, resend and forgot-password', () => {
  test('per address: a client trying many accounts is stopped, other clients are not', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await login(ctx.app(), uniqueEmail(), 'Wrong-pass1', { remoteAddress: address })).statusCode).toBe(401);
    }
    expectLimited(await login(ctx.app(), uniqueEmail(), 'Wrong-pass1', { remoteAddress: address }));
    expect((await login(ctx.app(), uniqueEmail(), 'Wrong-pass1', { remoteAddress: nextAddress() })).statusCode).toBe(401);
  });

  test('per account: one account tried from many addresses is stopped, even with the right password', async () => {
    const user = await createUser(ctx.db());
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await login(ctx.app(), user.email, 'Wrong-pass1', { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
    expectLimited(await login(ctx.app(), user.email.toUpperCase(), user.password, { remoteAddress: nextAddress() }));
  });

  test('the window ends after a minute', async () => {
    const user = await createUser(ctx.db());
    const address = nextAddress();
    for (let i = 0; i < LIMIT; i += 1) await login(ctx.app(), user.email, 'Wrong-pass1', { remoteAddress: address });
    expectLimited(await login(ctx.app(), user.email, user.password, { remoteAddress: address }));
    ctx.clock.advance(60_000);
    expect((await login(ctx.app(), user.email, user.password, { remoteAddress: address })).statusCode).toBe(200);
  });

  test.each([
    ['/api/auth/student', (email: string) => ({ firstName: 'Ada', lastName: 'Obi', email, password: 'Strong-pass1' }), 201],
    ['/api/auth/resend-verification', (email: string) => ({ email }), 200],
    ['/api/auth/forgot-password', (email: string) => ({ email }), 200],
  ])('%s is limited per account and per address', async (url, body, okStatus) => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await ctx.app().inject({ method: 'POST', url, payload: body(email), remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(okStatus);
    }
    expectLimited(await ctx.app().inject({ method: 'POST', url, payload: body(email), remoteAddress: nextAddress() }));

    const address = nextAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      await ctx.app().inject({ method: 'POST', url, payload: body(uniqueEmail()), remoteAddress: address });
    }
    expectLimited(await ctx.app().inject({ method: 'POST', url, payload: body(uniqueEmail()), remoteAddress: address }));
  });
});
