// Choosing a material in a chat: its original file as a document when the chat may download it
// and the channel takes its size; otherwise a link to its page (View Only, a link material, too
// large, a file that cannot be read). A material the chat may not open is answered exactly like
// one that does not exist. A file sent to a linked person counts as their download, once a day.
import type { Readable } from 'node:stream';
import { isUuid, materialPagePath } from '@lectern/shared-api/contract';
import { countOncePerDay, fileAccess, selectMaterials, toMaterial } from '../../materials/index.ts';
import type { Viewer } from '../../users/index.ts';
import { BOT_DOCUMENT_MAX_BYTES, type ChannelClient, type OutgoingMessage } from '../../../platform/messaging/channel.ts';
import type { MessagingDeps } from '../deps.ts';
import { chatViewer, openableBy } from './chat-audience.ts';
import { detailsOf, titleOf } from './listing.ts';
import { BOT_CAPTION_MAX, BOT_REPLIES } from './replies.ts';
import { fitMessage } from './shorten.ts';

const text = (words: string): OutgoingMessage => ({ kind: 'text', text: words });

/** The material with its storage facts, if this chat may open it. */
async function findForChat(deps: Pick<MessagingDeps, 'db'>, viewer: Viewer | null, id: string) {
  if (!isUuid(id)) return null;
  const row = await selectMaterials(deps.db, chatViewer(viewer))
    .select(['m.file_key', 'm.mime_type'])
    .where('m.id', '=', id)
    .where(openableBy(viewer))
    .executeTakeFirst();
  return row ?? null;
}

/** The whole stream, or null once it passes `maxBytes` (the stored size may be stale). */
async function readAll(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

type Chat = { viewer: Viewer | null; client: Pick<ChannelClient, 'documentMaxBytes'> };

export async function sendMaterial(deps: MessagingDeps, chat: Chat, materialId: string): Promise<OutgoingMessage> {
  const row = await findForChat(deps, chat.viewer, materialId);
  if (!row) return text(BOT_REPLIES.notFound);
  const material = toMaterial(row, chatViewer(chat.viewer));
  const title = titleOf(material);
  const page = `${deps.publicUrl}${materialPagePath(material.id)}`;

  if (material.type === 'link') return text(BOT_REPLIES.link(title, material.url ?? page, page));
  if (!row.file_key) return text(BOT_REPLIES.fileUnavailable(title, page));
  // View Only is never sent as a file, even to those the site lets download it (its uploader,
  // staff): a file in a chat can be forwarded anywhere.
  if (material.restriction === 'view only' || !fileAccess(chatViewer(chat.viewer), row).download) return text(BOT_REPLIES.viewOnly(title, page));

  const maxBytes = Math.min(chat.client.documentMaxBytes, BOT_DOCUMENT_MAX_BYTES);
  const size = await deps.storage.size(row.file_key);
  if (size === null) {
    deps.log.error({ materialId: material.id }, 'stored file missing');
    return text(BOT_REPLIES.fileUnavailable(title, page));
  }
  if (size > maxBytes) return text(BOT_REPLIES.tooLarge(title, page));
  const stored = await deps.storage.get(row.file_key);
  const bytes = stored ? await readAll(stored.stream, maxBytes) : null;
  if (!bytes) return text(stored ? BOT_REPLIES.tooLarge(title, page) : BOT_REPLIES.fileUnavailable(title, page));

  if (chat.viewer) await countOncePerDay(deps.db, 'download', material.id, chat.viewer.id, deps.clock());
  return {
    kind: 'document',
    fileName: row.file_name ?? `material.${row.type}`,
    contentType: row.mime_type ?? 'application/octet-stream',
    bytes,
    caption: fitMessage(`${title}\n${detailsOf(material)}`, BOT_CAPTION_MAX),
  };
}
