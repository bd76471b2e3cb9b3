import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl, newPage, type viewports } from './browser';

/** What POST /auth/login answers (the parts the journeys use). */
export interface Session {
  token: string;
  refreshToken: string;
  /** When the server ends the session (24 hours for a login without Remember me). */
  refreshExpiresAt: string;
  user: { id: number; email: string; firstName: string; lastName: string; fullName: string };
}

/** Calls the API as a client would: GET without a body, POST with one; the envelope's data, or throws. */
export async function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!json.success) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

// ---- two-factor: the one place where journeys finish the second step ------------------------------------

/** What the journeys enrolled, per login name: the secret, this run's trusted-device token, the last step used. */
interface Enrolment {
  secret: string;
  trustedDeviceToken: string | null;
  lastStep: number;
}
type Enrolments = Record<string, Enrolment>;

/** Kept beside the server's data (one file per run), so every spec file of the run finds what another enrolled. */
const enrolmentsFile = () => path.join(inject('mailDir'), '..', 'journey-two-factor.json');
const readEnrolments = (): Enrolments => {
  try {
    return JSON.parse(fs.readFileSync(enrolmentsFile(), 'utf8')) as Enrolments;
  } catch {
    return {};
  }
};
const saveEnrolment = (login: string, enrolment: Enrolment) =>
  fs.writeFileSync(enrolmentsFile(), JSON.stringify({ ...readEnrolments(), [login.toLowerCase()]: enrolment }));

const STEP_SECONDS = 30;
/**
 * A code the server accepts now and has not seen (it takes ±1 step and never a step twice): the current
 * step's or the next one's, so two sign-ins within one step need no waiting.
 */
export async function nextCode(enrolment: { secret: string; lastStep: number }): Promise<string> {
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(now, enrolment.lastStep + 1);
  if (step > now + 1) throw new Error('two codes of this secret were used within this step already');
  enrolment.lastStep = step;
  return generate({ secret: enrolment.secret, epoch: step * STEP_SECONDS });
}

interface Challenge {
  challenge: 'TWO_FACTOR' | 'TWO_FACTOR_ENROLMENT';
  challengeToken: string;
}

/**
 * Logs in once through the API, as people sign in: Remember me off unless asked (login is rate limited per
 * IP: journeys never log in through the UI twice). Admins sign in with two-factor: the first sign-in of the run enrols
 * (as the person would, trusting this "device"), and later ones present the trusted-device token.
 */
export function logIn(usernameOrEmail: string, password: string, { rememberMe = false }: { rememberMe?: boolean } = {}): Promise<Session> {
  // One sign-in of a person at a time in this process: two at once (the sweep signs a person in for both
  // modes together) would both enrol, and the second set-up replaces the secret the first one confirms.
  const key = usernameOrEmail.toLowerCase();
  const signIn = (signInsInFlight.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => logInOnce(key, usernameOrEmail, password, rememberMe));
  signInsInFlight.set(key, signIn);
  return signIn;
}

const signInsInFlight = new Map<string, Promise<unknown>>();

async function logInOnce(key: string, usernameOrEmail: string, password: string, rememberMe: boolean): Promise<Session> {
  const known = readEnrolments()[key];
  const answer = await api<Session | Challenge>('/auth/login', {
    usernameOrEmail,
    password,
    rememberMe,
    ...(known?.trustedDeviceToken ? { trustedDeviceToken: known.trustedDeviceToken } : {}),
  });
  if (!('challengeToken' in answer)) return answer;
  const { challengeToken } = answer;
  if (answer.challenge === 'TWO_FACTOR_ENROLMENT') {
    const setup = await api<{ secret: string }>('/auth/two-factor/challenge/setup', { challengeToken });
    const enrolment: Enrolment = { secret: setup.secret, trustedDeviceToken: null, lastStep: 0 };
    const session = await api<Session & { trustedDeviceToken: string }>('/auth/two-factor/challenge/enable', {
      challengeToken,
      code: await nextCode(enrolment),
      trustDevice: true,
    });
    saveEnrolment(key, { ...enrolment, trustedDeviceToken: session.trustedDeviceToken });
    return session;
  }
  if (!known) throw new Error(`${usernameOrEmail} has two-factor on, but no journey enrolled it through logIn`);
  const session = await api<Session>('/auth/two-factor/challenge/verify', { challengeToken, code: await nextCode(known) });
  saveEnrolment(key, known);
  return session;
}

export const MEMBER_PASSWORD = 'Journey-pass-7';

/** Registers a fresh individual member with a unique username and logs it in. */
export async function registerMember(person: { firstName: string; lastName: string; userType?: string }): Promise<Session> {
  const username = `${person.firstName.toLowerCase()}${randomBytes(3).toString('hex')}`;
  await api('/auth/register', {
    email: `${username}@example.com`,
    username,
    password: MEMBER_PASSWORD,
    firstName: person.firstName,
    lastName: person.lastName,
    userType: person.userType ?? 'operator',
    associationType: 'INDIVIDUAL',
  });
  return logIn(username, MEMBER_PASSWORD);
}

/**
 * Signs in through the login form, Remember me unticked unless asked (the page must be on /login).
 */
export async function signInThroughForm(page: Page, login: string, password: string, { rememberMe = false }: { rememberMe?: boolean } = {}): Promise<void> {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Every tab of `context` opens with `session` as its own tab session, stored the way the web app keeps a
 * login without Remember me (sessionStorage, apps/web/src/lib/session.ts), with the cookie choice made so
 * the banner stays out of the way. sessionStorage belongs to one tab, so the script runs in each new tab;
 * it stores the session once per tab, so a reload keeps what the app did since (renewed tokens, a sign-out).
 */
export async function storeTabSession(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript((s: Session) => {
    try {
      if (window.top !== window || sessionStorage.getItem('journey-session-stored')) return;
      sessionStorage.setItem('journey-session-stored', 'true');
      sessionStorage.setItem('token', s.token);
      sessionStorage.setItem('refreshToken', s.refreshToken);
      sessionStorage.setItem('user', JSON.stringify(s.user));
      sessionStorage.setItem('rememberMe', 'false');
      sessionStorage.setItem('sessionExpiresAt', String(Date.parse(s.refreshExpiresAt)));
      localStorage.setItem('cookie-consent', 'declined');
    } catch {
      // A document without storage of the app's origin (about:blank): nothing to sign in.
    }
  }, session);
}

/** A browser context whose tabs open signed in with `session` (see storeTabSession). */
export async function signedInPage(
  browser: Browser,
  session: Session,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await storeTabSession(opened.context, session);
  return opened;
}
