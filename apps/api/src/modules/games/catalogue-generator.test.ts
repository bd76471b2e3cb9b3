import { describe, expect, it } from 'vitest';
import { themePhrase, withArticle } from './catalogue-generator';

describe('generated game descriptions', () => {
  it('uses an before a vowel sound and keeps proper adjectives capitalised', () => {
    expect(themePhrase(['Irish'])).toBe('an Irish theme');
    expect(themePhrase(['Aztec', 'Space'])).toBe('an Aztec and space theme');
    expect(themePhrase(['Ancient Egypt'])).toBe('an ancient Egypt theme');
    expect(themePhrase(['Norse Mythology'])).toBe('a Norse mythology theme');
    expect(themePhrase(['Fruits', 'Wild West'])).toBe('a fruits and Wild West theme');
    expect(withArticle('ocean theme')).toBe('an ocean theme');
  });
});
