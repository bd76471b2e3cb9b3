/** Query keys of the auth domain. */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  registrationMode: () => [...authKeys.all, 'registration-mode'] as const,
  /** Sessions and the security log: invalidated together after a session is signed out. */
  security: () => [...authKeys.all, 'security'] as const,
  sessions: () => [...authKeys.security(), 'sessions'] as const,
  securityEvents: (page: number) => [...authKeys.security(), 'events', page] as const,
};
