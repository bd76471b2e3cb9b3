import { describe, expect, it } from 'vitest';
import { profileCompletion, profileCompletionWeights, type CompletionInput } from './completion';

const empty: CompletionInput = {
  profilePhoto: null,
  headline: null,
  bio: null,
  location: null,
  industryRole: null,
  experiences: [],
  education: [],
  skills: [],
  certifications: [],
  projects: [],
};
const skill = (id: number) => ({ id, name: `Skill ${id}`, level: null });

describe('profileCompletion', () => {
  it('weights add up to exactly 100', () => {
    expect(profileCompletionWeights.reduce((sum, entry) => sum + entry.weight, 0)).toBe(100);
  });

  it('is 0 for an empty profile with every checklist entry open', () => {
    const result = profileCompletion(empty);
    expect(result.percentage).toBe(0);
    expect(result.items.every((item) => !item.done)).toBe(true);
  });

  it('counts only what is filled: photo + headline + two skills = 30', () => {
    const result = profileCompletion({ ...empty, profilePhoto: '/p.webp', headline: 'Head of Payments', skills: [skill(1), skill(2)] });
    expect(result.percentage).toBe(30);
    expect(result.items.find((item) => item.key === 'skills')?.done).toBe(false);
    expect(profileCompletion({ ...empty, skills: [skill(1), skill(2), skill(3)] }).percentage).toBe(5);
  });
});
