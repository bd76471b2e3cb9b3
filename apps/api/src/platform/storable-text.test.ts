import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other character, emoji included', () => {
    expect(isStorableText('Crash 🎰 Café\t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\ud83c\udfb0')).toBe(true);
  });

  it('names where in a request the first unstorable text sits, keys included', () => {
    expect(findUnstorableText({ name: 'ok', tags: ['fine', 'bad\u0000'] }, 'body')).toBe('body.tags.1');
    expect(findUnstorableText({ ['k\u0000']: 1 }, 'body')).toBe('body');
    expect(findUnstorableText({ search: 'a' }, 'query')).toBeUndefined();
    expect(findUnstorableText(undefined, 'body')).toBeUndefined();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let nested: unknown = 'deep\u0000';
    for (let level = 0; level < 100_000; level += 1) nested = [nested];
    expect(findUnstorableText(nested, 'body')).toMatch(/^body\.0\.0/);
  });
});
