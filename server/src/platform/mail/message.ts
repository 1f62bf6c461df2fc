// The shape of one message and of a transport, on their own so the transports (smtp.ts,
// outbox.ts) and the mailer that picks one do not import each other.

export interface MailMessage {
  /** What the message is for, for logs: never the address, the text or a link. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries: the outbox prints them for the person running the site. */
  links: string[];
}

/** Hands one message on; rejects when it could not. */
export type Delivery = (message: MailMessage & { from: string }) => Promise<void>;
