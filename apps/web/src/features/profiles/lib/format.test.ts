import { describe, expect, it } from 'vitest';
import { displayUrl, formatMonth, formatPeriod } from './format';

describe('profile formatting', () => {
  it('shows months as short month and year', () => {
    expect(formatMonth('2019-03')).toBe('Mar 2019');
    expect(formatMonth(null)).toBe('');
  });

  it('shows periods, ongoing ones ending in Present', () => {
    expect(formatPeriod('2019-03', null, true)).toBe('Mar 2019 – Present');
    expect(formatPeriod('2019-03', '2021-12')).toBe('Mar 2019 – Dec 2021');
    expect(formatPeriod(2010, 2013)).toBe('2010 – 2013');
    expect(formatPeriod(null, 2013)).toBe('2013');
    expect(formatPeriod(null, null)).toBe('');
  });

  it('shortens URLs for link text', () => {
    expect(displayUrl('https://www.linkedin.com/in/sofia/')).toBe('linkedin.com/in/sofia');
  });
});
