// The bot's side of a chat: what it answers to each command, the same on both
// channels. The reply job (domain/messaging) links and unlinks chats itself and calls this for
// everything else, then sends the answer through the chat's channel.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { Viewer } from '../../users/index.ts';
import type { ChannelClient, OutgoingMessage } from '../../../platform/messaging/channel.ts';
import type { BotCommand } from '../commands.ts';
import type { MessagingDeps } from '../deps.ts';
import { choiceAt, rememberChoices } from './choices.ts';
import { listingMessage } from './listing.ts';
import { courseList, recentList, savedList, searchList, type ListAnswer } from './lists.ts';
import { BOT_REPLIES } from './replies.ts';
import { sendMaterial } from './send-material.ts';

export { BOT_REPLIES } from './replies.ts';

export interface ConversationChat {
  channel: MessagingChannel;
  chatId: string;
  /** The linked person, or null for a chat not linked to an account. */
  viewer: Viewer | null;
  client: ChannelClient;
}

const text = (words: string): OutgoingMessage => ({ kind: 'text', text: words });

/** A list as one message; its materials become the chat's choices (none when empty). */
async function answerList(deps: MessagingDeps, chat: ConversationChat, answer: ListAnswer): Promise<OutgoingMessage[]> {
  const materials = 'materials' in answer ? answer.materials : [];
  await rememberChoices(deps, chat, materials.map((material) => material.id));
  if ('none' in answer) return [text(answer.none)];
  return [listingMessage(answer.heading, answer.materials, chat.client.buttonsMax)];
}

export async function answerCommand(deps: MessagingDeps, chat: ConversationChat, command: BotCommand): Promise<OutgoingMessage[]> {
  const asker = { channel: chat.channel, viewer: chat.viewer };
  switch (command.kind) {
    case 'search':
      return answerList(deps, chat, await searchList(deps, asker, command.words));
    case 'course':
      return answerList(deps, chat, await courseList(deps, asker, command.code));
    case 'saved':
      return answerList(deps, chat, await savedList(deps, asker));
    case 'recent':
      return answerList(deps, chat, await recentList(deps, asker));
    case 'pick': {
      const materialId = await choiceAt(deps, chat, command.position);
      if (!materialId) return [text(BOT_REPLIES.noSuchNumber(command.position))];
      return [await sendMaterial(deps, chat, materialId)];
    }
    case 'material':
      return [await sendMaterial(deps, chat, command.materialId)];
    case 'unknown':
      return [text(`${BOT_REPLIES.unknown}\n\n${BOT_REPLIES.help(chat.channel, chat.viewer !== null)}`)];
    // Linking and stopping are the reply job's; asked anyway, the bot says what it can do.
    case 'help':
    case 'link':
    case 'stop':
      return [text(BOT_REPLIES.help(chat.channel, chat.viewer !== null))];
  }
}
