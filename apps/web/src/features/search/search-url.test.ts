import { describe, expect, it } from 'vitest';
import { searchResultsPath, searchTermOf } from './search-url';

describe('search results address', () => {
  it('reads the term from query, and from q for links that use the short name', () => {
    expect(searchTermOf(new URLSearchParams('query=evolution'))).toBe('evolution');
    expect(searchTermOf(new URLSearchParams('q=%20netent%20'))).toBe('netent');
    expect(searchTermOf(new URLSearchParams('query=pragmatic&q=other'))).toBe('pragmatic');
    expect(searchTermOf(new URLSearchParams('tab=people'))).toBe('');
  });

  it('writes query, encoded, the way the API names it', () => {
    expect(searchResultsPath(' live & casino ')).toBe('/dashboard/search-results?query=live%20%26%20casino');
    expect(searchTermOf(new URL(searchResultsPath('live & casino'), 'http://x').searchParams)).toBe('live & casino');
  });
});
