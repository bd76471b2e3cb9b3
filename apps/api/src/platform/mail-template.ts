import { escapeUTF8 } from 'entities';
import type { MailMessage } from './mailer';

/** The parts of a product mail: who it greets, what it says, the one thing to do, and a small print line. */
export interface ActionMail {
  to: string;
  subject: string;
  greeting?: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  footer?: string;
}

const SIGN_OFF = '— Paytable';
const BUTTON_STYLE = 'display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none';
const SMALL_STYLE = 'font-size:13px;color:#555';

/**
 * Every mail of the product in one layout: a plain-text part (what a text-only client shows, and what the
 * file mailer logs links from) and an HTML part with the action as a button. Every text is escaped here
 * (entities' escapeUTF8), so callers pass plain strings.
 */
export function actionMail(mail: ActionMail): MailMessage {
  const { greeting, paragraphs, action, footer } = mail;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    ...(footer ? [footer, ''] : []),
    SIGN_OFF,
  ].join('\n');
  const paragraph = (line: string, style?: string) => `<p${style ? ` style="${style}"` : ''}>${escapeUTF8(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...(greeting ? [paragraph(greeting)] : []),
    ...paragraphs.map((line) => paragraph(line)),
    `<p><a href="${escapeUTF8(action.url)}" style="${BUTTON_STYLE}">${escapeUTF8(action.label)}</a></p>`,
    paragraph(`Or paste this link into your browser: ${action.url}`, SMALL_STYLE),
    ...(footer ? [paragraph(footer, SMALL_STYLE)] : []),
    paragraph(SIGN_OFF),
    '</body></html>',
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}
