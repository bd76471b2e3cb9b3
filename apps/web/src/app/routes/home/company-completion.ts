import type { Company } from '@paytable/contracts';

type CompletionInput = Pick<Company, 'logo' | 'description' | 'website' | 'contactEmail' | 'headquarters' | 'foundedYear' | 'businessTypes' | 'jurisdictions'>;

/** What makes a company profile complete, most valuable first; weights add up to 100. */
const steps: { label: string; weight: number; done: (company: CompletionInput) => boolean }[] = [
  { label: 'Describe what your company does', weight: 25, done: (c) => Boolean(c.description?.trim()) },
  { label: 'Choose your business types', weight: 20, done: (c) => c.businessTypes.length > 0 },
  { label: 'Upload your logo', weight: 15, done: (c) => c.logo !== null },
  { label: 'List the jurisdictions you are licensed in', weight: 15, done: (c) => c.jurisdictions.length > 0 },
  { label: 'Add your website', weight: 10, done: (c) => Boolean(c.website) },
  { label: 'Add a contact e-mail', weight: 5, done: (c) => Boolean(c.contactEmail) },
  { label: 'Add your headquarters', weight: 5, done: (c) => Boolean(c.headquarters) },
  { label: 'Add the year you were founded', weight: 5, done: (c) => c.foundedYear !== null },
];

/** How complete a company profile is, and the most valuable step still open (null when complete). */
export function companyCompletion(company: CompletionInput): { percentage: number; next: string | null } {
  const open = steps.filter((step) => !step.done(company));
  const percentage = 100 - open.reduce((sum, step) => sum + step.weight, 0);
  return { percentage, next: open[0]?.label ?? null };
}
