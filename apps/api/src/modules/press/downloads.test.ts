import type { PressRelease } from '@paytable/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfLayout, type PdfLayoutPiece } from '../../../test/pdf-text';
import { toMarkdown, toPdf } from './downloads';

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

describe('press release PDF', () => {
  const url = 'https://paytable.example/press-releases/9';
  const paragraph = (n: number) => `<p>Paragraph ${n}: the studio hires forty people in Lisbon this year, with a team for slots, a team for live casino and a team for the platform that runs both.</p>`;
  const picture = (background: string) => sharp({ create: { width: 1200, height: 630, channels: 3, background } }).png().toBuffer();
  const describePieces = (pieces: PdfLayoutPiece[]) => pieces.map((piece) => (piece.kind === 'image' ? `[image p${piece.page}]` : piece.text));

  it('keeps bold, italic and links in the running text, and each image with its caption where the release page shows it', async () => {
    const content =
      '<h2>Why Lisbon</h2><p>The studio works in <strong>time zones</strong> that suit <em>every</em> partner, see <a href="https://northlight.example">Northlight</a> for more.</p>' +
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(paragraph).join('') +
      '<p>The last words of the body.</p>';
    const images = [
      { buffer: await picture('#3366cc'), caption: 'The Lisbon office', altText: null },
      { buffer: await picture('#cc6633'), caption: 'The team on opening day', altText: null },
    ];
    const pieces = await pdfLayout(await toPdf({ release: { ...release, content }, url, images }));
    const order = describePieces(pieces);

    // The bold word, the italic word and the link sit on one line with the words around them.
    expect(order).toContain('The studio works in time zones that suit every partner, see Northlight for more.');
    // Summary, then the cover with its caption right after it, then the body, then the second image and
    // its caption, then the link back.
    const at = (text: string) => order.findIndex((each) => each.startsWith(text));
    const imageIndexes = order.flatMap((each, index) => (each.startsWith('[image') ? [index] : []));
    expect(imageIndexes).toHaveLength(2);
    const [first, second] = imageIndexes as [number, number];
    expect(at('Doors open in 2026.')).toBeLessThan(first);
    expect(order[first + 1]).toBe('The Lisbon office');
    expect(at('Why Lisbon')).toBe(first + 2);
    expect(at('The last words of the body.')).toBeLessThan(second);
    expect(order[second + 1]).toBe('The team on opening day');
    expect(order[second + 2]).toBe(`Read the release on Paytable: ${url}`);
    // A caption is on the page of its image.
    for (const index of imageIndexes) expect(pieces[index + 1]!.page).toBe(pieces[index]!.page);
  });

  it('does not end on a near-empty page: a release that left a line and the link back on a second page now fits on one', async () => {
    const content = Array.from({ length: 16 }, (_, index) => paragraph(index + 1)).join('');
    const pieces = await pdfLayout(await toPdf({ release: { ...release, content }, url, images: [] }));
    expect(Math.max(...pieces.map((piece) => piece.page))).toBe(1);
    expect(describePieces(pieces).at(-1)).toBe(`Read the release on Paytable: ${url}`);
  });

  it('never leaves only a line or two on the last page, whatever the length', async () => {
    for (let count = 14; count <= 30; count += 1) {
      const content = Array.from({ length: count }, (_, index) => paragraph(index + 1)).join('');
      const pieces = await pdfLayout(await toPdf({ release: { ...release, content }, url, images: [] }));
      const lastPage = Math.max(...pieces.map((piece) => piece.page));
      if (lastPage === 1) continue;
      expect(pieces.filter((piece) => piece.page === lastPage).length, `${count} paragraphs`).toBeGreaterThanOrEqual(4);
    }
  });
});
