import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/**
 * Logs in once through the API, as people sign in: Remember me off (login is rate limited per IP: journeys
 * never log in through the UI twice).
 */
export const logIn = (usernameOrEmail: string, password: string) =>
  api<Session>('/auth/login', { usernameOrEmail, password, rememberMe: false });

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
