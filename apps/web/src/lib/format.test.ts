import { describe, expect, it } from 'vitest';
import { countryName, formatBytes, formatDate, formatUtcDate, fromLocalInput, toLocalInput } from './format';

describe('shared formats', () => {
  it('names a country by its code and shows an unknown code as it came', () => {
    expect(countryName('MT')).toBe('Malta');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('shows a missing date as a dash and a UTC day the same for every reader', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatUtcDate('2026-12-14T23:30:00Z')).toBe('14 Dec 2026');
  });

  it('turns an instant into a datetime-local value and back', () => {
    const instant = '2026-12-14T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(instant))).toBe(instant);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
  });

  it('shows sizes in whole megabytes when exact, else one decimal, and never 0 KB', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});
