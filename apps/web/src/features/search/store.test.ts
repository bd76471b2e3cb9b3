import { describe, expect, it } from 'vitest';
import { withRecentSearch } from './store';

describe('recent searches', () => {
  it('keeps five, newest first, without duplicates', () => {
    let recent: string[] = [];
    for (const term of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']) recent = withRecentSearch(recent, term);
    expect(recent).toEqual(['zeta', 'epsilon', 'delta', 'gamma', 'beta']);
    expect(withRecentSearch(recent, 'GAMMA ')).toEqual(['GAMMA', 'zeta', 'epsilon', 'delta', 'beta']);
    expect(withRecentSearch(recent, '   ')).toEqual(recent);
  });
});
