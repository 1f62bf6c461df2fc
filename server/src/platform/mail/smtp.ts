import nodemailer from 'nodemailer';
import type { Delivery } from './message.ts';

/** MAIL_URL set: every message goes to that SMTP server. Links are never printed. */
export function smtpDelivery(mailUrl: string): Delivery {
  const transport = nodemailer.createTransport(mailUrl);
  return async ({ from, to, subject, text, html }) => {
    await transport.sendMail({ from, to, subject, text, html });
  };
}
