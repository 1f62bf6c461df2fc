import { MESSAGING_MESSAGES, type MessagingConnection, type MessagingLinkCode } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, routeKeepingBody, type FakeNetwork, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay } from '../../../components/formatDay.ts';
import { formatExpiry } from './LinkCodePanel.tsx';
import { MessagingSection } from './MessagingSection.tsx';
import { SettingsPage } from './SettingsPage.tsx';

const TELEGRAM_OFF: MessagingConnection = { channel: 'telegram', available: false, connected: false, chatLabel: null, linkedAt: null, approvalNotices: false, groupNotices: false };
const WHATSAPP_OFF: MessagingConnection = { ...TELEGRAM_OFF, channel: 'whatsapp' };
const telegram = (overrides: Partial<MessagingConnection> = {}): MessagingConnection => ({ ...TELEGRAM_OFF, available: true, ...overrides });
const LINKED_AT = '2026-11-20T10:00:00.000Z';
const connectedTelegram = (overrides: Partial<MessagingConnection> = {}) =>
  telegram({ connected: true, chatLabel: '@ada_reads', linkedAt: LINKED_AT, ...overrides });

const linkCode = (overrides: Partial<MessagingLinkCode> = {}): MessagingLinkCode => ({
  channel: 'telegram',
  code: 'K7M2QX9P',
  url: 'https://t.me/lectern_bot?start=K7M2QX9P',
  message: '/start K7M2QX9P',
  expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
  ...overrides,
});

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});
resetSessionPerTest();

function renderSection<Keys extends string>(routes: FakeRoutes<Keys>, { fakeTimers = false } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  net = fakeNetwork(routes);
  const user = userEvent.setup({ delay: null, ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
  renderWithProviders(<MessagingSection />, { route: '/dashboard/settings' });
  return user;
}

const row = (name: 'Telegram' | 'WhatsApp') => screen.getByRole('group', { name });

test('a channel the server has not set up says so and offers no button', async () => {
  renderSection({ 'GET /api/user/messaging': { data: [TELEGRAM_OFF, { ...WHATSAPP_OFF, available: true }] } });
  const section = screen.getByRole('region', { name: MESSAGING_MESSAGES.heading });
  expect(within(section).getByText(MESSAGING_MESSAGES.intro)).toBeInTheDocument();
  expect(await screen.findByText(MESSAGING_MESSAGES.notAvailable('telegram'))).toBeInTheDocument();
  expect(within(row('Telegram')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(row('WhatsApp')).getByRole('button', { name: 'Connect WhatsApp' })).toBeInTheDocument();
});

test('a failed load shows the error box, and Try again asks again', async () => {
  let fail = true;
  const user = renderSection({
    'GET /api/user/messaging': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'boom' } } : { data: [telegram(), WHATSAPP_OFF] }),
  });
  expect(await screen.findByText(MESSAGING_MESSAGES.loadFailed)).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
});

test('Connect shows the message to send, Copy, the deep link and when the code stops working', async () => {
  const code = linkCode();
  const user = renderSection({
    'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
    'POST /api/user/messaging/telegram/link': { status: 201, data: code },
  });
  await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));

  const panel = await within(row('Telegram')).findByRole('group', { name: MESSAGING_MESSAGES.codeIntro('telegram') });
  expect(within(panel).getByText('/start K7M2QX9P')).toBeInTheDocument();
  expect(within(panel).getByText(MESSAGING_MESSAGES.codeExpires(formatExpiry(code.expiresAt)))).toBeInTheDocument();
  const open = within(panel).getByRole('link', { name: /^Open Telegram/ });
  expect(open).toHaveAttribute('href', 'https://t.me/lectern_bot?start=K7M2QX9P');
  expect(open).toHaveAttribute('target', '_blank');
  expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(panel).toHaveFocus();
  expect(within(row('Telegram')).queryByRole('button', { name: 'Connect Telegram' })).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: MESSAGING_MESSAGES.copyMessage('telegram') }));
  expect(await screen.findByText(MESSAGING_MESSAGES.copied)).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe('/start K7M2QX9P');

  await user.click(within(panel).getByRole('button', { name: MESSAGING_MESSAGES.cancel }));
  expect(within(row('Telegram')).getByRole('button', { name: 'Connect Telegram' })).toHaveFocus();
});

test('WhatsApp without a number to link to shows the message only', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [TELEGRAM_OFF, { ...WHATSAPP_OFF, available: true }] },
    'POST /api/user/messaging/whatsapp/link': { status: 201, data: linkCode({ channel: 'whatsapp', url: null, message: 'link K7M2QX9P' }) },
  });
  await user.click(await screen.findByRole('button', { name: 'Connect WhatsApp' }));
  const panel = await within(row('WhatsApp')).findByRole('group', { name: MESSAGING_MESSAGES.codeIntro('whatsapp') });
  expect(within(panel).getByText('link K7M2QX9P')).toBeInTheDocument();
  expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
});

test('when copying is refused, it says to select the message', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
    'POST /api/user/messaging/telegram/link': { status: 201, data: linkCode() },
  });
  await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
  const copy = await screen.findByRole('button', { name: MESSAGING_MESSAGES.copyMessage('telegram') });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(copy);
  expect(await screen.findByText(MESSAGING_MESSAGES.copyFailed)).toBeInTheDocument();
});

test('the row turns to connected by itself once the chat has sent the code', async () => {
  let linked = false;
  const user = renderSection(
    {
      'GET /api/user/messaging': () => ({ data: [linked ? connectedTelegram() : telegram(), WHATSAPP_OFF] }),
      'POST /api/user/messaging/telegram/link': { status: 201, data: linkCode() },
    },
    { fakeTimers: true },
  );
  await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
  expect(await screen.findByText('/start K7M2QX9P')).toBeInTheDocument();
  expect(screen.getByText(MESSAGING_MESSAGES.waiting)).toBeInTheDocument();
  const asked = () => net!.calls.filter((call) => call.method === 'GET').length;
  const before = asked();

  linked = true;
  await act(async () => {
    jest.advanceTimersByTime(3500);
  });
  await waitFor(() => expect(asked()).toBeGreaterThan(before));
  expect(await within(row('Telegram')).findByText(MESSAGING_MESSAGES.connectedAs('@ada_reads'))).toBeInTheDocument();
  expect(within(row('Telegram')).getByText(MESSAGING_MESSAGES.linkedOn(formatDay(LINKED_AT)))).toBeInTheDocument();
  expect(screen.queryByText('/start K7M2QX9P')).not.toBeInTheDocument();
  expect(await screen.findByText(MESSAGING_MESSAGES.connected('telegram'))).toBeInTheDocument();

  // Connected, nothing more is asked.
  const settled = asked();
  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  expect(asked()).toBe(settled);
});

test('an expired code says so and a new one can be had', async () => {
  let made = 0;
  const user = renderSection(
    {
      'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
      'POST /api/user/messaging/telegram/link': () => {
        made += 1;
        const code = made === 1 ? 'AAAA2222' : 'BBBB3333';
        return { status: 201, data: linkCode({ code, message: `/start ${code}`, expiresAt: new Date(Date.now() + 60_000).toISOString() }) };
      },
    },
    { fakeTimers: true },
  );
  await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
  expect(await screen.findByText('/start AAAA2222')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(61_000);
  });
  expect(await screen.findByText(MESSAGING_MESSAGES.codeExpired)).toBeInTheDocument();
  expect(screen.queryByText('/start AAAA2222')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Open Telegram/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: MESSAGING_MESSAGES.newCode }));
  expect(await screen.findByText('/start BBBB3333')).toBeInTheDocument();
  expect(made).toBe(2);
});

test('an error on Connect shows the server’s message and keeps the button', async () => {
  const message = 'Telegram is not set up on this Lectern.';
  const user = renderSection({
    'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
    'POST /api/user/messaging/telegram/link': { status: 404, error: { code: 'NOT_FOUND', message } },
  });
  await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(within(row('Telegram')).getByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
});

test('offline, Connect says a connection is needed', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
    'POST /api/user/messaging/telegram/link': { networkError: true },
  });
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByText(/needs a connection/)).toBeInTheDocument();
  } finally {
    onLine.mockRestore();
  }
});

test('Disconnect asks first, then unlinks and offers Connect again', async () => {
  let linked = true;
  const user = renderSection({
    'GET /api/user/messaging': () => ({ data: [linked ? connectedTelegram() : telegram(), WHATSAPP_OFF] }),
    'DELETE /api/user/messaging/telegram': () => ((linked = false), { data: telegram() }),
  });
  expect(await screen.findByText(MESSAGING_MESSAGES.connectedAs('@ada_reads'))).toBeInTheDocument();

  await user.click(within(row('Telegram')).getByRole('button', { name: 'Disconnect Telegram' }));
  let dialog = await screen.findByRole('dialog', { name: MESSAGING_MESSAGES.disconnectTitle('telegram') });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net!.calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(within(row('Telegram')).getByRole('button', { name: 'Disconnect Telegram' }));
  dialog = await screen.findByRole('dialog', { name: MESSAGING_MESSAGES.disconnectTitle('telegram') });
  await user.click(within(dialog).getByRole('button', { name: MESSAGING_MESSAGES.disconnect }));
  expect(await screen.findByText(MESSAGING_MESSAGES.disconnected('telegram'))).toBeInTheDocument();
  const connect = await within(row('Telegram')).findByRole('button', { name: 'Connect Telegram' });
  await waitFor(() => expect(connect).toHaveFocus());
  expect(screen.queryByText(MESSAGING_MESSAGES.connectedAs('@ada_reads'))).not.toBeInTheDocument();
});

test('a failed Disconnect says so and stays connected', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [connectedTelegram(), WHATSAPP_OFF] },
    'DELETE /api/user/messaging/telegram': { status: 500, error: { code: 'INTERNAL', message: 'boom' } },
  });
  await user.click(await within(await screen.findByRole('group', { name: 'Telegram' })).findByRole('button', { name: 'Disconnect Telegram' }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGING_MESSAGES.disconnectTitle('telegram') });
  await user.click(within(dialog).getByRole('button', { name: MESSAGING_MESSAGES.disconnect }));
  expect(await screen.findByText(MESSAGING_MESSAGES.disconnectFailed('telegram'))).toBeInTheDocument();
  expect(screen.getByText(MESSAGING_MESSAGES.connectedAs('@ada_reads'))).toBeInTheDocument();
});

test('approval notices save at once and say so', async () => {
  const saved = routeKeepingBody({ data: connectedTelegram({ approvalNotices: true }) });
  const user = renderSection({ 'GET /api/user/messaging': { data: [connectedTelegram(), WHATSAPP_OFF] }, 'PATCH /api/user/messaging/telegram': saved });
  const box = await screen.findByRole('checkbox', { name: new RegExp(`^${MESSAGING_MESSAGES.approvalNotices}`) });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(box).toBeChecked();
  expect(await screen.findByText(MESSAGING_MESSAGES.approvalNoticesOn)).toBeInTheDocument();
  expect(saved.sent).toEqual({ approvalNotices: true });
  expect(box).toBeChecked();
});

test('approval notices show the choice before the server answers', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [connectedTelegram(), WHATSAPP_OFF] },
    'PATCH /api/user/messaging/telegram': { pending: true },
  });
  const box = await screen.findByRole('checkbox', { name: new RegExp(`^${MESSAGING_MESSAGES.approvalNotices}`) });
  await user.click(box);
  expect(box).toBeChecked();
});

test('approval notices go back as they were when saving fails', async () => {
  const user = renderSection({
    'GET /api/user/messaging': { data: [connectedTelegram({ approvalNotices: true }), WHATSAPP_OFF] },
    'PATCH /api/user/messaging/telegram': { status: 503, error: { code: 'UNAVAILABLE', message: 'busy' } },
  });
  const box = await screen.findByRole('checkbox', { name: new RegExp(`^${MESSAGING_MESSAGES.approvalNotices}`) });
  expect(box).toBeChecked();
  await user.click(box);
  expect(await screen.findByText(MESSAGING_MESSAGES.approvalNoticesFailed)).toBeInTheDocument();
  await waitFor(() => expect(box).toBeChecked());
});

test.each(['student', 'admin'] as const)('Settings shows the section to a signed-in %s', async (role) => {
  net = fakeNetwork({
    'GET /api/faculty': { data: [] },
    'GET /api/moderator-applications/mine': { data: null },
    'GET /api/user/messaging': { data: [telegram(), WHATSAPP_OFF] },
  });
  signInAs({ role });
  renderWithProviders(<SettingsPage />, { route: '/dashboard/settings' });
  const section = screen.getByRole('region', { name: MESSAGING_MESSAGES.heading });
  expect(await within(section).findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
});

test('group notices are a choice of their own, saved at once', async () => {
  const saved = routeKeepingBody({ data: connectedTelegram({ groupNotices: true }) });
  const user = renderSection({ 'GET /api/user/messaging': { data: [connectedTelegram(), WHATSAPP_OFF] }, 'PATCH /api/user/messaging/telegram': saved });
  const groups = await screen.findByRole('checkbox', { name: new RegExp(`^${MESSAGING_MESSAGES.groupNotices}`) });
  const approvals = screen.getByRole('checkbox', { name: new RegExp(`^${MESSAGING_MESSAGES.approvalNotices}`) });
  await user.click(groups);
  expect(await screen.findByText(MESSAGING_MESSAGES.groupNoticesOn)).toBeInTheDocument();
  expect(saved.sent).toEqual({ groupNotices: true });
  expect(groups).toBeChecked();
  expect(approvals).not.toBeChecked();
});
