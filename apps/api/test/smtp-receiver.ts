import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on 127.0.0.1 (no TLS, no auth): the app's nodemailer transport talks to it over TCP. */
export async function startSmtpReceiver() {
  const inbox: Received[] = [];
  const waiters: { to: string; resolve: (mail: Received) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    secure: false,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(mail);
        for (const waiter of waiters.filter((w) => mail.to.includes(w.to))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    inbox,
    next: (to: string) =>
      new Promise<Received>((resolve, reject) => {
        const found = inbox.find((mail) => mail.to.includes(to));
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error(`no mail for ${to}`)), 10_000);
        waiters.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part of a raw MIME message, with quoted-printable soft breaks and escapes undone. */
export function textOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
