import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationLink, notificationPaths, notificationTypeInfo, type NotificationType } from '@paytable/contracts';
import type { MailMessage } from '../../platform/mailer';
import type { Platform } from '../../platform/platform';
import type { DeliveryRow } from './repository';
import * as repo from './repository';
import { DIGEST_WINDOW_SECONDS, QUEUES } from './queues';
import { channelsFor, preferencesOf } from './preferences';
import { escapeHtml } from '../../platform/html';

// ---- unsubscribe links ------------------------------------------------------------------------------------

const secretOf = (platform: Platform) => platform.config.jwtSecret ?? 'paytable-unsubscribe';
const sign = (platform: Platform, payload: string) => createHmac('sha256', secretOf(platform)).update(`unsubscribe:${payload}`).digest('base64url');

/** A link that switches one type's e-mails off for one user, signed so nobody else can forge it. */
export function unsubscribeToken(platform: Platform, userId: number, type: string): string {
  const payload = Buffer.from(`${userId}:${type}`).toString('base64url');
  return `${payload}.${sign(platform, payload)}`;
}

export function readUnsubscribeToken(platform: Platform, token: string): { userId: number; type: string } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(platform, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [id, type] = Buffer.from(payload, 'base64url').toString().split(':');
  const userId = Number(id);
  return Number.isInteger(userId) && userId > 0 && type ? { userId, type } : null;
}

const unsubscribeUrl = (platform: Platform, userId: number, type: string) =>
  `${platform.config.publicUrl}/api/v1${notificationPaths.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(platform, userId, type))}`;

// ---- templates ----------------------------------------------------------------------------------------------

/** A footer line; `url` is written after the text, and in HTML as a link. */
interface FooterLine {
  text: string;
  url?: string;
}

function layout(options: { greeting: string; blocks: { title: string; text: string; url: string | null }[]; footer: FooterLine[] }) {
  const text = [
    options.greeting,
    '',
    ...options.blocks.flatMap((block) => [block.title, block.text, ...(block.url ? [block.url] : []), '']),
    ...options.footer.map((line) => (line.url ? `${line.text} ${line.url}` : line.text)),
    '',
    '— Paytable',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px">
<p>${escapeHtml(options.greeting)}</p>
${options.blocks
  .map(
    (block) => `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #e5e7eb;border-radius:8px">
<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.title)}</p>
<p style="margin:0">${escapeHtml(block.text)}</p>
${block.url ? `<p style="margin:8px 0 0"><a href="${escapeHtml(block.url)}" style="color:#4f46e5">Open in Paytable</a></p>` : ''}
</div>`,
  )
  .join('\n')}
${options.footer
  .map(
    (line) =>
      `<p style="font-size:13px;color:#555">${escapeHtml(line.text)}${line.url ? ` <a href="${escapeHtml(line.url)}" style="color:#4f46e5">${escapeHtml(line.url)}</a>` : ''}</p>`,
  )
  .join('\n')}
<p>— Paytable</p>
</body></html>`;
  return { text, html };
}

const settingsLine = (platform: Platform): FooterLine => ({ text: 'Notification settings:', url: `${platform.config.publicUrl}/dashboard/settings/notifications` });

/** The mail of one notice, or the digest of several notices of one type. */
export function notificationMail(platform: Platform, rows: DeliveryRow[]): MailMessage {
  const first = rows[0] as DeliveryRow;
  const type = first.type as NotificationType;
  const info = notificationTypeInfo[type];
  const subject = rows.length === 1 ? first.title : `${rows.length} new notifications: ${info.label.toLowerCase()}`;
  const unsubscribe = first.critical ? null : unsubscribeUrl(platform, first.userId, type);
  const footer: FooterLine[] = [
    ...(rows.length > 1 ? [{ text: `These ${rows.length} notifications arrived close together, so they come in one e-mail.` }] : []),
    unsubscribe
      ? { text: `You receive this because e-mails about ${info.label.toLowerCase()} are on. Stop these e-mails:`, url: unsubscribe }
      : { text: 'This is a security or compliance notice; it is always sent.' },
    settingsLine(platform),
  ];
  const { text, html } = layout({
    greeting: `Hello ${first.firstName},`,
    blocks: rows.map((row) => {
      const link = notificationLink(row.entityType, row.entityId);
      return { title: row.title, text: row.message, url: link ? `${platform.config.publicUrl}${link}` : null };
    }),
    footer,
  });
  return {
    to: first.email,
    subject,
    text,
    html,
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

export function handMail(platform: Platform, mail: { email: string; firstName: string; subject: string; body: string | null }): MailMessage {
  const { text, html } = layout({
    greeting: `Hello ${mail.firstName},`,
    blocks: [{ title: mail.subject, text: mail.body ?? '', url: null }],
    footer: [settingsLine(platform)],
  });
  return { to: mail.email, subject: mail.subject, text, html };
}

// ---- jobs ----------------------------------------------------------------------------------------------------

/**
 * The e-mail job of one notice. If the recipient got a mail of this type within the digest window, the
 * job waits until the window ends; then (or at once) it claims every notice of that type still waiting for
 * the recipient and sends them as one mail (`digest`: this job is the one that waited). Critical notices go
 * alone and at once.
 */
export async function deliverEmail(platform: Platform, notificationId: number, digest = false): Promise<void> {
  const row = await repo.findForDelivery(platform.db, notificationId);
  if (!row || row.emailStatus !== 'queued') return;
  if (!row.critical) {
    const preferences = preferencesOf(row.userId, await repo.findPreferences(platform.db, row.userId));
    if (!channelsFor(preferences, row.type as NotificationType, false).email) {
      await repo.setEmailStatus(platform.db, row.id, 'off');
      return;
    }
    // A job that already waited out the window (digest) sends whatever gathered meanwhile.
    const last = digest ? null : await repo.lastMailWithin(platform.db, row.userId, row.type, DIGEST_WINDOW_SECONDS);
    if (last) {
      await platform.jobs.send(QUEUES.email, { notificationId, digest: true }, { startAfter: new Date(last.getTime() + DIGEST_WINDOW_SECONDS * 1000) });
      return;
    }
  }
  const claimed = await platform.db.transaction((tx) => repo.claimForMail(tx, row.userId, row.type, row.title, row.critical ? row.id : null));
  if (!claimed) return;
  const message = notificationMail(platform, claimed.rows);
  try {
    await platform.mailer.send(message);
  } catch (error) {
    await repo.finishMail(platform.db, claimed.emailId, { ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await repo.finishMail(platform.db, claimed.emailId, { ok: true, subject: message.subject });
}

export async function deliverHandMail(platform: Platform, emailId: number): Promise<void> {
  const mail = await repo.findHandMail(platform.db, emailId);
  if (!mail || mail.status !== 'queued') return;
  await platform.mailer.send(handMail(platform, mail));
  await repo.setHandMailStatus(platform.db, emailId, 'sent');
}
