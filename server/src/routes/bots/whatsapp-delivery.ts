// A Cloud API `messages` webhook delivery, read into the domain's IncomingMessages. The
// payload is { object, entry: [{ id, changes: [{ field: 'messages', value: { metadata, contacts,
// messages, statuses } }] }] }. A person's text, a tapped list row (interactive.list_reply.id), a tapped
// reply button (interactive.button_reply.id) and a template's quick reply (button.payload) become
// messages; statuses (sent, delivered, read), other numbers' messages and other types become nothing.
// Nothing here trusts the payload's shape: anything unexpected is skipped, never thrown.
import { INCOMING_TEXT_MAX, type IncomingMessage } from '../../domain/messaging/index.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const string = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** WhatsApp ids are digits (the person's number in international form). */
const WA_ID = /^\d{5,20}$/;
const MESSAGE_ID_MAX = 256;
const NAME_MAX = 40;

/** At most `max` UTF-16 units, never ending on half a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

// Country calling codes are prefix-free: 1 and 7 are one digit, these two, every other three.
const TWO_DIGIT_CODES = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '51', '52', '53', '54',
  '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98',
]);

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** A number with its middle hidden, for its owner to recognise in Settings: 2348012345678 -> +234 80••••5678. */
export function maskedNumber(waId: string): string {
  const codeLength = countryCodeLength(waId);
  const code = waId.slice(0, codeLength);
  const national = waId.slice(codeLength);
  if (national.length < 7) return `+${code} ${national.slice(0, 1)}••••${national.slice(-2)}`;
  return `+${code} ${national.slice(0, 2)}••••${national.slice(-4)}`;
}

/** A profile name as the person set it, made safe to show: no control or invisible formatting characters, one line, short. */
function cleanName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, NAME_MAX).join('').trim();
}

export function chatLabel(waId: string, profileName: string | null): string {
  const number = maskedNumber(waId);
  const name = profileName === null ? '' : cleanName(profileName);
  return name === '' ? number : `${name} (${number})`;
}

/** What the person sent: their text, or the id of what they tapped; null for anything else. */
function readContent(message: Json): { text: string | null; choice: string | null } | null {
  switch (message.type) {
    case 'text': {
      const body = isObject(message.text) ? string(message.text.body) : null;
      return body === null ? null : { text: cutText(body, INCOMING_TEXT_MAX), choice: null };
    }
    case 'interactive': {
      const interactive = isObject(message.interactive) ? message.interactive : {};
      const reply = interactive.type === 'list_reply' ? interactive.list_reply : interactive.type === 'button_reply' ? interactive.button_reply : null;
      const id = isObject(reply) ? string(reply.id) : null;
      return id === null ? null : { text: null, choice: cutText(id, INCOMING_TEXT_MAX) };
    }
    case 'button': {
      const payload = isObject(message.button) ? string(message.button.payload) : null;
      return payload === null ? null : { text: null, choice: cutText(payload, INCOMING_TEXT_MAX) };
    }
    default:
      return null;
  }
}

/** Every message in a delivery meant for this number, in order. */
export function readWhatsAppDelivery(payload: unknown, phoneNumberId: string): IncomingMessage[] {
  if (!isObject(payload)) return [];
  const found: IncomingMessage[] = [];
  for (const entry of array(payload.entry)) {
    if (!isObject(entry)) continue;
    for (const change of array(entry.changes)) {
      if (!isObject(change) || !isObject(change.value)) continue;
      if (change.field !== undefined && change.field !== 'messages') continue;
      const value = change.value;
      // One app may serve several numbers: a message to another number is not ours to answer.
      const metadata = isObject(value.metadata) ? value.metadata : {};
      if (metadata.phone_number_id !== undefined && String(metadata.phone_number_id) !== phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of array(value.contacts)) {
        if (!isObject(contact)) continue;
        const waId = string(contact.wa_id);
        const name = isObject(contact.profile) ? string(contact.profile.name) : null;
        if (waId !== null && name !== null) names.set(waId, name);
      }
      for (const message of array(value.messages)) {
        if (!isObject(message)) continue;
        const from = string(message.from);
        const id = string(message.id);
        if (from === null || !WA_ID.test(from) || id === null || id === '' || id.length > MESSAGE_ID_MAX) continue;
        const content = readContent(message);
        if (!content) continue;
        found.push({ channel: 'whatsapp', deliveryId: id, chatId: from, chatLabel: chatLabel(from, names.get(from) ?? null), ...content });
      }
    }
  }
  return found;
}
