// Every word the bot says in a chat: the same on Telegram and WhatsApp. Plain text
// only (no markup: neither channel is asked to parse any), short enough for a phone screen.
import { BOT_RESULTS_MAX, MESSAGING_MESSAGES, type MessagingChannel } from '@lectern/shared-api/contract';

/** Telegram's longest text message (WhatsApp's is the same); a reply is cut to it. */
export const BOT_TEXT_MAX = 4096;
/** Telegram's longest document caption (WhatsApp allows more). */
export const BOT_CAPTION_MAX = 1024;
/** A title in a list or a caption: a long one is cut at a word. */
export const TITLE_MAX = 80;
/** A title on a button (the channel may cut it further to its own limit). */
export const BUTTON_TITLE_MAX = 40;
/** The passage of a document shown under a search result. */
export const SNIPPET_MAX = 160;
/** The searched words or course code repeated in a reply. */
export const ECHO_MAX = 40;

/** What the person does on the site to link a chat (the words of Settings, MESSAGING_MESSAGES). */
const howToLink = (channel: MessagingChannel) =>
  `To link this chat, open Lectern, go to Settings → ${MESSAGING_MESSAGES.heading} → ${MESSAGING_MESSAGES.connect(channel)}, and send the bot the message shown there.`;

const EXAMPLE_SEARCH = 'CSC 204 past questions';

export const BOT_REPLIES = {
  searchHeading: (words: string) => `Found for “${words}”:`,
  courseHeading: (code: string, name: string) => `Newest in ${code} ${name}:`,
  savedHeading: 'Your saved materials, newest saved first:',
  recentForYouHeading: (level: number) => `Newest for your department, level ${level}:`,
  recentHeading: 'Newest on Lectern:',
  pickWithButtons: 'Tap one, or send its number, to get it.',
  pickByNumber: 'Send its number to get it.',

  noResults: (words: string) => `Nothing found for “${words}”. Try a course code like CSC 204, or fewer words.`,
  unlinkedSeesLess: (channel: MessagingChannel) => `Some materials show only to linked accounts. ${howToLink(channel)}`,
  unknownCourse: (code: string) => `There is no course ${code} on Lectern. Check the code, or search for a few words instead.`,
  courseEmpty: (code: string) => `No materials in ${code} yet.`,
  savedEmpty: 'You have no saved materials yet. On Lectern, a material’s Save button keeps it for you here too.',
  savedUnlinked: (channel: MessagingChannel) => `Your saved materials show here once this chat is linked to your Lectern account. ${howToLink(channel)}`,
  recentEmpty: 'No materials yet. Try again later.',

  /** A missing material, one the chat may not see, and a forged choice all get this. */
  notFound: 'That material is not available. Search again to see what is.',
  noSuchNumber: (position: number) => `There is no number ${position} in the last list. Search first, then send a number from it.`,
  viewOnly: (title: string, page: string) => `${title} is View Only: it can be read on Lectern but not downloaded.\n${page}`,
  link: (title: string, url: string, page: string) => `${title} is a link:\n${url}\nOn Lectern: ${page}`,
  tooLarge: (title: string, page: string) => `${title} is too large to send here. Get it on Lectern:\n${page}`,
  fileUnavailable: (title: string, page: string) => `${title} cannot be sent right now. Open it on Lectern:\n${page}`,

  unknown: 'Sorry, I did not understand that.',
  help: (channel: MessagingChannel, linked: boolean) =>
    [
      'Lectern finds study materials and sends them to you here.',
      '',
      `• Send a course code or a few words to search, e.g. ${EXAMPLE_SEARCH} (up to ${BOT_RESULTS_MAX} results).`,
      '• course CSC 204: the newest materials of a course.',
      '• recent: the newest materials for your department and level.',
      '• saved: your saved materials.',
      '• A number from the last list: get that material.',
      '• help: this message. stop: unlink this chat.',
      '',
      linked ? 'This chat is linked to your Lectern account.' : `You see public materials only. ${howToLink(channel)}`,
    ].join('\n'),
} as const;
