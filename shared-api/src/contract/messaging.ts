// Lectern on a messaging app: a Telegram bot and a WhatsApp number that find and send
// materials. What Settings and the server agree on: the channels, the one-time link codes and a
// person's connections. The bot's own replies are the server's (domain/messaging).

export const MESSAGING_CHANNELS = ['telegram', 'whatsapp'] as const;
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];
export const MESSAGING_CHANNEL_LABELS: Record<MessagingChannel, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp' };

/** A link code is good for one use within this time. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;
/** Letters and digits a person reads off a screen and types without mixing them up (no 0/O, 1/I/L). */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;

/** At most this many materials answer one search in a chat. */
export const BOT_RESULTS_MAX = 5;

/** POST /user/messaging/:channel/link (201): what the person sends to the bot to link this chat. */
export interface MessagingLinkCode {
  channel: MessagingChannel;
  code: string;
  /** Telegram's deep link `https://t.me/<bot>?start=<code>`, or WhatsApp's `https://wa.me/<number>?text=link%20<code>`; null when unknown. */
  url: string | null;
  /** What to send, in words: `/start <code>` or `link <code>`. */
  message: string;
  expiresAt: string;
}

/** GET /user/messaging: each channel, as the person asking sees it. */
export interface MessagingConnection {
  channel: MessagingChannel;
  /** Whether this server has the channel set up at all (otherwise Settings says it is not available). */
  available: boolean;
  connected: boolean;
  /** Who the chat is, shown to its owner only: a Telegram @username or name, a WhatsApp number with its middle hidden. */
  chatLabel: string | null;
  linkedAt: string | null;
  /** "Tell me there when my upload is approved" (off by default). */
  approvalNotices: boolean;
  /** "Tell me there about replies, helpful marks and new sessions in my groups" (off by default). */
  groupNotices: boolean;
}

/** PATCH /user/messaging/:channel: the choices given (at least one); the others stay as they are. */
export interface MessagingSettingsInput {
  approvalNotices?: boolean;
  groupNotices?: boolean;
}

/** What Settings says (the server's refusals use the same words). */
export const MESSAGING_MESSAGES = {
  heading: 'Messaging apps',
  intro: 'Find and get materials in a chat: send the bot a course code or a few words, and it sends the file back.',
  connect: (channel: MessagingChannel) => `Connect ${MESSAGING_CHANNEL_LABELS[channel]}`,
  disconnect: 'Disconnect',
  connectedAs: (label: string) => `Connected as ${label}`,
  notAvailable: (channel: MessagingChannel) => `${MESSAGING_CHANNEL_LABELS[channel]} is not set up on this Lectern.`,
  codeIntro: (channel: MessagingChannel) =>
    channel === 'telegram' ? 'Open the link in Telegram, or send the bot this message:' : 'Send this message to the Lectern WhatsApp number:',
  codeExpires: (time: string) => `The code works once, until ${time}.`,
  approvalNotices: 'Tell me there when my upload is approved',
  disconnected: (channel: MessagingChannel) => `${MESSAGING_CHANNEL_LABELS[channel]} disconnected`,
  // Settings' own words, for the Messaging apps section.
  loading: 'Loading your messaging apps...',
  loadFailed: 'Could not load your messaging apps.',
  linkedOn: (day: string) => `Since ${day}`,
  copy: 'Copy',
  copyMessage: (channel: MessagingChannel) => `Copy the message for ${MESSAGING_CHANNEL_LABELS[channel]}`,
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the message and copy it yourself.',
  openChannel: (channel: MessagingChannel) => `Open ${MESSAGING_CHANNEL_LABELS[channel]}`,
  waiting: 'Waiting for your message...',
  codeExpired: 'The code has expired. Get a new one to connect.',
  newCode: 'Get a new code',
  cancel: 'Cancel',
  connectFailed: (channel: MessagingChannel) => `Could not connect ${MESSAGING_CHANNEL_LABELS[channel]}. Try again.`,
  connected: (channel: MessagingChannel) => `${MESSAGING_CHANNEL_LABELS[channel]} connected`,
  disconnectTitle: (channel: MessagingChannel) => `Disconnect ${MESSAGING_CHANNEL_LABELS[channel]}?`,
  disconnectBody: (channel: MessagingChannel) =>
    `The bot will no longer know you in that ${MESSAGING_CHANNEL_LABELS[channel]} chat. You can connect again at any time.`,
  disconnectFailed: (channel: MessagingChannel) => `Could not disconnect ${MESSAGING_CHANNEL_LABELS[channel]}. Try again.`,
  approvalNoticesOn: 'You will be told there when your upload is approved.',
  approvalNoticesOff: 'You will not be told there when your upload is approved.',
  approvalNoticesFailed: 'Could not save your choice. Try again.',
  groupNotices: 'Tell me there about replies, helpful marks and new sessions in my groups',
  groupNoticesOn: 'You will be told there about replies, helpful marks and new sessions in your groups.',
  groupNoticesOff: 'You will not be told there about your groups.',
} as const;
