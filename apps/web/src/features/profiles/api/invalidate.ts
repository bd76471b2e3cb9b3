import type { QueryClient } from '@tanstack/react-query';
import { profileKeys } from './keys';

/** A section or photo change alters my profile (lists, completion) and my public view; nothing else. */
export function invalidateMyProfile(queryClient: QueryClient, userId: number | undefined) {
  void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
  if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
}
