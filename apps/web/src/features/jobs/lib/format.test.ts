import { describe, expect, it } from 'vitest';
import { formatPlace, formatSalary, jobCount } from './format';

describe('job formatting', () => {
  it('formats salary ranges from minor units with their period', () => {
    expect(formatSalary({ min: 6_000_000, max: 8_000_000, currency: 'EUR', period: 'YEAR' })).toBe('€60,000 – €80,000 per year');
    expect(formatSalary({ min: 35_050, max: null, currency: 'GBP', period: 'DAY' })).toBe('From £350.50 per day');
    expect(formatSalary({ min: null, max: 500_000, currency: 'USD', period: 'MONTH' })).toBe('Up to US$5,000 per month');
    expect(formatSalary(null)).toBeNull();
  });

  it('describes where the work happens', () => {
    expect(formatPlace({ workplace: 'HYBRID', city: 'Sliema', country: 'MT', allowedCountries: [] })).toBe('Hybrid · Sliema, Malta');
    expect(formatPlace({ workplace: 'REMOTE', city: null, country: null, allowedCountries: [] })).toBe('Remote (anywhere)');
    expect(formatPlace({ workplace: 'REMOTE', city: null, country: null, allowedCountries: ['DE', 'PL'] })).toBe('Remote (Germany, Poland)');
  });

  it('counts jobs exactly up to the cap, then says 1,000+', () => {
    expect(jobCount(1)).toBe('1 job');
    expect(jobCount(1000)).toBe('1,000 jobs');
    expect(jobCount(1001)).toBe('1,000+ jobs');
  });
});
