import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { outboxDelivery } from './outbox.ts';
import type { Delivery, MailMessage } from './message.ts';
import { smtpDelivery } from './smtp.ts';

export type { Delivery, MailMessage } from './message.ts';

export interface Mailer {
  /**
   * Queue a message and return at once: a slow or broken mail server never delays or fails
   * the request that wanted the mail, and a failure is logged (without the message or its links).
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message was delivered or failed (tests, shutdown). */
  idle(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export interface MailerOptions {
  log: FastifyBaseLogger;
  /** Where the outbox prints `Mail to <email>: <link>`; stdout by default. */
  printLine?: (line: string) => void;
  /** Replaces the transport (tests). */
  delivery?: Delivery;
}

export function createMailer(config: Pick<Config, 'mailUrl' | 'mailFrom' | 'dataDir'>, options: MailerOptions): Mailer {
  const mode = config.mailUrl ? 'smtp' : 'outbox';
  const deliver =
    options.delivery ??
    (config.mailUrl
      ? smtpDelivery(config.mailUrl)
      : outboxDelivery(config.dataDir, options.printLine ?? ((line) => process.stdout.write(`${line}\n`))));
  const pending = new Set<Promise<void>>();

  return {
    mode,
    send(message) {
      const delivery = deliver({ ...message, from: config.mailFrom })
        .catch((error: unknown) => {
          const err = error as { code?: unknown; message?: unknown };
          options.log.error(
            { mail: message.kind, code: typeof err?.code === 'string' ? err.code : undefined, reason: redactLinks(String(err?.message ?? error)) },
            'mail not sent',
          );
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

// An error text could quote a link; tokens travel only in links' query strings.
function redactLinks(text: string): string {
  return text.replace(/([?&]token=)[^\s&"'<>]+/g, '$1[redacted]');
}
