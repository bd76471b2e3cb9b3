import type { SessionUser } from './types';

/** A JWT-shaped token (three non-empty dot-separated segments). */
export const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'ada@example.com',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    roles: ['ROLE_USER'],
    userType: 'user',
    emailVerified: true,
    companyAssociation: null,
    ...overrides,
  };
}
