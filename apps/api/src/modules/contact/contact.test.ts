import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { contactMessages } from '../../db/schema/index';
import type { MailMessage, Mailer } from '../../platform/mailer';

function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'file',
    sent,
    async send(message) {
      sent.push(message);
    },
    async verify() {},
    async close() {},
  };
}

/** A fresh client address per test, so rate-limit counters (shared in Redis across runs) never collide. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const valid = {
  name: 'Maria Castillo',
  email: ' Maria.Castillo@LuckyOperator.example ',
  company: 'Lucky Operator Ltd',
  topic: 'partnerships',
  message: 'We run three licensed brands in Spain and want to meet payment providers on Paytable.',
};

describe('POST /api/v1/contact', () => {
  let t: TestApp;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp({ admin: { email: 'team@paytable.example', password: undefined }, writeRateLimitMultiplier: 1 }, { mailer });
  });
  afterAll(() => t.close());

  it('stores a valid message and mails it to the admin address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: someIp() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.stringContaining('your message has been sent') });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({
      name: 'Maria Castillo',
      email: 'maria.castillo@luckyoperator.example',
      company: 'Lucky Operator Ltd',
      topic: 'partnerships',
    });
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'team@paytable.example', subject: expect.stringContaining('Maria Castillo') });
    expect(mailer.sent.at(-1)!.text).toContain(valid.message);
  });

  it('rejects invalid input with 400 and the schema message, storing nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...valid, message: 'Too short' },
      remoteAddress: someIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Message must be at least 20 characters' });
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...valid, email: 'nope' }, remoteAddress: someIp() });
    expect(badEmail.json().message).toBe('Enter a valid email address');
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 429 with the catalogue message after 5 messages from one address in 10 minutes', async () => {
    const ip = someIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: ip });
      expect(res.statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests - please try again later' });
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: someIp() });
    expect(other.statusCode).toBe(201);
  });
});

describe('contact inbox', () => {
  it('mails the default support inbox when no admin address is configured, and keeps the message if mail fails', async () => {
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      kind: 'smtp',
      async send(message) {
        sent.push(message);
        throw new Error('SMTP down');
      },
      async verify() {},
      async close() {},
    };
    const t = await createTestApp({ admin: { email: undefined, password: undefined } }, { mailer: flaky });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: someIp() });
      expect(res.statusCode).toBe(201);
      expect(sent[0]!.to).toBe('support@paytable.io');
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
