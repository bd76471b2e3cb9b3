import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { needsBusinessAssociation } from './company-gate';
import { actionHref, originFromState, readPendingAction, safeRelativePath, savePendingAction, takePostLoginDestination } from './redirects';

beforeEach(() => localStorage.clear());

describe('safeRelativePath', () => {
  it.each(['/dashboard', '/dashboard/messages?x=1#top', '/a/b/../c'])('accepts the same-origin path %s', (path) => {
    expect(safeRelativePath(path)).toMatch(/^\//);
  });
  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', '/\tx', '  //evil.example'])(
    'rejects %j',
    (path) => expect(safeRelativePath(path)).toBeNull(),
  );
  it('normalises dot segments', () => expect(safeRelativePath('/a/b/../c')).toBe('/a/c'));
});

describe('login redirect order (seed 000 §4)', () => {
  const pending = { action: 'accept-connection', requestId: '42', targetUrl: '/dashboard/network' };

  it('goes to /dashboard when nothing is saved', () => {
    expect(takePostLoginDestination()).toBe('/dashboard');
  });

  it('prefers the saved intended destination, and consumes it', () => {
    localStorage.setItem(storageKeys.intendedDestination, '/dashboard/messages');
    savePendingAction(pending);
    expect(takePostLoginDestination()).toBe('/dashboard/messages');
    expect(localStorage.getItem(storageKeys.intendedDestination)).toBeNull();
    // Next time: the pending action.
    expect(takePostLoginDestination()).toBe(actionHref(pending));
  });

  it('sends a saved pending action to /action with its three parameters', () => {
    savePendingAction(pending);
    const href = takePostLoginDestination();
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/action');
    expect(Object.fromEntries(url.searchParams)).toEqual(pending);
    expect(readPendingAction()).toEqual(pending); // /action consumes it, not the redirect
  });

  it('on /login, an origin under /dashboard wins over everything', () => {
    localStorage.setItem(storageKeys.intendedDestination, '/dashboard/messages');
    expect(takePostLoginDestination('/dashboard/settings')).toBe('/dashboard/settings');
    expect(localStorage.getItem(storageKeys.intendedDestination)).toBeNull();
  });

  it('ignores an origin outside /dashboard and unsafe saved destinations', () => {
    localStorage.setItem(storageKeys.intendedDestination, 'https://evil.example/');
    expect(takePostLoginDestination('/pricing')).toBe('/dashboard');
    localStorage.setItem(storageKeys.intendedDestination, '/login');
    expect(takePostLoginDestination()).toBe('/dashboard');
  });

  it('reads the origin from router location state', () => {
    expect(originFromState({ from: { pathname: '/dashboard/x', search: '?a=1', hash: '' } })).toBe('/dashboard/x?a=1');
    expect(originFromState(null)).toBeNull();
  });
});

describe('company-area gate paths', () => {
  it.each([
    ['company-users', true],
    ['/dashboard/company-jobs/7/edit', true],
    ['company-reporting', true],
    ['company-profile', false],
    ['company-profile/:companyId', false],
    ['company-privileges', false],
    ['company/marketing-pr', false],
    ['my-profile', false],
  ])('%s → %s', (path, expected) => expect(needsBusinessAssociation(path)).toBe(expected));
});
