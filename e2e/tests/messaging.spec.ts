import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.ts';
import { elementsPastTheEdge, sidewaysOverflow } from '../support/layout.ts';
import { newStudent } from '../support/portal.ts';
import { startLectern } from '../support/servers.mjs';

// Messaging apps against the real server: a student presses Connect Telegram in
// Settings and reads the code off the page; this journey then plays Telegram, delivering the
// `/start <code>` update to the webhook with the secret; Settings turns to connected by itself
// (no reload), and Disconnect offers Connect again. The Bot API the server calls is a local fake
// (support/fake-telegram.ts); WhatsApp is not set up here, and Settings says so.
const BOT = { token: '123456789:e2e-fake-token-for-the-journeys', secret: 'e2e_webhook_secret_0123456789', username: 'lectern_e2e_bot' };
const CHAT = { id: 880_000_001, username: 'e2e_student' };
const PHONE = { width: 360, height: 740 };

let telegram: FakeTelegram;
let lectern: Awaited<ReturnType<typeof startLectern>>;

test.beforeAll(async () => {
  telegram = await startFakeTelegram();
  lectern = await startLectern({
    TELEGRAM_BOT_TOKEN: BOT.token,
    TELEGRAM_WEBHOOK_SECRET: BOT.secret,
    TELEGRAM_BOT_USERNAME: BOT.username,
    TELEGRAM_API_ROOT: telegram.url,
  });
});
test.afterAll(async () => {
  await lectern?.stop();
  await telegram?.stop();
});

let updateId = 500_000;
/** A private message from the student's chat, as Telegram delivers it to the webhook. */
function messageUpdate(text: string) {
  updateId += 1;
  const from = { id: CHAT.id, is_bot: false, first_name: 'Kemi', username: CHAT.username, language_code: 'en' };
  return {
    update_id: updateId,
    message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: CHAT.id, type: 'private', username: CHAT.username, first_name: 'Kemi' }, from, text },
  };
}

/** Telegram's side: POST the update to the webhook, with the secret given at setWebhook (or another). */
const deliver = (text: string, secret = BOT.secret) =>
  fetch(`${lectern.url}/api/bots/telegram`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: JSON.stringify(messageUpdate(text)),
  });

const telegramRow = (page: Page) => page.getByRole('region', { name: 'Messaging apps' }).getByRole('group', { name: 'Telegram' });

/** Presses Connect Telegram and reads the message to send off the panel. */
async function connect(row: Locator): Promise<{ panel: Locator; code: string }> {
  await row.getByRole('button', { name: 'Connect Telegram' }).click();
  const panel = row.getByRole('group', { name: 'Open the link in Telegram, or send the bot this message:' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const message = ((await panel.locator('code').textContent()) ?? '').trim();
  expect(message).toMatch(/^\/start [A-HJ-NP-Z2-9]{8}$/);
  return { panel, code: message.slice('/start '.length) };
}

test('a student links Telegram from Settings with the code the chat sends, sees it connected without a reload, and unlinks it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context } = await newStudent(browser, lectern, 'Kemi');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: lectern.url });
  await page.goto(`${lectern.url}/dashboard/settings`);
  const section = page.getByRole('region', { name: 'Messaging apps' });
  await expect(section.getByRole('group', { name: 'WhatsApp' }).getByText('WhatsApp is not set up on this Lectern.')).toBeVisible();
  const row = telegramRow(page);

  const { panel, code } = await connect(row);
  await expect(panel.getByRole('link', { name: /^Open Telegram/ })).toHaveAttribute('href', `https://t.me/${BOT.username}?start=${code}`);
  await expect(panel.getByRole('link', { name: /^Open Telegram/ })).toHaveAttribute('target', '_blank');
  await expect(panel.getByText(/^The code works once, until \d\d:\d\d\.$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Copy the message for Telegram' }).click();
  await expect(page.getByText('Copied', { exact: true }).last()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`/start ${code}`);

  // A delivery without the right secret is refused and links nothing.
  const forged = await deliver(`/start ${code}`, 'not_the_secret_0123456789');
  expect([401, 403]).toContain(forged.status);

  // Telegram delivers the code: the page turns to connected by itself.
  const delivered = await deliver(`/start ${code}`);
  expect(delivered.status).toBe(200);
  await expect(row.getByText(`Connected as @${CHAT.username}`)).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(/^Since /)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row.getByRole('checkbox', { name: /^Tell me there when my upload is approved/ })).not.toBeChecked();
  // The bot answered the chat through the (fake) Bot API.
  await expect.poll(() => telegram.sent('sendMessage').some((call) => String(call.body.chat_id) === String(CHAT.id)), { timeout: 20_000 }).toBe(true);

  // Approval notices: saved at once, and still on after a reload.
  const notices = row.getByRole('checkbox', { name: /^Tell me there when my upload is approved/ });
  // Clicked, not check(): the box turns on with the saved setting a moment later, which check() does not wait for.
  await notices.click();
  await expect(notices).toBeChecked();
  await expect(page.getByText('You will be told there when your upload is approved.').last()).toBeVisible();
  await page.reload();
  await expect(telegramRow(page).getByRole('checkbox', { name: /^Tell me there when my upload is approved/ })).toBeChecked();

  // The same code a second time links nothing more (it works once); the page stays as it is.
  expect((await deliver(`/start ${code}`)).status).toBe(200);

  // Disconnect asks first; then Connect Telegram is offered again, after a reload too.
  await telegramRow(page).getByRole('button', { name: 'Disconnect Telegram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Telegram?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Telegram disconnected').last()).toBeVisible();
  await expect(telegramRow(page).getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
  await expect(telegramRow(page).getByText(/^Connected as/)).toHaveCount(0);
  await page.reload();
  await expect(telegramRow(page).getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
  await context.close();
});

test('on a phone the code panel fits: the message wraps, the buttons wrap, nothing past the edge', async ({ browser }) => {
  const { page, context } = await newStudent(browser, lectern, 'Ade', PHONE);
  await page.goto(`${lectern.url}/dashboard/settings`);
  const { panel } = await connect(telegramRow(page));
  await panel.scrollIntoViewIfNeeded();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await elementsPastTheEdge(page)).toEqual([]);
  await context.close();
});
