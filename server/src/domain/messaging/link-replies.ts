// What the bot says about linking, unlinking and approvals: the same words on both
// channels. A code is never repeated back: a chat's history is not a safe place for it.
import { LINK_CODE_TTL_MS } from '@lectern/shared-api/contract';
import { LINK_FAILURE_WINDOW_MS } from './link-guard.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

export const LINK_REPLIES = {
  linked: (name: string) =>
    `This chat is now linked to your Lectern account (${name}). Send a course code like CSC 204 or a few words to find materials. Send stop to unlink this chat.`,
  refused: `That code did not work. A code works once, for ${minutes(LINK_CODE_TTL_MS)} minutes, in the app it was made for. Get a new one in Lectern under Settings and send it here.`,
  wait: `Too many codes that did not work. Please wait ${minutes(LINK_FAILURE_WINDOW_MS)} minutes, then send a new code from Settings.`,
  stopped: 'This chat is no longer linked to a Lectern account. You can still find public materials here. To link it again, get a code in Lectern under Settings.',
  approved: (title: string, url: string) => `Your upload ${title} was approved. ${url}`,
} as const;
