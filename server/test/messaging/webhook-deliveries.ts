// What a messaging service does to the webhooks (POST /api/bots/<channel> with a JSON body and
// its own proof header), and what the server stored of each delivery; the same for both channels.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { IncomingMessage } from '../../src/domain/messaging/index.ts';
import { jobsDone } from '../helpers/materials.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** One delivery, answered as the webhook answers it. */
export function postWebhook(t: TestApp, channel: MessagingChannel, body: string | Buffer, headers: Record<string, string>) {
  return t.app().inject({ method: 'POST', url: `/api/bots/${channel}`, headers: { 'content-type': 'application/json', ...headers }, payload: body });
}

/** One delivery the webhook must take (200); resolves once the reply job it queued is done. */
export async function deliverWebhook(t: TestApp, channel: MessagingChannel, body: string, headers: Record<string, string>): Promise<void> {
  const response = await postWebhook(t, channel, body, headers);
  expect(response.statusCode).toBe(200);
  await jobsDone(t.app());
}

/** The channel's stored deliveries (one of them by its id), each message parsed. */
export async function storedDeliveries(t: TestApp, channel: MessagingChannel, deliveryId?: string) {
  const rows = await t
    .db()
    .selectFrom('bot_deliveries')
    .selectAll()
    .where('channel', '=', channel)
    .$if(deliveryId !== undefined, (query) => query.where('delivery_id', '=', deliveryId!))
    .execute();
  // The jsonb column may arrive parsed or as text, depending on the driver.
  return rows.map((row) => ({ ...row, message: (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as IncomingMessage }));
}
