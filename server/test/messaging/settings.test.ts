// Settings' calls for messaging apps on a server with Telegram set up (without a bot
// username, so no deep link) and WhatsApp not: every signed-in role, refusals in the envelope.
import { AUTH_MESSAGES, MESSAGING_MESSAGES, type MessagingConnection, type MessagingLinkCode, type Role } from '@lectern/shared-api/contract';
import { LINK_CODES_PER_MINUTE } from '../../src/domain/messaging/link-codes.ts';
import { createUser, signIn, type Session } from '../helpers/accounts.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { TELEGRAM_ONLY_ENV, chatTools } from './link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const ctx = useTestApp(TELEGRAM_ONLY_ENV, { messaging: { channels: { telegram } } });
const chat = chatTools(ctx);

const as = (role: Role) => async () => signIn(ctx.app(), await createUser(ctx.db(), { role }));
const patch = (session: Session | null, channel: string, payload: unknown) =>
  ctx.app().inject({ method: 'PATCH', url: `/api/user/messaging/${channel}`, headers: session?.bearer ?? {}, payload: payload as object });
const remove = (session: Session | null, channel: string) => ctx.app().inject({ method: 'DELETE', url: `/api/user/messaging/${channel}`, headers: session?.bearer ?? {} });

describe.each(['student', 'moderator', 'admin'] as const)('a signed-in %s', (role) => {
  test('sees both channels, gets a code, links, turns notices on, and disconnects', async () => {
    const session = await as(role)();
    expect(await chat.connections(session)).toEqual([
      { channel: 'telegram', available: true, connected: false, chatLabel: null, linkedAt: null, approvalNotices: false, groupNotices: false },
      { channel: 'whatsapp', available: false, connected: false, chatLabel: null, linkedAt: null, approvalNotices: false, groupNotices: false },
    ]);

    const res = await chat.requestCode(session, 'telegram');
    const code = dataOf<MessagingLinkCode>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    // No TELEGRAM_BOT_USERNAME: the message to send, and no link.
    expect(code).toMatchObject({ channel: 'telegram', url: null, message: `/start ${code.code}` });

    await chat.say('telegram', `${role}-chat`, code.message, { chatLabel: `@${role}` });
    expect(await chat.connection(session, 'telegram')).toMatchObject({ connected: true, chatLabel: `@${role}` });

    const on = await patch(session, 'telegram', { approvalNotices: true });
    expect(dataOf<MessagingConnection>(on)).toMatchObject({ channel: 'telegram', connected: true, approvalNotices: true });
    expect(await chat.connection(session, 'telegram')).toMatchObject({ approvalNotices: true });

    const gone = await remove(session, 'telegram');
    expect(dataOf<MessagingConnection>(gone)).toEqual({ channel: 'telegram', available: true, connected: false, chatLabel: null, linkedAt: null, approvalNotices: false, groupNotices: false });
    expect(await chat.connection(session, 'telegram')).toMatchObject({ connected: false, approvalNotices: false });
    // Disconnecting again is no error.
    expect((await remove(session, 'telegram')).statusCode).toBe(200);
  });
});

test('signed out: 401 for every call, in the envelope', async () => {
  const calls = [
    ctx.app().inject({ method: 'GET', url: '/api/user/messaging' }),
    ctx.app().inject({ method: 'POST', url: '/api/user/messaging/telegram/link' }),
    remove(null, 'telegram'),
    patch(null, 'telegram', { approvalNotices: true }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  }
});

test('a channel not set up on this server: 404 with the words Settings shows, and no code is made', async () => {
  const session = await as('student')();
  const res = await chat.requestCode(session, 'whatsapp');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: MESSAGING_MESSAGES.notAvailable('whatsapp') });
  const codes = await ctx.db().selectFrom('messaging_link_codes').select('channel').where('channel', '=', 'whatsapp').execute();
  expect(codes).toEqual([]);
});

test('an unknown channel: 400 from the schema', async () => {
  const session = await as('student')();
  for (const res of [await chat.requestCode(session, 'signal'), await remove(session, 'signal'), await patch(session, 'signal', { approvalNotices: true })]) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
  }
});

test('PATCH: 404 when the channel is not connected, 400 without a boolean', async () => {
  const session = await as('student')();
  const res = await patch(session, 'telegram', { approvalNotices: true });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Telegram is not connected.' });
  expect((await patch(session, 'telegram', { approvalNotices: 'yes' })).statusCode).toBe(400);
  expect((await patch(session, 'telegram', {})).statusCode).toBe(400);
});

test(`codes cannot be minted in a loop: after ${LINK_CODES_PER_MINUTE} in a minute, 429 with Retry-After, per person`, async () => {
  const session = await as('student')();
  for (let i = 0; i < LINK_CODES_PER_MINUTE; i += 1) expect((await chat.requestCode(session, 'telegram')).statusCode).toBe(201);
  const refused = await chat.requestCode(session, 'telegram');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED', message: AUTH_MESSAGES.rateLimited });
  // Someone else is not held up.
  expect((await chat.requestCode(await as('student')(), 'telegram')).statusCode).toBe(201);
  ctx.clock.advance(61_000);
  expect((await chat.requestCode(session, 'telegram')).statusCode).toBe(201);
});
