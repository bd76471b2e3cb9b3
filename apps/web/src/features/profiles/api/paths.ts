import type { ProfileSection } from '@paytable/contracts';

/** The profile endpoints of seed 000 §7, relative to /api/v1. */
export const profilePaths = {
  me: '/profiles/me',
  detail: (userId: number) => `/profiles/${userId}`,
  section: (section: ProfileSection) => `/profile/me/${section}`,
  sectionItem: (section: ProfileSection, itemId: number) => `/profile/me/${section}/${itemId}`,
  image: '/profile-images/me/image',
} as const;
