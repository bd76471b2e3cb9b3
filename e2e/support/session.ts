import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, type viewports } from './browser';

/** What POST /auth/login answers (the parts the journeys use). */
export interface Session {
  token: string;
  refreshToken: string;
  user: { id: number; firstName: string; lastName: string; fullName: string };
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

/** Logs in once through the API (login is rate limited per IP: journeys never log in through the UI twice). */
export const logIn = (usernameOrEmail: string, password: string) =>
  api<Session>('/auth/login', { usernameOrEmail, password, rememberMe: true });

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
 * A browser context already signed in, stored the way the web app persists a remembered login
 * (features/auth/persistence.ts), with the cookie choice made so the banner stays out of the way.
 */
export async function signedInPage(
  browser: Browser,
  session: Session,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript((s: Session) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 24 * 60 * 60 * 1000));
    localStorage.setItem('cookie-consent', 'declined');
  }, session);
  return opened;
}
