import { describe, expect, it } from 'vitest';
import { companyCompletion } from './company-completion';

const empty = { logo: null, description: null, website: null, contactEmail: null, headquarters: null, foundedYear: null, businessTypes: [], jurisdictions: [] };

describe('companyCompletion', () => {
  it('starts at 0 with the description as the next step, and reaches 100 with nothing left', () => {
    expect(companyCompletion(empty)).toEqual({ percentage: 0, next: 'Describe what your company does' });
    const full = {
      ...empty,
      logo: 'logo.png',
      description: 'Payments for casinos',
      website: 'https://pay.example',
      contactEmail: 'hello@pay.example',
      headquarters: 'Malta',
      foundedYear: 2015,
      businessTypes: [{ id: 1, name: 'Payment Processing' }],
      jurisdictions: [{ id: 2, name: 'Malta', code: 'MT' }],
    };
    expect(companyCompletion(full)).toEqual({ percentage: 100, next: null });
  });

  it('names the most valuable open step', () => {
    expect(companyCompletion({ ...empty, description: 'Games studio', website: 'https://x.example' })).toEqual({ percentage: 35, next: 'Choose your business types' });
  });
});
