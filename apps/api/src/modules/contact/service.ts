import { contactTopicLabels, type ContactRequest, type ContactResponse } from '@paytable/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/platform';
import { insertContactMessage } from './repository';

/**
 * Where contact messages are mailed: ADMIN_EMAIL (the first superuser) when set, else this shared inbox.
 * A deployment that wants another inbox sets ADMIN_EMAIL or routes this address at its mail server.
 */
export const DEFAULT_CONTACT_INBOX = 'support@paytable.io';

export interface ContactDeps {
  platform: Platform;
  log: FastifyBaseLogger;
}

export interface ContactMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}

export const contactInbox = (platform: Platform) => platform.config.admin.email ?? DEFAULT_CONTACT_INBOX;

function mailText(message: ContactRequest, id: number) {
  return [
    `New message #${id} from the contact form`,
    '',
    `Name:    ${message.name}`,
    `E-mail:  ${message.email}`,
    `Company: ${message.company || '—'}`,
    `Topic:   ${contactTopicLabels[message.topic]}`,
    '',
    message.message,
    '',
    `Reply to ${message.email} directly; this address is not monitored.`,
  ].join('\n');
}

/**
 * Stores the message (one transaction), then mails it to the team. The mail goes out after the commit so
 * that no transaction waits on the mail server; if delivery fails the message is still stored and the
 * failure is logged, so nothing a visitor sent is lost.
 */
export async function submitContactMessage(deps: ContactDeps, message: ContactRequest, meta: ContactMeta): Promise<ContactResponse> {
  const { platform, log } = deps;
  const row = await platform.db.transaction((tx) =>
    insertContactMessage(tx, {
      name: message.name,
      email: message.email,
      company: message.company,
      topic: message.topic,
      message: message.message,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    }),
  );
  try {
    await platform.mailer.send({
      to: contactInbox(platform),
      subject: `[Contact] ${contactTopicLabels[message.topic]} — ${message.name}${message.company ? ` (${message.company})` : ''}`,
      text: mailText(message, row.id),
    });
  } catch (error) {
    log.error({ err: error, contactMessageId: row.id }, 'contact message stored but the notification mail failed');
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
