// Reads the mail the server wrote to DATA_DIR/outbox (no SMTP in tests): the newest message
// to an address, decoded, and the links in it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every body part of a raw message, decoded from base64 or quoted-printable. */
function decodedParts(raw) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.map((part) => {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    return body;
  });
}

function messagesTo(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return []; // no mail sent yet
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw));
}

/** Waits (polling the folder, as a person would refresh an inbox) for a link in a mail to `email`. */
export async function waitForMailLink(dataDir, email, pathPart, { after = 0, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = messagesTo(dataDir, email).slice(after);
    for (const raw of messages.reverse()) {
      const text = decodedParts(raw).join('\n');
      const link = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"'<>]*`))?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${email} with a link to ${pathPart}`);
}

export const mailCount = (dataDir, email) => messagesTo(dataDir, email).length;
