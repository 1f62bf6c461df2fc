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

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  const hello = `Hello ${firstName},`;
  const intro = 'Confirm your email address to finish setting up your Lectern account.';
  const expiry = `The link works once and expires in ${hours(VERIFY_TOKEN_TTL_MS)}. If you did not sign up, ignore this email.`;
  return {
    kind: 'verify-email',
    to,
    subject: 'Verify your Lectern email address',
    text: `${hello}\n\n${intro}\n\n${link}\n\n${expiry}\n`,
    html: html([escapeHtml(hello), escapeHtml(intro), button(link, 'Verify my email'), escapeHtml(expiry)]),
    links: [link],
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const hello = `Hello ${firstName},`;
  const intro = 'Someone asked to reset the password of your Lectern account. Choose a new password here:';
  const expiry = `The link works once and expires in ${hours(RESET_TOKEN_TTL_MS)}. If it was not you, ignore this email: your password stays as it is.`;
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Lectern password',
    text: `${hello}\n\n${intro}\n\n${link}\n\n${expiry}\n`,
    html: html([escapeHtml(hello), escapeHtml(intro), button(link, 'Choose a new password'), escapeHtml(expiry)]),
    links: [link],
  };
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
