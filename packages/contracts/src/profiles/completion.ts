import type { Profile } from './schemas';

/**
 * How complete a profile is. Each entry is worth `weight` points (they add up to 100) once `done` holds.
 * The server computes completionPercentage with this table and the my-profile screen shows the same
 * entries as a checklist, so the number and the list never disagree.
 */
export const profileCompletionWeights = [
  { key: 'photo', label: 'Add a profile photo', weight: 15, done: (p: CompletionInput) => p.profilePhoto !== null },
  { key: 'headline', label: 'Write a headline', weight: 15, done: (p: CompletionInput) => !!p.headline },
  { key: 'bio', label: 'Tell people about yourself', weight: 15, done: (p: CompletionInput) => !!p.bio },
  { key: 'location', label: 'Add your location', weight: 5, done: (p: CompletionInput) => !!p.location },
  { key: 'industryRole', label: 'Choose your industry role', weight: 5, done: (p: CompletionInput) => p.industryRole !== null },
  { key: 'experience', label: 'Add a position', weight: 20, done: (p: CompletionInput) => p.experiences.length > 0 },
  { key: 'education', label: 'Add your education', weight: 10, done: (p: CompletionInput) => p.education.length > 0 },
  { key: 'skills', label: 'List at least 3 skills', weight: 5, done: (p: CompletionInput) => p.skills.length >= 3 },
  { key: 'certifications', label: 'Add a certification', weight: 5, done: (p: CompletionInput) => p.certifications.length > 0 },
  { key: 'projects', label: 'Show a project', weight: 5, done: (p: CompletionInput) => p.projects.length > 0 },
] as const;

export type CompletionKey = (typeof profileCompletionWeights)[number]['key'];
export type CompletionInput = Pick<
  Profile,
  'profilePhoto' | 'headline' | 'bio' | 'location' | 'industryRole' | 'experiences' | 'education' | 'skills' | 'certifications' | 'projects'
>;

export interface CompletionItem {
  key: CompletionKey;
  label: string;
  weight: number;
  done: boolean;
}

export function profileCompletion(profile: CompletionInput): { percentage: number; items: CompletionItem[] } {
  const items = profileCompletionWeights.map(({ key, label, weight, done }) => ({ key, label, weight, done: done(profile) }));
  const percentage = items.reduce((sum, item) => sum + (item.done ? item.weight : 0), 0);
  return { percentage, items };
}
