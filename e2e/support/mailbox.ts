import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** Undo quoted-printable: soft line breaks and =XX escapes (UTF-8 bytes). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The newest mail for `recipient` in the server's mail folder (SMTP_URL unset → DATA_DIR/mail/*.eml),
 * decoded. Waits for it to arrive; `after` skips mails older than a given file name.
 */
export async function newestMailFor(recipient: string, { timeoutMs = 10_000 } = {}): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const mine = files.filter((name) => name.endsWith('.eml') && name.toLowerCase().includes(recipient.toLowerCase())).sort();
    const newest = mine.at(-1);
    if (newest) return decodeQuotedPrintable(await fs.readFile(path.join(dir, newest), 'utf8'));
    if (Date.now() > deadline) throw new Error(`no mail for ${recipient} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link to `pathname` (e.g. '/verify-email') in a decoded mail, as a path + query for page.goto. */
export function linkIn(mail: string, pathname: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]+${pathname.replace(/[/-]/g, '\\$&')}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${pathname} link in mail:\n${mail}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
