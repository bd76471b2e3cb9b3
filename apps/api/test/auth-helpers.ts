import { randomBytes } from 'node:crypto';
import type { RegisterRequest, Role } from '@paytable/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
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
  const data = await logIn(app, { usernameOrEmail: account.username, password: account.password, rememberMe });
  return { account, ...data };
}

// ---- two-factor: the one place where test sign-ins finish the second step ------------------------------

/** What a test enrolled: the secret (to compute codes as an authenticator app does) and its recovery codes. */
export interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** The newest 30-second step a code was sent for: the server accepts no step twice. */
  lastStep: number;
}
/** Per app: user ids start at 1 in every test database, and a worker runs many test files one after another. */
const enrolments = new WeakMap<FastifyInstance, Map<number, Enrolment>>();
const enrolmentsOf = (app: FastifyInstance): Map<number, Enrolment> => {
  let ofApp = enrolments.get(app);
  if (!ofApp) enrolments.set(app, (ofApp = new Map()));
  return ofApp;
};
export const enrolmentOf = (app: FastifyInstance, userId: number): Enrolment | undefined => enrolmentsOf(app).get(userId);
export function rememberEnrolment(app: FastifyInstance, userId: number, secret: string, recoveryCodes: string[], lastStep = currentStep()): void {
  enrolmentsOf(app).set(userId, { secret, recoveryCodes: [...recoveryCodes], lastStep });
}

const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A code the server accepts now and has not seen: the current step's, or the next one's (the server takes
 * ±1 step), so two sign-ins within one step need no waiting. Undefined when both were used.
 */
export async function nextCode(enrolment: Enrolment): Promise<string | undefined> {
  const now = currentStep();
  const step = Math.max(now, enrolment.lastStep + 1);
  if (step > now + 1) return undefined;
  enrolment.lastStep = step;
  return generate({ secret: enrolment.secret, epoch: step * STEP_SECONDS });
}

const userIdOfChallenge = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);

interface SessionData {
  token: string;
  refreshToken: string;
  user: { id: number };
}

/**
 * Signs in through POST /auth/login and finishes any second step the way a person does: an account that
 * must enrol (admins) sets up TOTP from the challenge and confirms the first code; an account with
 * two-factor on answers a code computed from the secret enrolled here (or one of its recovery codes).
 */
export async function logIn(
  app: FastifyInstance,
  credentials: { usernameOrEmail: string; password: string; rememberMe?: boolean },
  options: Call = {},
): Promise<SessionData & Record<string, unknown>> {
  const api = client(app);
  const login = await api.post('/api/v1/auth/login', { rememberMe: false, ...credentials }, options);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return completeSignIn(app, login.json().data);
}

/** Finishes a login's answer (see logIn); a session is answered as it is. */
export async function completeSignIn(app: FastifyInstance, data: Record<string, unknown>): Promise<SessionData & Record<string, unknown>> {
  if (typeof data.challengeToken !== 'string') return data as unknown as SessionData & Record<string, unknown>;
  const api = client(app);
  const challengeToken = data.challengeToken;
  const userId = userIdOfChallenge(challengeToken);
  const expectOk = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.body}`);
    return res.json().data;
  };
  if (data.challenge === 'TWO_FACTOR_ENROLMENT') {
    const setup = expectOk(await api.post('/api/v1/auth/two-factor/challenge/setup', { challengeToken }), 'two-factor set-up');
    const enrolment: Enrolment = { secret: setup.secret, recoveryCodes: [], lastStep: 0 };
    const session = expectOk(
      await api.post('/api/v1/auth/two-factor/challenge/enable', { challengeToken, code: await nextCode(enrolment) }),
      'two-factor enrolment',
    );
    rememberEnrolment(app, userId, setup.secret, session.recoveryCodes, enrolment.lastStep);
    return session;
  }
  const enrolment = enrolmentOf(app, userId);
  if (!enrolment) throw new Error(`user ${userId} has two-factor on, but no test enrolled it through the helpers`);
  const code = await nextCode(enrolment);
  const answer = code ? { code } : { recoveryCode: enrolment.recoveryCodes.shift() };
  return expectOk(await api.post('/api/v1/auth/two-factor/challenge/verify', { challengeToken, ...answer }), 'second step');
}

/**
 * The same session's access token signed again at the (possibly fake) current time: tests that move the
 * clock by hours outlive the 15-minute token.
 */
export async function reissuedToken(secret: string, token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string; roles: Role[] };
  return signAccessToken(secret, { userId: Number(claims.sub), sessionId: claims.sid, roles: claims.roles }, new Date());
}
