import { randomBytes } from 'node:crypto';
import type { RegisterRequest, Role } from '@paytable/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signAccessToken } from '../src/modules/auth/tokens';
import type { MailMessage, Mailer } from '../src/platform/mailer';

/** A mailer that keeps messages in memory; `next` waits for the next message to an address. */
export function memoryMailer() {
  const messages: MailMessage[] = [];
  const waiters: { to: string; resolve: (message: MailMessage) => void }[] = [];
  const mailer: Mailer & { messages: MailMessage[]; next(to: string, timeoutMs?: number): Promise<MailMessage> } = {
    kind: 'file',
    messages,
    async send(message) {
      messages.push(message);
      for (const waiter of waiters.filter((w) => w.to === message.to)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    },
    async verify() {},
    async close() {},
    next(to, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
  };
  return mailer;
}

/** The token of the first `/verify-email?token=` or `/reset-password?token=` link in a mail. */
export function tokenFromMail(message: Pick<MailMessage, 'text'>, path: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${path}\\?token=([A-Za-z0-9_%-]+)`).exec(message.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${message.text}`);
  return decodeURIComponent(match[1]);
}

/** A random client address, so that per-IP limits of one test never count another's requests. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
export const unique = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}`;

export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const name = unique();
  return {
    email: `${name}@example.com`,
    username: name,
    password: 'Correct-horse-7',
    firstName: 'Test',
    lastName: 'User',
    phoneNumber: '+44 20 7946 0000',
    userType: 'user',
    associationType: 'INDIVIDUAL',
    ...overrides,
  };
}

export interface Call {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

export function client(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, options: Call = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress: options.ip ?? randomIp(),
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, options?: Call) => call('GET', url, undefined, options),
    post: (url: string, payload?: unknown, options?: Call) => call('POST', url, payload, options),
    put: (url: string, payload?: unknown, options?: Call) => call('PUT', url, payload, options),
  };
}

/** Registers through the API and signs in; answers the account and the login's data. */
export async function signUpAndLogIn(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}, rememberMe = false) {
  const api = client(app);
  const account = newAccount(overrides);
  const registered = await api.post('/api/v1/auth/register', account);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await api.post('/api/v1/auth/login', { usernameOrEmail: account.username, password: account.password, rememberMe });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const data = login.json().data as { token: string; refreshToken: string; user: { id: number } };
  return { account, ...data };
}

/**
 * The same session's access token signed again at the (possibly fake) current time: tests that move the
 * clock by hours outlive the 15-minute token.
 */
export async function reissuedToken(secret: string, token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string; roles: Role[] };
  return signAccessToken(secret, { userId: Number(claims.sub), sessionId: claims.sid, roles: claims.roles }, new Date());
}
