import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { logRedaction } from '../src/platform/log-options';
import { createMailer } from '../src/platform/mailer';

/** A pino logger with the server's redaction, writing into a string. */
function capturingLogger() {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const log = pino({ level: 'trace', redact: logRedaction }, stream);
  return { log: log as unknown as FastifyBaseLogger, output: () => output };
}

describe('mail and secrets in logs', () => {
  it('refuses to start in production without SMTP unless mail is set to files by name', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL is required in production \(or set MAIL_TRANSPORT=files/);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'files' }).mailTransport).toBe('files');
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL is required when MAIL_TRANSPORT=smtp/);
    // A fresh machine (`npm start`, the e2e server) is not production: mail goes to files without asking.
    expect(loadConfig({}).mailTransport).toBeUndefined();
  });

  it('writes a reset mail to its file and logs neither its link nor its token', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-mail-'));
    const { log, output } = capturingLogger();
    const mailer = createMailer({ transport: undefined, smtpUrl: undefined, from: 'Paytable <no-reply@paytable.test>', dataDir, log });
    const link = 'https://app.paytable.test/reset-password?token=s3cr3t-reset-token-0123456789';
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', text: `Open ${link} to choose a new password.` });
    expect(output()).toContain('mail written to disk');
    expect(output()).not.toContain('s3cr3t-reset-token');
    expect(output()).not.toContain('reset-password?');
    const [file] = await fs.readdir(path.join(dataDir, 'mail'));
    expect(await fs.readFile(path.join(dataDir, 'mail', file!), 'utf8')).toContain('s3cr3t-reset-token');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('redacts secret-named fields and credentials whatever logs them', () => {
    const { log, output } = capturingLogger();
    log.info({ links: ['https://x.test/verify?token=abc123secret'], token: 'tok-secret-1', user: { password: 'pw-secret-2' }, req: { headers: { authorization: 'Bearer jwt-secret-3', 'x-api-key': 'pt_live_secret4' } } }, 'something happened');
    for (const secret of ['abc123secret', 'tok-secret-1', 'pw-secret-2', 'jwt-secret-3', 'pt_live_secret4']) expect(output()).not.toContain(secret);
    expect(output()).toContain('[redacted]');
  });
});
