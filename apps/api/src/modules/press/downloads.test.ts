import type { PressRelease } from '@paytable/contracts';
import { describe, expect, it } from 'vitest';
import { toMarkdown } from './downloads';

const release: PressRelease = {
  id: 9,
  company: { id: 2, name: 'Northlight Studios', logoUrl: null, verified: true },
  title: 'Northlight, an MGA-licensed studio, opens in Lisbon',
  summary: 'Doors open in 2026.',
  content:
    '<h2>Why Lisbon</h2><p>The MGA-licensed studio hires 40 people in 2026. It works in <strong>time zones</strong> that suit <em>every</em> partner, see <a href="https://northlight.example">Northlight</a> or <a href="javascript:alert(1)">this</a>.</p>' +
    '<ol><li>Design</li><li>Build</li></ol><ul><li>Slots</li><li>Live casino</li></ul><blockquote><p>We are ready.</p></blockquote><p>*Not* a list: 5 * 3 = 15</p>',
  isPublic: true,
  category: 'COMPANY_NEWS',
  tags: [],
  jurisdictions: [],
  markets: [],
  status: 'PUBLISHED',
  images: [],
  coverImageUrl: null,
  publishedAt: '2026-03-02T09:00:00.000Z',
  embargoUntil: null,
  updatedAt: '2026-03-02T09:00:00.000Z',
};

describe('press release Markdown', () => {
  const markdown = toMarkdown({ release, url: 'https://paytable.example/press-releases/9', images: [] });

  it('leaves ordinary text readable: no backslash before hyphens and full stops', () => {
    expect(markdown).toContain('# Northlight, an MGA-licensed studio, opens in Lisbon');
    expect(markdown).toContain('**Doors open in 2026.**');
    expect(markdown).toContain('The MGA-licensed studio hires 40 people in 2026. It works in');
    expect(markdown).not.toMatch(/\\[-.]/);
  });

  it('writes headings, emphasis, web links, lists and quotes as Markdown, and escapes what would change the meaning', () => {
    expect(markdown).toContain('## Why Lisbon');
    expect(markdown).toContain('**time zones** that suit *every* partner, see [Northlight](https://northlight.example) or this.');
    expect(markdown).toContain('1. Design\n2. Build');
    expect(markdown).toContain('- Slots\n- Live casino');
    expect(markdown).toContain('> We are ready.');
    expect(markdown).toContain('\\*Not\\* a list: 5 \\* 3 = 15');
    expect(markdown).not.toContain('javascript:');
    expect(markdown.trimEnd().endsWith('[Read the release on Paytable](https://paytable.example/press-releases/9)')).toBe(true);
  });
});
