/** Query keys of the profiles domain. */
export const profileKeys = {
  all: ['profiles'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  detail: (userId: number) => [...profileKeys.all, 'detail', userId] as const,
};
