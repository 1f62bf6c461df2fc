// What a person's message asks the bot for. The same words on both channels: Telegram's
// "/start CODE" and WhatsApp's "link CODE" both link; a slash is optional before any command; plain
// text is a search; a typed number picks from the list the bot last sent; a button's choice names
// a material (and is checked like typed text: the chat may not be allowed to see it).
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, isUuid } from '@lectern/shared-api/contract';
import type { IncomingMessage } from './incoming.ts';

export type BotCommand =
  | { kind: 'link'; code: string }
  | { kind: 'help' }
  | { kind: 'stop' }
  | { kind: 'search'; words: string }
  | { kind: 'course'; code: string }
  | { kind: 'saved' }
  | { kind: 'recent' }
  /** A typed number: the n-th (from 1) of the materials the bot last listed in this chat. */
  | { kind: 'pick'; position: number }
  /** A pressed button: send this material (if the chat may have it). */
  | { kind: 'material'; materialId: string }
  /** Something the bot cannot read (an empty message, a sticker, a forged button). */
  | { kind: 'unknown' };

/** The most words a search from a chat keeps (the rest is dropped, never an error). */
export const BOT_SEARCH_MAX = 200;

/** Words that are a command alone ("saved"); followed by more, they are searched for ("saved notes"). */
const BARE_COMMANDS = new Map<string, BotCommand>([
  ['help', { kind: 'help' }],
  ['menu', { kind: 'help' }],
  ['stop', { kind: 'stop' }],
  ['saved', { kind: 'saved' }],
  ['recent', { kind: 'recent' }],
]);

const MATERIAL_CHOICE = 'm:';

/** A button's data for a material (Telegram allows 64 bytes; this is 38). */
export const materialChoice = (materialId: string): string => `${MATERIAL_CHOICE}${materialId}`;

/** A link code as typed: any case, spaces or dashes inside; null unless it could be one. */
export function readLinkCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== LINK_CODE_LENGTH) return null;
  return [...code].every((letter) => LINK_CODE_ALPHABET.includes(letter)) ? code : null;
}

function parseChoice(choice: string): BotCommand {
  if (!choice.startsWith(MATERIAL_CHOICE)) return { kind: 'unknown' };
  const id = choice.slice(MATERIAL_CHOICE.length);
  return isUuid(id) ? { kind: 'material', materialId: id.toLowerCase() } : { kind: 'unknown' };
}

export function parseCommand(message: Pick<IncomingMessage, 'text' | 'choice'>): BotCommand {
  if (message.choice !== null) return parseChoice(message.choice);
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'unknown' };
  // "/search@LecternBot words" in a Telegram group names the bot; the name is not part of the command.
  const match = /^\/?([A-Za-z]+)(?:@\w+)?(?: (.*))?$/.exec(text);
  const word = match?.[1]?.toLowerCase();
  const rest = (match?.[2] ?? '').trim();
  if (/^\d{1,2}$/.test(text)) return { kind: 'pick', position: Number(text) };
  const bare = word !== undefined && rest === '' ? BARE_COMMANDS.get(word) : undefined;
  if (bare) return bare;
  switch (word) {
    case 'start':
    case 'link': {
      if (rest === '') return word === 'start' ? { kind: 'help' } : { kind: 'unknown' };
      const code = readLinkCode(rest);
      // A wrong code is still a link attempt: it is answered (and counted) as one, never searched for.
      return { kind: 'link', code: code ?? rest.slice(0, LINK_CODE_LENGTH * 2) };
    }
    case 'course':
      if (rest !== '') return { kind: 'course', code: rest.slice(0, 20) };
      break;
    case 'search':
      return rest === '' ? { kind: 'help' } : { kind: 'search', words: rest.slice(0, BOT_SEARCH_MAX) };
  }
  // Anything else is what the person is looking for (a slash typed before it is not part of it).
  return { kind: 'search', words: text.replace(/^\//, '').slice(0, BOT_SEARCH_MAX) };
}
