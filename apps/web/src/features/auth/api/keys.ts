/** Query keys of the auth domain. */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  registrationMode: () => [...authKeys.all, 'registration-mode'] as const,
};
