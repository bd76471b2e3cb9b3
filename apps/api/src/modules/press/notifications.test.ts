import { describe, expect, it } from 'vitest';
import { releaseNoticeTitle } from './notifications';

describe('releaseNoticeTitle', () => {
  it('names the company before a release title that does not', () => {
    expect(releaseNoticeTitle('Northlight Studios', 'Six new slots for Q1')).toBe('Northlight Studios: Six new slots for Q1');
  });

  it('does not repeat the company a release title already starts with', () => {
    expect(releaseNoticeTitle('Northlight Studios', 'Northlight Studios launches Six new slots')).toBe('Northlight Studios launches Six new slots');
  });
});
