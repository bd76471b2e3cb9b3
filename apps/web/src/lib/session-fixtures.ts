import { discardStoredSession, startSession } from './session';

/**
 * For tests: stores a signed-in session (a JWT-shaped token and a user with `userId`) the way a sign-in
 * does, remembered (localStorage) or this tab's only (sessionStorage).
 */
export function storeTestSession({ remembered = true, userId = 1, token = 'header.payload.signature' }: { remembered?: boolean; userId?: number; token?: string } = {}): void {
  startSession({
    token,
    refreshToken: 'refresh-token',
    user: JSON.stringify({ id: userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_USER'] }),
    remembered,
    expiresAt: Date.now() + 60 * 60 * 1000,
  });
}

/** For tests: nobody is signed in any more. */
export const clearTestSession = discardStoredSession;
