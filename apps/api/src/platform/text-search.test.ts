import { describe, expect, it } from 'vitest';
import { buildTsQuery, likePrefix, prefixRange, searchTokens } from './text-search';

describe('buildTsQuery', () => {
  it('matches the last word as a prefix, the words before it as whole words when they are known words', () => {
    const tokens = searchTokens('Legacy of Anubis');
    expect(buildTsQuery(tokens, { known: new Set(['legacy', 'of']) })).toBe('legacy & of & anubis:*');
    // An unknown word before the last may be a fragment: it stays a prefix.
    expect(buildTsQuery(searchTokens('evolu gaming'), { known: new Set() })).toBe('evolu:* & gaming:*');
  });

  it('matches a word of one or two letters before the last as a whole word (the dictionary has none)', () => {
    expect(buildTsQuery(searchTokens('legacy of anubis'), { known: new Set(['legacy']) })).toBe('legacy & of & anubis:*');
    expect(buildTsQuery(searchTokens('ev gaming'), { known: new Set() })).toBe('ev & gaming:*');
  });

  it('matches a short last word after others as a whole word, alone as a prefix', () => {
    expect(buildTsQuery(searchTokens('book o'), { known: new Set(['book']) })).toBe('book & o');
    expect(buildTsQuery(searchTokens('book of'), { known: new Set(['book', 'of']) })).toBe('book & of');
    expect(buildTsQuery(searchTokens('ev'))).toBe('ev:*');
  });

  it('adds corrections as alternatives', () => {
    const corrections = new Map([['evolutoin', ['evolution']]]);
    expect(buildTsQuery(['evolutoin'], { corrections })).toBe('(evolutoin:* | evolution)');
    expect(buildTsQuery(['evolutoin', 'gaming'], { corrections })).toBe('(evolutoin:* | evolution) & gaming:*');
  });

  it('lets no tsquery operator through', () => {
    const tokens = searchTokens("evo:* | !x & (y) ' or 1=1 --");
    expect(tokens.every((token) => /^[\p{L}\p{N}]+$/u.test(token))).toBe(true);
    // Words of one or two letters match whole wherever they stand (see the next test).
    expect(buildTsQuery(tokens, { corrections: new Map([['evo', ['a|b', 'c:*']]]) })).toBe('evo:* & x & y & or & 1 & 1');
    expect(buildTsQuery([])).toBeNull();
  });
});

describe('prefix helpers', () => {
  it('bound every text starting with the term', () => {
    const { low, high } = prefixRange('book of');
    for (const name of ['book of', 'book of dead', 'book of ζ']) expect(name >= low && name < high).toBe(true);
    expect('book oe' >= low && 'book oe' < high).toBe(false);
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
