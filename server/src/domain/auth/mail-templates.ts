import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '@lectern/shared-api/contract';
import type { MailMessage } from '../../platform/mail/message.ts';
import { escapeHtml } from '../../platform/escape-html.ts';

// The messages the accounts flows send. Each has a plain-text and an HTML part with the link.

const hours = (ms: number) => {
  const h = Math.round(ms / 3_600_000);
  return `${h} hour${h === 1 ? '' : 's'}`;
};

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

function button(link: string, label: string): string {
  return `<a href="${escapeHtml(link)}">${escapeHtml(label)}</a>`;
}

/** A mail whose one job is a link that works once: greeting, what it is for, the link, when it expires. */
interface OneLinkMail {
  kind: string;
  subject: string;
  intro: string;
  buttonLabel: string;
  expiry: string;
}

function oneLinkMail(to: string, firstName: string, link: string, mail: OneLinkMail): MailMessage {
  const hello = `Hello ${firstName},`;
  return {
    kind: mail.kind,
    to,
    subject: mail.subject,
    text: `${hello}\n\n${mail.intro}\n\n${link}\n\n${mail.expiry}\n`,
    html: html([escapeHtml(hello), escapeHtml(mail.intro), button(link, mail.buttonLabel), escapeHtml(mail.expiry)]),
    links: [link],
  };
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return oneLinkMail(to, firstName, link, {
    kind: 'verify-email',
    subject: 'Verify your Lectern email address',
    intro: 'Confirm your email address to finish setting up your Lectern account.',
    buttonLabel: 'Verify my email',
    expiry: `The link works once and expires in ${hours(VERIFY_TOKEN_TTL_MS)}. If you did not sign up, ignore this email.`,
  });
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return oneLinkMail(to, firstName, link, {
    kind: 'password-reset',
    subject: 'Reset your Lectern password',
    intro: 'Someone asked to reset the password of your Lectern account. Choose a new password here:',
    buttonLabel: 'Choose a new password',
    expiry: `The link works once and expires in ${hours(RESET_TOKEN_TTL_MS)}. If it was not you, ignore this email: your password stays as it is.`,
  });
}

/** A sign-up with an email that already has an account: the owner hears of it, nobody else. */
export function signupAttemptMail(to: string, firstName: string, signinLink: string, resetLink: string): MailMessage {
  const hello = `Hello ${firstName},`;
  const intro = 'Someone tried to create a Lectern account with this email address, which already has one.';
  const signin = 'If it was you, sign in instead:';
  const reset = 'Forgot your password? Reset it here:';
  const ignore = 'If it was not you, you can ignore this email; nothing has changed.';
  return {
    kind: 'signup-attempt',
    to,
    subject: 'Someone tried to sign up with your email',
    text: `${hello}\n\n${intro}\n\n${signin}\n${signinLink}\n\n${reset}\n${resetLink}\n\n${ignore}\n`,
    html: html([
      escapeHtml(hello),
      escapeHtml(intro),
      `${escapeHtml(signin)} ${button(signinLink, 'Sign in')}`,
      `${escapeHtml(reset)} ${button(resetLink, 'Reset password')}`,
      escapeHtml(ignore),
    ]),
    links: [signinLink, resetLink],
  };
}
