import type { JobInput } from '@paytable/contracts';
import { unique } from './auth-helpers';

/** A date `days` from now as the contract's YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete, valid job (a Malta compliance role) with `overrides` on top. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: unique('Compliance Officer '),
    description: '<p>Own the <strong>AML</strong> framework.</p><script>alert(1)</script><a href="javascript:evil()">x</a>',
    function: 'COMPLIANCE',
    seniority: 'SENIOR',
    employmentType: 'FULL_TIME',
    workplace: 'HYBRID',
    city: 'Valletta',
    country: 'MT',
    salaryMin: 6_000_000,
    salaryMax: 8_000_000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'YEAR',
    salaryShown: true,
    skills: ['AML', 'KYC'],
    languages: ['English'],
    validThrough: inDays(30),
    ...overrides,
  };
}
