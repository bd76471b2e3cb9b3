import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@paytable/contracts';
import type { MailMessage } from '../../platform/mailer';
import { actionMail } from '../../platform/mail-template';

export const verifyEmailLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const resetPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

const hours = (ms: number) => Math.round(ms / 3_600_000);

export function verificationMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return actionMail({
    to: to.email,
    subject: 'Verify your Paytable email address',
    greeting: `Hi ${to.firstName},`,
    paragraphs: ['Welcome to Paytable. Please confirm that this is your email address.'],
    action: { label: 'Verify email address', url: link },
    footer: `The link works once and expires in ${hours(EMAIL_VERIFICATION_TTL_MS)} hours. If you did not create an account, ignore this message.`,
  });
}

export function passwordResetMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return actionMail({
    to: to.email,
    subject: 'Reset your Paytable password',
    greeting: `Hi ${to.firstName},`,
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Paytable account.'],
    action: { label: 'Choose a new password', url: link },
    footer: `The link works once and expires in ${hours(PASSWORD_RESET_TTL_MS)} hour. If you did not ask for it, ignore this message: your password stays as it is.`,
  });
}
