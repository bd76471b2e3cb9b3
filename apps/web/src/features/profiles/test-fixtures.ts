import type { Profile } from '@paytable/contracts';

/** A profile as GET /api/v1/profiles/{id} answers it. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    userId: 7,
    firstName: 'Sofia',
    lastName: 'Martinez',
    fullName: 'Sofia Martinez',
    companyName: 'Aurora Casino Group',
    profilePhoto: null,
    profilePhotoThumbnail: null,
    headline: 'Head of Payments',
    bio: 'Fifteen years in gaming payments.',
    location: 'Madrid, Spain',
    website: null,
    linkedinUrl: null,
    industryRole: 'operator',
    completionPercentage: 55,
    experiences: [
      {
        id: 1,
        title: 'Head of Payments',
        companyName: 'Aurora Casino Group',
        location: null,
        employmentType: 'full_time',
        startDate: '2020-03',
        endDate: null,
        isCurrent: true,
        description: null,
      },
    ],
    education: [],
    skills: [{ id: 3, name: 'AML', level: 'expert' }],
    certifications: [],
    projects: [],
    memberSince: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const envelope = <T,>(data: T) => ({ data: { success: true, data } });
