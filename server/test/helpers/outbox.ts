import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text part, in order. */
  links: string[];
}

/**
 * Read one .eml the outbox wrote. Headers are unfolded; the text and HTML parts are base64
 * (server/src/mail/outbox.ts), so decoding them gives every link whole. The e2e suite can
 * use the same few lines (server/README.md).
 */
export function parseEml(eml: string, file = ''): OutboxMessage {
  const headerBlock = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const parts: Record<string, string> = {};
  for (const match of eml.matchAll(/Content-Type: text\/(plain|html)[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)) {
    parts[match[1] as string] = Buffer.from((match[2] as string).replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  const text = parts.plain ?? '';
  return { file, to: header('To'), subject: header('Subject'), text, html: parts.html ?? '', links: text.match(/https?:\/\/\S+/g) ?? [] };
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}
