import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text of 120 characters or fewer unchanged', () => {
    const exact = 'x'.repeat(120);
    expect(truncateText(exact, 120)).toBe(exact);
    expect(truncateText('  Short   news  ', 120)).toBe('Short news');
  });

  it('cuts longer text to at most 120 characters at a word boundary, ending with an ellipsis', () => {
    const long = 'Operators and game suppliers met in Lisbon this week to agree a shared certification format, which could cut launch times across five regulated markets.';
    const cut = truncateText(long, 120);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
    expect(long.charAt(cut.length - 1)).toBe(' ');
  });

  it('cuts inside a very long word when there is no nearby space', () => {
    const cut = truncateText('a'.repeat(300), 120);
    expect(cut).toBe(`${'a'.repeat(119)}…`);
  });
});
