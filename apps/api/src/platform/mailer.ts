import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  /** Checks that mail can be handed over (SMTP handshake, or the mail folder is writable). */
  verify(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP, or (MAIL_TRANSPORT=files, the default without SMTP_URL outside production) each message written to
 * DATA_DIR/mail as an .eml file, where a developer opens a verification link without a mail server. The
 * log says only that a mail was written and where: mails carry password-reset and verification links,
 * which are secrets and never reach a log.
 */
export function createMailer(options: {
  /** MAIL_TRANSPORT: `files` writes files even when SMTP_URL is set; unset means SMTP when SMTP_URL is set. */
  transport: 'smtp' | 'files' | undefined;
  smtpUrl: string | undefined;
  /** The sender, or how to read it when each message leaves (a platform setting). */
  from: string | (() => string);
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const configured = options.from;
  const from = typeof configured === 'function' ? configured : () => configured;
  if (options.smtpUrl && options.transport !== 'files') {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: from(), ...message });
      },
      async verify() {
        await transport.verify();
      },
      async close() {
        transport.close();
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await stream.sendMail({ from: from(), ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ subject: message.subject, file }, 'mail written to disk (MAIL_TRANSPORT=files)');
    },
    async verify() {
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fs.constants.W_OK);
    },
    async close() {},
  };
}
