import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Delivery } from './message.ts';

let sequence = 0;

/**
 * MAIL_URL unset (local use, tests, e2e): each message becomes a standard .eml file in
 * DATA_DIR/outbox, named `<UTC time>-<sequence>-<random>.eml` so names sort in sending
 * order, and its links are printed as one line `Mail to <email>: <link>`. That line is the
 * one place a token is ever printed. Text parts are base64, so long links are never folded:
 * decode the part and the link is whole (server/README.md shows how).
 */
export function outboxDelivery(dataDir: string, printLine: (line: string) => void): Delivery {
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async ({ from, to, subject, text, html, links }) => {
    const info = await transport.sendMail({ from, to, subject, text, html, textEncoding: 'base64' });
    await fs.mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    sequence += 1;
    const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    printLine(`Mail to ${to}: ${links.join(' ')}`);
  };
}
