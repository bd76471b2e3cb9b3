import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@paytable/contracts';
import type { MailMessage } from '../../platform/mailer';
import { escapeHtml } from '../../platform/html';

export const verifyEmailLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const resetPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

function layout(greeting: string, lines: string[], action: { label: string; url: string }, footer: string) {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', footer, '', '— Paytable'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
<p>— Paytable</p>
</body></html>`;
  return { text, html };
}

const hours = (ms: number) => Math.round(ms / 3_600_000);

export function verificationMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Verify your Paytable email address',
    ...layout(
      `Hi ${to.firstName},`,
      ['Welcome to Paytable. Please confirm that this is your email address.'],
      { label: 'Verify email address', url: link },
      `The link works once and expires in ${hours(EMAIL_VERIFICATION_TTL_MS)} hours. If you did not create an account, ignore this message.`,
    ),
  };
}

export function passwordResetMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Paytable password',
    ...layout(
      `Hi ${to.firstName},`,
      ['Someone (hopefully you) asked to reset the password of your Paytable account.'],
      { label: 'Choose a new password', url: link },
      `The link works once and expires in ${hours(PASSWORD_RESET_TTL_MS)} hour. If you did not ask for it, ignore this message: your password stays as it is.`,
    ),
  };
}
