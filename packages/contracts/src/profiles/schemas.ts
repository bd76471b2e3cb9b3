import { z } from 'zod';
import { idParamSchema } from '../common/ids';
import { optionalHttpUrlSchema } from '../common/urls';

// ---------------------------------------------------------------------------------------------------
// Profiles (seed 000 §3 Profile, §7 Profiles and Uploads): GET/PUT /api/v1/profiles/me,
// GET /api/v1/profiles/{userId}, CRUD of the five sections under /api/v1/profile/me/{section},
// photo upload/remove at /api/v1/profile-images/me/image. The API validates with these schemas and the
// web's forms reuse them, so the browser and the server reject the same input with the same message.
// ---------------------------------------------------------------------------------------------------

/** Optional free text: trimmed, and an empty string means "not filled" (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullish();

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An http(s) address; "example.com" is accepted and stored as "https://example.com". */
const optionalUrl = (label: string) =>
  optionalHttpUrlSchema({ message: `Enter a valid ${label.toLowerCase()} address`, max: 255, tooLong: `${label} must be at most 255 characters`, addScheme: true });

/** Month precision is what careers are told in: "2019-03". */
export const YEAR_MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const yearMonth = (label: string) =>
  z.string({ error: `${label} is required` }).trim().regex(YEAR_MONTH_PATTERN, `${label} must be a month like 2021-04`);
const optionalYearMonth = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || YEAR_MONTH_PATTERN.test(value), `${label} must be a month like 2021-04`)
    .transform((value) => (value === '' ? null : value))
    .nullish();

const year = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .min(1950, `${label} must be 1950 or later`)
    .max(2100, `${label} must be 2100 or earlier`);
const optionalYear = (label: string) =>
  z.preprocess((value) => (value === '' || value === null ? null : value), year(label).nullish());

// ---- the B2B fields of a profile ------------------------------------------------------------------

/** Where someone sits in the industry: shown on the profile and used later by search and suggestions. */
export const industryRoles = [
  'operator',
  'game_supplier',
  'platform_provider',
  'payments',
  'compliance',
  'affiliate',
  'marketing',
  'consultant',
  'recruiter',
  'investor',
  'other',
] as const;
export const industryRoleSchema = z.enum(industryRoles, { error: 'Choose an industry role' });
export type IndustryRole = z.infer<typeof industryRoleSchema>;
export const industryRoleLabels: Record<IndustryRole, string> = {
  operator: 'Casino / sportsbook operator',
  game_supplier: 'Game studio / supplier',
  platform_provider: 'Platform & aggregation',
  payments: 'Payments & banking',
  compliance: 'Compliance, KYC & legal',
  affiliate: 'Affiliate & media',
  marketing: 'Marketing & CRM',
  consultant: 'Consultant / advisor',
  recruiter: 'Recruiter',
  investor: 'Investor',
  other: 'Other',
};

export const PROFILE_LIMITS = {
  headlineMax: 120,
  bioMax: 2000,
  locationMax: 100,
  /** Items per section: generous for a career, small enough that nobody stores a novel. */
  itemsPerSection: 30,
  skillsMax: 50,
} as const;

/** PUT /api/v1/profiles/me — the "about" fields. Omitted fields stay as they are; '' or null clears one. */
export const updateMyProfileRequestSchema = z.object({
  headline: optionalText('Headline', PROFILE_LIMITS.headlineMax),
  bio: optionalText('About', PROFILE_LIMITS.bioMax),
  location: optionalText('Location', PROFILE_LIMITS.locationMax),
  website: optionalUrl('Website'),
  linkedinUrl: optionalUrl('LinkedIn'),
  industryRole: z.preprocess((value) => (value === '' ? null : value), industryRoleSchema.nullish()),
});
export type UpdateMyProfileRequest = z.input<typeof updateMyProfileRequestSchema>;

// ---- sections -------------------------------------------------------------------------------------

export const employmentTypes = ['full_time', 'part_time', 'contract', 'freelance', 'internship'] as const;
export const employmentTypeSchema = z.enum(employmentTypes, { error: 'Choose an employment type' });
export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
};

export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const skillLevelSchema = z.enum(skillLevels, { error: 'Choose a level' });
export type SkillLevel = z.infer<typeof skillLevelSchema>;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

export const experienceInputSchema = z
  .object({
    title: requiredText('Title', 120),
    companyName: requiredText('Company', 160),
    location: optionalText('Location', 100),
    employmentType: z.preprocess(emptyToNull, employmentTypeSchema.nullish()),
    startDate: yearMonth('Start month'),
    endDate: optionalYearMonth('End month'),
    isCurrent: z.boolean().default(false),
    description: optionalText('Description', 2000),
  })
  .refine((value) => !(value.isCurrent && value.endDate), { message: 'A current position has no end month', path: ['endDate'] })
  // Month strings compare correctly as text: "2020-01" < "2021-06".
  .refine((value) => !value.endDate || value.startDate <= value.endDate, {
    message: 'End month must not be before the start month',
    path: ['endDate'],
  });

export const educationInputSchema = z
  .object({
    institution: requiredText('School', 160),
    degree: optionalText('Degree', 120),
    fieldOfStudy: optionalText('Field of study', 120),
    startYear: optionalYear('Start year'),
    endYear: optionalYear('End year'),
    description: optionalText('Description', 1000),
  })
  .refine(
    (value) => value.startYear == null || value.endYear == null || value.startYear <= value.endYear,
    { message: 'End year must not be before the start year', path: ['endYear'] },
  );

export const skillInputSchema = z.object({
  name: requiredText('Skill', 60),
  level: z.preprocess(emptyToNull, skillLevelSchema.nullish()),
});

export const certificationInputSchema = z
  .object({
    name: requiredText('Certification', 160),
    issuingOrganization: optionalText('Issuer', 160),
    issueDate: optionalYearMonth('Issue month'),
    expiryDate: optionalYearMonth('Expiry month'),
    credentialId: optionalText('Credential ID', 100),
    credentialUrl: optionalUrl('Credential URL'),
  })
  .refine(
    (value) => !value.issueDate || !value.expiryDate || value.issueDate <= value.expiryDate,
    { message: 'Expiry month must not be before the issue month', path: ['expiryDate'] },
  );

export const projectInputSchema = z
  .object({
    name: requiredText('Project name', 160),
    role: optionalText('Role', 120),
    url: optionalUrl('Project URL'),
    startDate: optionalYearMonth('Start month'),
    endDate: optionalYearMonth('End month'),
    description: optionalText('Description', 2000),
  })
  .refine(
    (value) => !value.startDate || !value.endDate || value.startDate <= value.endDate,
    { message: 'End month must not be before the start month', path: ['endDate'] },
  );

export type ExperienceInput = z.input<typeof experienceInputSchema>;
export type EducationInput = z.input<typeof educationInputSchema>;
export type SkillInput = z.input<typeof skillInputSchema>;
export type CertificationInput = z.input<typeof certificationInputSchema>;
export type ProjectInput = z.input<typeof projectInputSchema>;

export const experienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  employmentType: employmentTypeSchema.nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
});
export const educationSchema = z.object({
  id: z.number().int(),
  institution: z.string(),
  degree: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  description: z.string().nullable(),
});
export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: skillLevelSchema.nullable(),
});
export const certificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuingOrganization: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  credentialId: z.string().nullable(),
  credentialUrl: z.string().nullable(),
});
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  url: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Project = z.infer<typeof projectSchema>;

/**
 * The five sections, by the path segment of /api/v1/profile/me/{section} (seed 000 §7), with the list
 * they fill on the profile and the words the screen uses. One table drives the routes, the client hooks
 * and the toasts, so adding a section is one entry here.
 */
export const profileSections = {
  experience: { list: 'experiences', singular: 'experience', title: 'Experience' },
  education: { list: 'education', singular: 'education', title: 'Education' },
  skill: { list: 'skills', singular: 'skill', title: 'Skills' },
  certification: { list: 'certifications', singular: 'certification', title: 'Certifications' },
  project: { list: 'projects', singular: 'project', title: 'Projects' },
} as const;
export type ProfileSection = keyof typeof profileSections;
export const profileSectionNames = Object.keys(profileSections) as ProfileSection[];

export const profileSectionInputSchemas = {
  experience: experienceInputSchema,
  education: educationInputSchema,
  skill: skillInputSchema,
  certification: certificationInputSchema,
  project: projectInputSchema,
} as const;
export const profileSectionItemSchemas = {
  experience: experienceSchema,
  education: educationSchema,
  skill: skillSchema,
  certification: certificationSchema,
  project: projectSchema,
} as const;
export type ProfileSectionInput<S extends ProfileSection> = z.input<(typeof profileSectionInputSchemas)[S]>;
export type ProfileSectionItem<S extends ProfileSection> = z.infer<(typeof profileSectionItemSchemas)[S]>;

// ---- the profile ----------------------------------------------------------------------------------

/**
 * A profile (seed 000 §3). `id` is the owner's user id: one profile per account, addressed the same way
 * as GET /api/v1/profiles/{id}. Image fields are URLs (`/api/v1/files/profileImages/{userId}/{file}` or an
 * absolute http(s) URL).
 */
export const profileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  profilePhotoThumbnail: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  industryRole: industryRoleSchema.nullable(),
  completionPercentage: z.number().int().min(0).max(100),
  experiences: z.array(experienceSchema),
  education: z.array(educationSchema),
  skills: z.array(skillSchema),
  certifications: z.array(certificationSchema),
  projects: z.array(projectSchema),
  memberSince: z.string(),
  updatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileIdParamsSchema = z.object({
  id: idParamSchema('Profile id', { invalid: 'Profile id must be a positive number' }),
});
export const profileItemParamsSchema = z.object({
  itemId: idParamSchema('Item id', { invalid: 'Item id must be a positive number' }),
});

/** POST/DELETE /api/v1/profile-images/me/image answer: the new photo URLs (null after removal). */
export const profileImageResponseSchema = z.object({
  profileImageUrl: z.string().nullable(),
  profilePhotoThumbnail: z.string().nullable(),
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** The multipart field of the photo upload (seed 000 §7: "image"). */
export const PROFILE_IMAGE_FIELD = 'image';
/** Profile photos are stored at most 1024 px on a side, plus a 160 px square thumbnail. */
export const PROFILE_IMAGE_MAX_SIDE = 1024;

// ---- messages (seed 000 §8 fallbacks, word for word) ----------------------------------------------

export const ProfileMessage = {
  fetchFailed: 'Failed to fetch profile',
  fetchUserFailed: 'Failed to fetch user profile',
  updateFailed: 'Failed to update profile',
  uploadImageFailed: 'Failed to upload profile image',
  removeImageFailed: 'Failed to remove profile image',
  updated: 'Profile updated',
  imageUploaded: 'Profile photo updated',
  imageRemoved: 'Profile photo removed',
  notFound: 'Profile not found',
  itemNotFound: 'Item not found',
} as const;

/** "Failed to add experience", "Failed to update skill", "Failed to remove project"… (seed 000 §8). */
export const profileSectionFailure = (action: 'add' | 'update' | 'remove', section: ProfileSection) =>
  `Failed to ${action} ${profileSections[section].singular}`;
